import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { useTranslation } from "react-i18next";

/**
 * A right held or not as a tick or a cross (SPEC 2.12). The shapes differ, not only the colours
 * (WCAG 1.4.1), and each icon names itself for screen readers; the column header says which right.
 */
export function RightIcon({ granted }: { granted: boolean }) {
  const { t } = useTranslation();
  return granted ? (
    <CheckIcon fontSize="small" color="success" titleAccess={t("users.right.granted")} />
  ) : (
    <CloseIcon fontSize="small" color="error" titleAccess={t("users.right.notGranted")} />
  );
}
