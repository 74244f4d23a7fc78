import type { Role, RoleStatidAnswer } from "@erhdb/domain";
import { roleStatidWriteSchema } from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useAddRoleStatid, useAllStatisticIds, useDeleteRoleStatid, useRoleStatids } from "../api.ts";

// thousands of statistic ids may exist: the list shows the first matches of what was typed
const filterIds = createFilterOptions<string>({ limit: 100 });

/**
 * The role-statids (decision 16): per role the statistic ids whose requests its members handle, each a
 * chip that removes it; above, a role and one of the surveys' statistic ids to add. Writes apply at once.
 */
export function RoleStatids({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const snackbar = useSnackbar();
  const statids = useRoleStatids();
  const allIds = useAllStatisticIds();
  const add = useAddRoleStatid();
  const remove = useDeleteRoleStatid();
  const [roleId, setRoleId] = useState<number | "">("");
  const [statisticId, setStatisticId] = useState<string | null>(null);

  const entries = statids.data ?? [];
  const held = (id: number | "") => entries.filter((e) => e.roleId === id).map((e) => e.statisticId);
  const roleName = (id: number | "") => roles.find((role) => role.id === id)?.name ?? "";

  const submit = useRunOnce(async () => {
    const entry = roleStatidWriteSchema.safeParse({ roleId, statisticId });
    if (!entry.success) {
      snackbar.error(t("roles.statids.missing"));
      return;
    }
    try {
      await add.mutateAsync(entry.data);
      snackbar.success(
        t("roles.statids.added", { statisticId: entry.data.statisticId, role: roleName(roleId) }),
      );
      setStatisticId(null);
    } catch (error) {
      snackbar.error(errorMessage(error, t, { action: "EDIT", object: "ROLE" }));
    }
  });

  const removeEntry = useRunOnce(async (entry: RoleStatidAnswer) => {
    try {
      await remove.mutateAsync(entry.id);
      snackbar.success(t("roles.statids.removed", { statisticId: entry.statisticId, role: entry.roleName }));
    } catch (error) {
      snackbar.error(errorMessage(error, t, { action: "EDIT", object: "ROLE" }));
    }
  });

  const failed = statids.error ?? allIds.error;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {t("roles.statids.title")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("roles.statids.intro")}</Typography>
      {failed && <Alert severity="error">{errorMessage(failed, t)}</Alert>}
      <Box
        component="form"
        noValidate
        aria-label={t("roles.statids.addLabel")}
        onSubmit={submit.onSubmit}
        sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mb: 2 }}
      >
        <TextField
          select
          size="small"
          label={t("roles.statids.role")}
          value={roleId}
          onChange={(event) => setRoleId(Number(event.target.value))}
          sx={{ minWidth: 200 }}
        >
          {roles.map((role) => (
            <MenuItem key={role.id} value={role.id}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          size="small"
          options={(allIds.data ?? []).filter((id) => !held(roleId).includes(id))}
          filterOptions={filterIds}
          value={statisticId}
          onChange={(_, value) => setStatisticId(value)}
          noOptionsText={t("roles.statids.noOptions")}
          loading={allIds.isPending}
          loadingText={t("app.loading")}
          sx={{ minWidth: 200 }}
          renderInput={(params) => <TextField {...params} label={t("roles.statids.statisticId")} />}
        />
        <Button type="submit" variant="contained" startIcon={<AddIcon />} {...submit.busy}>
          {t("roles.statids.add")}
        </Button>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t("roles.statids.tableLabel")}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t("roles.statids.role")}</TableCell>
              <TableCell scope="col">{t("roles.statids.ids")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.map((role) => {
              const own = entries.filter((entry) => entry.roleId === role.id);
              return (
                <TableRow key={role.id}>
                  <TableCell component="th" scope="row">
                    {role.name}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                      {own.length === 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {t("roles.statids.none")}
                        </Typography>
                      )}
                      {own.map((entry) => {
                        const removeIt = () => void removeEntry.run(entry);
                        // the chip is the remove button: a click, Enter, Delete or Backspace removes it
                        return (
                          <Chip
                            key={entry.id}
                            size="small"
                            label={entry.statisticId}
                            aria-label={t("roles.statids.remove", {
                              statisticId: entry.statisticId,
                              role: role.name,
                            })}
                            onClick={removeIt}
                            onDelete={removeIt}
                          />
                        );
                      })}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
