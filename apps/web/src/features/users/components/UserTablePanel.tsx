import { hasRight, type PersonRowTarget, personRowTargetCell, seesEmailAddresses } from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorContext } from "../../../api/error-message.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { useSession } from "../../../auth/session-context.ts";
import { useConfirm } from "../../../components/confirm.tsx";
import { type CellRenderer, DataTable } from "../../../components/data-table/index.ts";
import { lazyExport } from "../../../components/lazy-export.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { personTableSource, useDeletePerson, useResetPassword } from "../api.ts";
import { EmailText } from "./EmailText.tsx";
import { UserRowActions } from "./UserRowActions.tsx";

// The dialog brings the form, its schema and the permissions tab: it loads when first opened.
const UserDialog = lazyExport(() => import("../dialogs/UserDialog.tsx").then((m) => m.UserDialog));

/**
 * The users tab (SPEC 2.12): every account through the one data table, add for USER_CREATE, and per row
 * the actions the server's cell allows, reset and delete behind a confirmation naming the account.
 */
export function UserTablePanel() {
  const { t } = useTranslation();
  const { person: caller } = useSession();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const remove = useDeletePerson();
  const reset = useResetPassword();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  /** One confirmed action on an account: the confirmation, the call, SPEC 8's message or the error's. */
  const confirmed = async (
    target: PersonRowTarget,
    texts: { title: string; text: string; confirm: string; done: string },
    action: (id: number) => Promise<unknown>,
    context: ErrorContext,
  ) => {
    const person = { forename: target.forename, name: target.name };
    await confirm({
      title: t(texts.title),
      message: t(texts.text, person),
      confirmLabel: t(texts.confirm),
      action: async () => {
        try {
          await action(target.id);
          snackbar.success(t(texts.done));
        } catch (error) {
          snackbar.error(errorMessage(error, t, context));
        }
      },
    });
  };

  const resetPassword = (target: PersonRowTarget) =>
    confirmed(
      target,
      {
        title: "users.resetTitle",
        text: "users.resetText",
        confirm: "users.resetConfirm",
        done: "users.resetDone",
      },
      reset.mutateAsync,
      { action: "RESET_PASSWORD", object: "USER" },
    );

  const deleteUser = (target: PersonRowTarget) =>
    confirmed(
      target,
      {
        title: "users.deleteTitle",
        text: "users.deleteText",
        confirm: "users.delete",
        done: "users.deleted",
      },
      remove.mutateAsync,
      { action: "DELETE", object: "USER" },
    );

  const renderCell: CellRenderer = ({ column, cell }) => {
    // without USEREMAILADRESS_READ the server sends the cells empty; the dash says why
    if (column.id === "email" && !seesEmailAddresses(caller)) return <EmailText email={null} />;
    if (column.id !== "actions") return undefined;
    // the server's cell names the account and what the caller may do, whichever columns are shown
    const target = personRowTargetCell.parse(cell?.view ?? "");
    if (!target) return null;
    return (
      <UserRowActions
        target={target}
        onEdit={() => setEditing({ id: target.id })}
        onResetPassword={() => void resetPassword(target)}
        onDelete={() => void deleteUser(target)}
      />
    );
  };

  return (
    <>
      <DataTable
        source={personTableSource}
        label={t("users.tableLabel")}
        renderCell={renderCell}
        toolbar={
          hasRight(caller, "USER_CREATE") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
              {t("users.add")}
            </Button>
          )
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <UserDialog id={editing.id} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
