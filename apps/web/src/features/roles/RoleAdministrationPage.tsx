import type { ProtectionSubject, Right, Role } from "@erhdb/domain";
import { mayGrantRight, RIGHTS } from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useSession } from "../../auth/session-context.ts";
import { useConfirm } from "../../components/confirm.tsx";
import { LazyHistoryDialog } from "../../components/history/lazy.ts";
import { lazyExport } from "../../components/lazy-export.ts";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { useRunOnce } from "../../components/use-run-once.ts";
import { useDeleteRole, useInvalidateRoles, useRoles, useUpdateRoles } from "./api.ts";
import { RoleMatrix } from "./components/RoleMatrix.tsx";
import { RoleStatids } from "./components/RoleStatids.tsx";
import {
  changedRoles,
  EMPTY_DRAFT,
  type RoleDraft,
  toggleRight,
  updatePayload,
} from "./components/role-draft.ts";

const AddRoleDialog = lazyExport(() => import("./dialogs/AddRoleDialog.tsx").then((m) => m.AddRoleDialog));

/**
 * Role administration (SPEC 2.16; decision 16): the matrix of roles by rights with reset and save (every
 * role in one `role/update`), add and delete a role, and the roles' statistic ids. The route guard lets
 * in ROLE_READ with ROLE_EDIT; the server checks each write again.
 */
export function RoleAdministrationPage() {
  const { t } = useTranslation();
  const { person } = useSession();
  const roles = useRoles();
  return (
    <Page title={t("screen.roleAdministration")}>
      <Typography sx={{ mb: 2 }}>{t("roles.intro")}</Typography>
      {roles.isError && <Alert severity="error">{errorMessage(roles.error, t)}</Alert>}
      {roles.isPending && <CircularProgress aria-label={t("roles.loading")} />}
      {person && roles.data && <RoleAdministration caller={person} roles={roles.data} />}
    </Page>
  );
}

function RoleAdministration({ caller, roles }: { caller: ProtectionSubject; roles: Role[] }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const update = useUpdateRoles();
  const remove = useDeleteRole();
  const [draft, setDraft] = useState<RoleDraft>(EMPTY_DRAFT);
  const [adding, setAdding] = useState(false);
  const [historyOf, setHistoryOf] = useState<Role | null>(null);
  const invalidateRoles = useInvalidateRoles();
  const changed = changedRoles(draft, roles).length;
  const toggle = useCallback(
    (role: Role, right: Right) => setDraft((current) => toggleRight(current, role, right)),
    [],
  );

  const save = useRunOnce(async () => {
    try {
      await update.mutateAsync(updatePayload(draft, roles));
      setDraft(EMPTY_DRAFT);
      snackbar.success(t("roles.saved"));
    } catch (error) {
      snackbar.error(errorMessage(error, t, { action: "EDIT", object: "ROLE" }));
    }
  });

  const deleteRole = async (role: Role) => {
    await confirm({
      title: t("roles.deleteTitle"),
      message: t("roles.deleteText", { role: role.name }),
      confirmLabel: t("roles.deleteConfirm"),
      action: async () => {
        try {
          await remove.mutateAsync(role.name);
          snackbar.success(t("roles.deleted", { role: role.name }));
        } catch (error) {
          // a role still held: the server's SPEC 8 message
          snackbar.error(errorMessage(error, t, { action: "DELETE", object: "ROLE" }));
        }
      },
    });
  };

  const lacksSomeRight = RIGHTS.some((right) => !mayGrantRight(caller, right));
  return (
    <>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 2 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t("roles.add")}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" role="status">
          {changed > 0 && t("roles.pending", { count: changed })}
        </Typography>
        <Button disabled={changed === 0 || save.running} onClick={() => setDraft(EMPTY_DRAFT)}>
          {t("roles.reset")}
        </Button>
        <Button variant="contained" disabled={changed === 0} onClick={() => void save.run()} {...save.busy}>
          {t("roles.save")}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t("roles.fixedNote")}
      </Typography>
      {lacksSomeRight && (
        <Typography variant="body2" color="text.secondary">
          {t("roles.notHeldNote")}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <RoleMatrix
          caller={caller}
          roles={roles}
          draft={draft}
          onToggle={toggle}
          onDelete={(role) => void deleteRole(role)}
          onHistory={setHistoryOf}
        />
      </Box>
      <RoleStatids roles={roles} />
      {historyOf && (
        <Suspense fallback={null}>
          <LazyHistoryDialog
            kind="role"
            id={String(historyOf.id)}
            name={historyOf.name}
            // the page is ROLE_EDIT's (its route's guard): every reader here may ask for a restore
            onRoleRestored={invalidateRoles}
            onClose={() => setHistoryOf(null)}
          />
        </Suspense>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddRoleDialog caller={caller} roles={roles} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
