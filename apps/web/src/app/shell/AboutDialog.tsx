import { PRODUCT_VERSION, PRODUCT_VERSION_DATE } from "@erhdb/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export function AboutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("about.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="h6" component="p">
          {t("app.name")}
        </Typography>
        <Typography gutterBottom>
          {t("about.version", { version: PRODUCT_VERSION, date: PRODUCT_VERSION_DATE })}
        </Typography>
        <Typography>{t("about.description")}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
