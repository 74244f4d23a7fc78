import type { WebhookTargetAnswer } from "@erhdb/domain";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useConfirm } from "../../components/confirm.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { useRunOnce } from "../../components/use-run-once.ts";
import { useDeleteTarget, useResumeFailing, useSecretCalls, useSendTest, useSetPaused } from "./api.ts";
import type { TargetAction } from "./components/target-actions.ts";
import type { ShownSecret } from "./dialogs/SecretDialog.tsx";

type DirectWrite = "test" | "pause" | "resume" | "resumeFailing";

export interface TargetActionsOptions {
  onDeliveries(target: WebhookTargetAnswer): void;
  /** a rotation's new secret, for the secret dialog (and nowhere else) */
  onSecret(shown: ShownSecret): void;
}

/**
 * What a target row's buttons do. The writes without a question (test, pause, resume) run once at a
 * time over all rows (useRunOnce); rotate and delete ask first, and the confirmation runs them once.
 * Each says how it went in the snackbar: the server's message when it was refused.
 */
export function useTargetActions({ onDeliveries, onSecret }: TargetActionsOptions) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const sendTest = useSendTest();
  const setPaused = useSetPaused();
  const resumeFailing = useResumeFailing();
  const remove = useDeleteTarget();
  const secrets = useSecretCalls();

  /** Runs a write and reports it: `done` names the success text of webhooks.done. */
  const report = async (write: () => Promise<unknown>, done: string, url: string) => {
    try {
      await write();
      snackbar.success(t(`webhooks.done.${done}`, { url }));
    } catch (error) {
      snackbar.error(errorMessage(error, t));
    }
  };

  const direct = useRunOnce(async (action: DirectWrite, { id, url }: WebhookTargetAnswer) => {
    const writes: Record<DirectWrite, () => Promise<unknown>> = {
      test: () => sendTest.mutateAsync(id),
      pause: () => setPaused.mutateAsync({ id, paused: true }),
      resume: () => setPaused.mutateAsync({ id, paused: false }),
      resumeFailing: () => resumeFailing.mutateAsync(id),
    };
    await report(writes[action], action, url);
  });

  const rotate = ({ id, url }: WebhookTargetAnswer) =>
    confirm({
      title: t("webhooks.rotateConfirm.title"),
      message: t("webhooks.rotateConfirm.text", { url }),
      confirmLabel: t("webhooks.rotateConfirm.confirm"),
      action: async () => {
        try {
          const answer = await secrets.rotate(id);
          onSecret({ url: answer.target.url, secret: answer.secret, rotated: true });
        } catch (error) {
          snackbar.error(errorMessage(error, t));
        }
      },
    });

  const deleteTarget = ({ id, url }: WebhookTargetAnswer) =>
    confirm({
      title: t("webhooks.deleteConfirm.title"),
      message: t("webhooks.deleteConfirm.text", { url }),
      confirmLabel: t("webhooks.deleteConfirm.confirm"),
      action: () => report(() => remove.mutateAsync(id), "delete", url),
    });

  const run = (action: TargetAction, target: WebhookTargetAnswer) => {
    if (action === "deliveries") onDeliveries(target);
    else if (action === "rotate") void rotate(target);
    else if (action === "delete") void deleteTarget(target);
    else void direct.run(action, target);
  };

  return { run, writing: direct.running };
}
