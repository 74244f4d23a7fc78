import type { DocumentAnswer } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useDocumentPage } from "../api.ts";

/**
 * An HTML document to read (`loadhtml`, fetched with the session's token). It shows in a frame that may
 * run nothing and reach nothing of the app (decision 19); its links open in a new window.
 */
export function DocumentPageDialog({ document, onClose }: { document: DocumentAnswer; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const page = useDocumentPage(document);
  const title = document.title[i18n.language === "en" ? "en" : "de"];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {page.isError ? (
          <Alert severity="error">{errorMessage(page.error, t)}</Alert>
        ) : page.data === undefined ? (
          <CircularProgress aria-label={t("app.loading")} />
        ) : (
          <Box
            component="iframe"
            title={title}
            srcDoc={page.data}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            sx={{ display: "block", width: "100%", height: "65vh", border: 0 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
