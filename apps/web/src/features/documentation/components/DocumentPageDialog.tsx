import type { DocumentAnswer } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
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
import { HtmlFragment } from "./HtmlFragment.tsx";

/**
 * An HTML document to read (`loadhtml`, fetched with the session's token), shown through the renderer that
 * keeps only plain text elements (decision 19).
 */
export function DocumentPageDialog({ document, onClose }: { document: DocumentAnswer; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const page = useDocumentPage(document);
  const title = document.title[i18n.language === "en" ? "en" : "de"];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* a long page scrolls: the keyboard reaches it to scroll, even without a link inside */}
      <DialogContent dividers tabIndex={0}>
        {page.isError ? (
          <Alert severity="error">{errorMessage(page.error, t)}</Alert>
        ) : page.data === undefined ? (
          <CircularProgress aria-label={t("app.loading")} />
        ) : (
          <HtmlFragment html={page.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
