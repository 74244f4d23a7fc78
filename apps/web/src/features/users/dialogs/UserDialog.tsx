import { type PersonAnswer, personActionRefusal, type Role, roleGrantRefusal } from "@erhdb/domain";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../auth/session-context.ts";
import { LoadedDialogBody } from "../../../components/LoadedDialogBody.tsx";
import { TabbedPanels } from "../../../components/TabbedPanels.tsx";
import { usePerson, useRoles } from "../api.ts";
import { UserDataForm } from "./UserDataForm.tsx";
import { UserPermissionsPanel } from "./UserPermissionsPanel.tsx";
import { useUserForm } from "./use-user-form.ts";

export interface UserDialogProps {
  /** the person to edit; null adds a new one */
  id: number | null;
  onClose(): void;
}

/**
 * Add or edit a user (SPEC 5 "User dialog"). An edit opens with the person as `GET person/{id}` answers
 * it and has a second tab with the person's permissions. The role list holds only the roles the caller
 * may give (SPEC 3 ranking, and only roles whose every right the caller holds: issue 24); whoever may
 * open it (USER_CREATE) may list them (ROLE_LIST_ACCESS). Nobody changes their own permissions: on the
 * caller's own account the permissions tab only lists them.
 */
export function UserDialog({ id, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const editing = id !== null;
  const person = usePerson(id);
  const roles = useRoles();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={editing ? "md" : "sm"}>
      <DialogTitle id={titleId}>
        {t(editing ? "users.dialog.editTitle" : "users.dialog.addTitle")}
      </DialogTitle>
      <LoadedDialogBody query={roles} needed onClose={onClose}>
        {(allRoles) => (
          <LoadedDialogBody query={person} needed={editing} onClose={onClose}>
            {(loaded) => <UserDialogBody person={loaded ?? null} roles={allRoles ?? []} onClose={onClose} />}
          </LoadedDialogBody>
        )}
      </LoadedDialogBody>
    </Dialog>
  );
}

interface UserDialogBodyProps {
  person: PersonAnswer | null;
  roles: readonly Role[];
  onClose(): void;
}

function UserDialogBody({ person, roles, onClose }: UserDialogBodyProps) {
  const { t } = useTranslation();
  const { person: caller } = useSession();
  const state = useUserForm(person, roles, onClose);
  const grantable = roles.filter(
    (role) => role.id === person?.role.id || (caller && roleGrantRefusal(caller, role) === null),
  );
  const data = <UserDataForm state={state} roles={grantable} editing={person !== null} onClose={onClose} />;
  if (!person) return data;
  const canChange = caller !== null && personActionRefusal(caller, person, "changePermissions") === null;
  return (
    <TabbedPanels
      label={t("users.dialog.tabs")}
      tabs={[
        { key: "data", label: t("users.dialog.dataTab"), panel: data },
        {
          key: "permissions",
          label: t("users.dialog.permissionsTab"),
          panel: <UserPermissionsPanel personId={person.id} canChange={canChange} onClose={onClose} />,
        },
      ]}
    />
  );
}
