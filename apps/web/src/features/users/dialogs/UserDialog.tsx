import { hasRight, type PersonAnswer, personActionRefusal, type Role, roleGrantRefusal } from "@erhdb/domain";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../auth/session-context.ts";
import { historyTab } from "../../../components/history/history-tab.tsx";
import { LoadedDialogBody } from "../../../components/LoadedDialogBody.tsx";
import { TabbedPanels } from "../../../components/TabbedPanels.tsx";
import { usePerson, useRoles } from "../api.ts";
import { UserDataForm } from "./UserDataForm.tsx";
import { UserPermissionsPanel } from "./UserPermissionsPanel.tsx";
import { useUserForm } from "./use-user-form.ts";

const DATA_TAB = "data";
const PERMISSIONS_TAB = "permissions";

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
  // the permissions' table has eleven columns: on its tab the dialog is as wide as a laptop's screen
  // allows, so that the last change and the delete action show without a sideways scroll (issue 35)
  const [tab, setTab] = useState(DATA_TAB);
  const width = !editing ? "sm" : tab === PERMISSIONS_TAB ? "lg" : "md";
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={width}>
      <DialogTitle id={titleId}>
        {t(editing ? "users.dialog.editTitle" : "users.dialog.addTitle")}
      </DialogTitle>
      <LoadedDialogBody query={roles} needed onClose={onClose}>
        {(allRoles) => (
          <LoadedDialogBody query={person} needed={editing} onClose={onClose}>
            {(loaded) => (
              <UserDialogBody
                person={loaded ?? null}
                roles={allRoles ?? []}
                onTab={setTab}
                onClose={onClose}
              />
            )}
          </LoadedDialogBody>
        )}
      </LoadedDialogBody>
    </Dialog>
  );
}

interface UserDialogBodyProps {
  person: PersonAnswer | null;
  roles: readonly Role[];
  /** told the key of the tab the user chose */
  onTab(key: string): void;
  onClose(): void;
}

function UserDialogBody({ person, roles, onTab, onClose }: UserDialogBodyProps) {
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
      onChange={onTab}
      tabs={[
        { key: DATA_TAB, label: t("users.dialog.dataTab"), panel: data },
        {
          key: PERMISSIONS_TAB,
          label: t("users.dialog.permissionsTab"),
          panel: <UserPermissionsPanel personId={person.id} canChange={canChange} onClose={onClose} />,
        },
        ...(hasRight(caller, "USER_READ")
          ? [historyTab(t, "person", String(person.id), { framed: true })]
          : []),
      ]}
    />
  );
}
