import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";

/**
 * A person's email address, or '—' when the caller may not read addresses (no USEREMAILADRESS_READ,
 * decision 16: the server sends null). The dash explains itself in a tooltip that keyboard focus opens
 * too, and to screen readers in words.
 */
export function EmailText({ email }: { email: string | null | undefined }) {
  const { t } = useTranslation();
  if (email) return <>{email}</>;
  return (
    <Tooltip title={t("users.emailHiddenHint")} describeChild>
      <Box component="span" tabIndex={0}>
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
          {t("users.emailHidden")}
        </Box>
      </Box>
    </Tooltip>
  );
}
