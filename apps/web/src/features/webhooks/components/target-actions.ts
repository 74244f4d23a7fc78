import type { WebhookTargetAnswer } from "@erhdb/domain";

/** What can be done with a target from its row. */
export type TargetAction = "deliveries" | "test" | "pause" | "resume" | "resumeFailing" | "rotate" | "delete";

/**
 * A target's actions in the order its row shows them: pause or resume as it stands, and "resume after
 * failure" only while it fails (the server would accept it at any time, but it changes nothing then).
 */
export function targetActions(target: WebhookTargetAnswer): TargetAction[] {
  return [
    "deliveries",
    "test",
    target.paused ? "resume" : "pause",
    ...(target.failingSince === null ? [] : ["resumeFailing" as const]),
    "rotate",
    "delete",
  ];
}
