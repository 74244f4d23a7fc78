import { type AuthPerson, officeLabel, PERMISSION_FLAGS } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PermissionTable } from "../../../components/permissions/PermissionTable.tsx";

/** Tab general (SPEC 2.11): the account's own data and its permissions per statistic id and state. */
export function GeneralTab({ person }: { person: AuthPerson }) {
  const { t, i18n } = useTranslation();
  const data: [label: string, value: string][] = [
    [t("settings.general.name"), person.name],
    [t("settings.general.forename"), person.forename],
    [t("settings.general.email"), person.email],
    [t("settings.general.phone"), person.phone],
    [t("settings.general.office"), officeLabel(person.office, i18n.language)],
    [t("settings.general.role"), person.role.name],
  ];
  return (
    <Stack spacing={3} sx={{ py: 1 }}>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 1, m: 0 }}
      >
        {data.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {value || "–"}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t("settings.general.permissions")}
        </Typography>
        <PermissionTable
          caption={t("settings.general.permissions")}
          permissions={person.personPermissions}
          flags={PERMISSION_FLAGS}
        />
      </Box>
    </Stack>
  );
}
