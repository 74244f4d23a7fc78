import { createHmac, randomBytes } from "node:crypto";

/**
 * Standard Webhooks' signatures (issue 38 point 6, decision 48): the receiver verifies a message with
 * any of that specification's libraries, from the secret it was shown once.
 */

/** How Standard Webhooks writes a secret: this prefix and the key in base64. */
const SECRET_PREFIX = "whsec_";
/** A key's length: 256 bits, as long as the HMAC-SHA256 it keys. */
const KEY_BYTES = 32;

export function newSigningKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/** The secret as the target's admin copies it into the receiver. */
export function secretText(key: Buffer): string {
  return `${SECRET_PREFIX}${key.toString("base64")}`;
}

/** `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the key. */
function signature(key: Buffer, messageId: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64")}`;
}

export interface SignedMessage {
  messageId: string;
  /** seconds since the epoch, as `webhook-timestamp` carries it */
  timestamp: number;
  body: string;
}

/**
 * The headers of one try. Every key signs, space-separated: after a rotation the previous key too for a
 * while, so that a receiver still holding it keeps verifying.
 */
export function signedHeaders(keys: readonly Buffer[], message: SignedMessage): Record<string, string> {
  return {
    "content-type": "application/json",
    "webhook-id": message.messageId,
    "webhook-timestamp": String(message.timestamp),
    "webhook-signature": keys
      .map((key) => signature(key, message.messageId, message.timestamp, message.body))
      .join(" "),
  };
}

/** A message's id: unique, the same in every try, so that a receiver can drop a repeated one. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString("base64url")}`;
}
