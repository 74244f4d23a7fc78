import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../auth/session-context.ts";
import { useOpenedOnce } from "../../components/use-opened-once.ts";

/**
 * Shown while the session is "invalid" (SPEC 4). The route guard has already moved the user off
 * protected pages; closing the dialog turns the state into "none".
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const { status, acknowledgeExpiry } = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const open = status === "invalid";
  const mounted = useOpenedOnce(open);

  const toLogin = () => {
    acknowledgeExpiry();
    navigate("/login");
  };

  if (!mounted) return null;
  return (
    <Dialog open={open} onClose={acknowledgeExpiry} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t("session.session-expired")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t("session.session-expired-details")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={acknowledgeExpiry}>{t("common.close")}</Button>
        <Button variant="contained" onClick={toLogin}>
          {t("session.login")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
