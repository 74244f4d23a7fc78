import type { PermissionFlag } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { PermissionTable } from "../../../components/permissions/PermissionTable.tsx";
import { usePermissions, usePersonsOfStatisticId, useStatisticIds } from "../api.ts";
import { Loaded } from "./Loaded.tsx";
import { StatisticIdUsersTable } from "./StatisticIdUsersTable.tsx";

/** The dropdown's 'make a choice' entry (SPEC 2.12). */
const NO_CHOICE = "-1";
/** The rights of SPEC 2.12's detail table. */
const DETAIL_FLAGS: readonly PermissionFlag[] = [
  "res_rights",
  "it_res_rights",
  "eid_rights",
  "mapping_rights",
];

/**
 * The statistic-id view of the users page (SPEC 2.12): pick a statistic id (of the caller's own
 * permissions, or with the checkbox of every account's), see the accounts holding a permission for it,
 * and pick one of them to see all their permissions.
 */
export function StatisticIdPanel() {
  const { t } = useTranslation();
  const [withPersons, setWithPersons] = useState(false);
  const [chosen, setChosen] = useState(NO_CHOICE);
  const [personId, setPersonId] = useState<number | null>(null);
  const ids = useStatisticIds(withPersons);
  // an id the other list lacks is no choice any more
  const statisticId = chosen !== NO_CHOICE && ids.data?.includes(chosen) ? chosen : null;
  const persons = usePersonsOfStatisticId(statisticId);
  const person = persons.data?.find((p) => p.id === personId) ?? null;
  const permissions = usePermissions(person?.id ?? null);

  const choose = (value: string) => {
    setChosen(value);
    setPersonId(null);
  };

  return (
    <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
        <TextField
          select
          size="small"
          label={t("users.byStatisticId.statisticId")}
          value={statisticId ?? NO_CHOICE}
          onChange={(event) => choose(event.target.value)}
          sx={{ minWidth: 220 }}
          disabled={!ids.data}
        >
          <MenuItem value={NO_CHOICE}>{t("users.byStatisticId.choose")}</MenuItem>
          {(ids.data ?? []).map((id) => (
            <MenuItem key={id} value={id}>
              {id}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox checked={withPersons} onChange={(event) => setWithPersons(event.target.checked)} />
          }
          label={t("users.byStatisticId.showAll")}
        />
      </Box>
      {ids.isError && <Alert severity="error">{errorMessage(ids.error, t)}</Alert>}
      {statisticId && (
        <Loaded query={persons}>
          {(list) => (
            <StatisticIdUsersTable
              statisticId={statisticId}
              persons={list}
              selectedId={person?.id ?? null}
              onSelect={setPersonId}
            />
          )}
        </Loaded>
      )}
      {statisticId && !person && persons.data && persons.data.length > 0 && (
        <Typography variant="body2">{t("users.byStatisticId.pickHint")}</Typography>
      )}
      {person && (
        <Loaded query={permissions}>
          {(list) => (
            <PermissionTable
              caption={t("users.byStatisticId.permissionsCaption", {
                forename: person.forename,
                name: person.name,
              })}
              permissions={list}
              flags={DETAIL_FLAGS}
            />
          )}
        </Loaded>
      )}
    </Box>
  );
}
