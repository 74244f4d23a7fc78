import { HOME_PATH } from "@erhdb/domain";
import Link from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

export function BackHomeLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={HOME_PATH}>
      {t("common.backHome")}
    </Link>
  );
}
