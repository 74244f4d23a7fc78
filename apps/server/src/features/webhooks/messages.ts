import { PUBLIC_EVENT_OBJECT, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_TYPE } from "@erhdb/domain";
import { type PublicObject, publicPageOf } from "../../db/public-event-objects.ts";
import type { PublicEvent } from "../../db/public-events.ts";
import { publicLink } from "../../mail/templates/links.ts";

/**
 * The bodies of the messages (Standard Webhooks' shape: `type`, `timestamp`, `data`). An event tells its
 * object's details and public page only while a visitor sees the object (decision 43), judged when the
 * message is made; else its kind and row id alone.
 */

function objectOf(event: PublicEvent, seen: PublicObject | undefined, publicUrl: string) {
  const named = { type: PUBLIC_EVENT_OBJECT[event.kind], id: event.objectId };
  if (!seen) return { ...named, public: false };
  const page = publicPageOf(seen);
  const url = publicLink(publicUrl, page.path, page.query);
  switch (seen.object) {
    case "survey":
      return { ...named, public: true, erhebungsid: seen.erhebungsid, description: seen.description, url };
    case "resource":
      return {
        ...named,
        public: true,
        resourceKey: seen.resourceKey,
        resourceType: seen.resourceType,
        version: seen.version,
        erhebungsid: seen.erhebungsid,
        description: seen.description,
        url,
      };
    case "genericResource":
      return {
        ...named,
        public: true,
        resourceType: seen.resourceType,
        version: seen.version,
        fileName: seen.fileName,
        description: seen.description,
        url,
      };
  }
}

/** An event's message. */
export function eventMessageBody(
  event: PublicEvent,
  seen: PublicObject | undefined,
  publicUrl: string,
): string {
  return JSON.stringify({
    type: WEBHOOK_EVENT_TYPES[event.kind],
    timestamp: event.occurredAt.toISOString(),
    data: {
      event: event.id,
      kind: event.kind,
      statisticId: event.statisticId,
      occurredAt: event.occurredAt.toISOString(),
      object: objectOf(event, seen, publicUrl),
    },
  });
}

/** The message "send a test event" sends: nothing of the register, only that it is a test. */
export function testMessageBody(targetId: number, at: Date): string {
  return JSON.stringify({ type: WEBHOOK_TEST_TYPE, timestamp: at.toISOString(), data: { target: targetId } });
}
