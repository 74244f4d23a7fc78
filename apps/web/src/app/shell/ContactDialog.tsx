import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT } from "../../lib/contact.ts";

export function ContactDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("contact.title")}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{t("contact.intro")}</Typography>
        <Typography variant="subtitle2" component="h3">
          {t("contact.postalAddress")}
        </Typography>
        <Typography component="address" sx={{ fontStyle: "normal", mb: 2 }}>
          {CONTACT.organisation}
          <br />
          {CONTACT.street}
          <br />
          {CONTACT.city}
        </Typography>
        <Typography variant="subtitle2" component="h3">
          {t("contact.mailbox")}
        </Typography>
        <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
