import type { ResourceAnswer } from "@erhdb/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useConfirm } from "../../../components/confirm.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useResourceDownload } from "../../../components/use-resource-download.ts";
import { useChangeResource } from "../api.ts";
import { ChangeDescriptionDialog } from "./ChangeDescriptionDialog.tsx";
import { type ConfirmedAction, type EditAction, ERROR_ACTION_OF } from "./edit-actions.ts";

export interface ResourceEditActions {
  run(action: EditAction, resource: ResourceAnswer): void;
  /** the open description dialog, if any; the page renders it */
  dialog: ReactNode;
}

/**
 * What each button of the edit page does: the download at once, the description in its own dialog,
 * every other action after a confirmation naming the resource; then 'actionsuccessful' or the error.
 */
export function useResourceEditActions(erhebungsid: string): ResourceEditActions {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const download = useResourceDownload();
  const change = useChangeResource();
  const [describing, setDescribing] = useState<ResourceAnswer | null>(null);

  const confirmed = async (action: ConfirmedAction, resource: ResourceAnswer) => {
    const key = resource.mutableKey;
    const label = t(`resources.edit.action.${action}`);
    await confirm({
      title: t(`resources.edit.confirmTitle.${action}`),
      message: t(`resources.edit.confirmText.${confirmTextOf(action, resource)}`, { key }),
      confirmLabel: label,
      action: async () => {
        try {
          await change.mutateAsync({ erhebungsid, id: resource.id, change: { action } });
          snackbar.success(t("resources.edit.successful"));
        } catch (error) {
          snackbar.error(errorMessage(error, t, { action: ERROR_ACTION_OF[action], object: "RESOURCE" }));
        }
      },
    });
  };

  const run = (action: EditAction, resource: ResourceAnswer) => {
    if (action === "download") void download(resource);
    else if (action === "changeDescription") setDescribing(resource);
    else void confirmed(action, resource);
  };

  const dialog = describing && (
    <ChangeDescriptionDialog
      erhebungsid={erhebungsid}
      resource={describing}
      onClose={() => setDescribing(null)}
    />
  );
  return { run, dialog };
}

/** The usability toggle asks in the direction it goes: a public resource becomes internal and back. */
function confirmTextOf(action: ConfirmedAction, resource: ResourceAnswer): string {
  if (action !== "changeUsability") return action;
  return resource.accessMode ? "toInternal" : "toPublic";
}
