import type { ResourceAnswer } from "@erhdb/domain";
import DownloadIcon from "@mui/icons-material/Download";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { usePreviewLink } from "../../api/resource-preview.ts";
import { useResourceDownload } from "../use-resource-download.ts";

export interface ResourcePreviewDialogProps {
  resource: Pick<ResourceAnswer, "id" | "mutableKey" | "fileName">;
  onClose(): void;
}

/**
 * A resource's XML as HTML (issue 38, decision 45), made by the server's stylesheet. The page comes from
 * its own address, whose answer forbids scripts, plugins, forms and every load but inline styles and data:
 * images, and it sits in an iframe sandboxed without allow-scripts: whatever a stylesheet writes stays
 * inert. Beside it: the page alone in a new tab, and the XML itself.
 */
export function ResourcePreviewDialog({ resource, onClose }: ResourcePreviewDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const link = usePreviewLink(resource.id);
  const download = useResourceDownload();
  const key = resource.mutableKey;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>{t("resourcePreview.title", { key })}</DialogTitle>
      <DialogContent>
        {link.isPending && (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t("resourcePreview.loading")} />
          </Box>
        )}
        {link.isError && (
          <Alert severity="error">
            {errorMessage(link.error, t, { action: "RETRIEVE", object: "RESOURCE" })}
          </Alert>
        )}
        {link.data && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t("resourcePreview.madeWith", {
                fileName: link.data.stylesheet.fileName,
                version: link.data.stylesheet.version || "–",
              })}
            </Typography>
            <Box
              component="iframe"
              // no token of the sandbox: no script, form, popup or navigation of the app; an origin of its own
              sandbox=""
              referrerPolicy="no-referrer"
              src={link.data.href}
              title={t("resourcePreview.frameTitle", { key })}
              sx={{
                width: "100%",
                height: "65vh",
                border: 1,
                borderColor: "divider",
                bgcolor: "common.white",
              }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {link.data && (
          <Button
            component="a"
            href={link.data.href}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<OpenInNewIcon />}
          >
            {t("resourcePreview.openAlone")}
          </Button>
        )}
        <Button startIcon={<DownloadIcon />} onClick={() => void download(resource)}>
          {t("resourcePreview.downloadXml")}
        </Button>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
