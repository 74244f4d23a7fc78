import type {
  WebhookDeliveryAnswer,
  WebhookSecretAnswer,
  WebhookTargetAnswer,
  WebhookTargetWrite,
} from "@erhdb/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";

/** The webhook calls of issue 38 (decision 48); WEBHOOK_ADMIN guards them all. */

export const webhookKeys = {
  all: ["webhooks"] as const,
  targets: ["webhooks", "targets"] as const,
  deliveries: (id: number) => ["webhooks", "deliveries", id] as const,
};

/**
 * The delivery worker runs every 2 s and retries within seconds at first: the screen asks again every 5 s
 * while it is visible, so a test event's outcome and a target's pending count show without a reload.
 */
const REFRESH_MS = 5_000;
const refreshing = { refetchInterval: REFRESH_MS, refetchIntervalInBackground: false } as const;

/** `GET webhook`: every target, each with its state and its pending count. */
export function useWebhookTargets() {
  return useQuery({
    queryKey: webhookKeys.targets,
    queryFn: ({ signal }) => get<WebhookTargetAnswer[]>("webhook", { signal }),
    ...refreshing,
  });
}

/** `GET webhook/{id}/deliveries`: a target's most recent deliveries, newest first. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => get<WebhookDeliveryAnswer[]>(`webhook/${id}/deliveries`, { signal }),
    ...refreshing,
  });
}

/** After a write the targets and their deliveries load again. */
function useInvalidateWebhooks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webhookKeys.all });
}

/**
 * `POST webhook` (201) and `POST webhook/{id}/rotate`: the only answers that carry a target's secret. They
 * are no TanStack mutations, because the mutation cache keeps each answer for minutes after it was used:
 * the secret goes from the answer to the secret dialog's state and nowhere else, and the list reloads
 * from the server, which never sends it again.
 */
export function useSecretCalls() {
  const invalidate = useInvalidateWebhooks();
  const withReload = async (call: Promise<WebhookSecretAnswer>) => {
    const answer = await call;
    await invalidate();
    return answer;
  };
  return {
    register: (target: WebhookTargetWrite) => withReload(post<WebhookSecretAnswer>("webhook", target)),
    rotate: (id: number) => withReload(post<WebhookSecretAnswer>(`webhook/${id}/rotate`)),
  };
}

/** A write on one target whose answer holds no secret; the lists load again after it. */
function useTargetWrite<A>(call: (arg: A) => Promise<unknown>) {
  const invalidate = useInvalidateWebhooks();
  return useMutation({ mutationFn: call, onSuccess: () => invalidate() });
}

/** `POST webhook/{id}/pause` {paused}: a paused target keeps its events and delivers them when resumed. */
export const useSetPaused = () =>
  useTargetWrite(({ id, paused }: { id: number; paused: boolean }) =>
    post<WebhookTargetAnswer>(`webhook/${id}/pause`, { paused }),
  );

/** `POST webhook/{id}/resume`: a failing target delivers again, its given-up deliveries first. */
export const useResumeFailing = () =>
  useTargetWrite((id: number) => post<WebhookTargetAnswer>(`webhook/${id}/resume`));

/** `POST webhook/{id}/test` (202): a test message queued behind the target's waiting deliveries. */
export const useSendTest = () =>
  useTargetWrite((id: number) => post<WebhookDeliveryAnswer>(`webhook/${id}/test`));

/** `POST webhook/{id}/delete`. */
export const useDeleteTarget = () => useTargetWrite((id: number) => post<unknown>(`webhook/${id}/delete`));
