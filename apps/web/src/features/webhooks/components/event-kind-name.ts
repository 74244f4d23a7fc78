import { isPublicEventKind, publicEventKindKey, WEBHOOK_TEST_KIND } from "@erhdb/domain";
import type { TFunction } from "i18next";

/** A delivery's or target's event kind in the shown language; the test message's kind as "Testereignis". */
export function eventKindName(kind: string, t: TFunction): string {
  if (kind === WEBHOOK_TEST_KIND) return t("webhooks.kindTest");
  return isPublicEventKind(kind) ? t(publicEventKindKey(kind)) : kind;
}
