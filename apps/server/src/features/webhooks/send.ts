import http from "node:http";
import https from "node:https";
import { isWebhookDelivered, WEBHOOK_MAX_ANSWER_BYTES, WEBHOOK_TIMEOUT_MS } from "@erhdb/domain";
import type { WebhookError } from "../../db/tables/webhooks.ts";
import {
  type AddressGuard,
  isAddressLiteral,
  TargetRefusedError,
  TargetUnresolvedError,
} from "./address-guard.ts";

/** What one try came to. */
export interface TryResult {
  delivered: boolean;
  /** the receiver's status code; null where none came */
  statusCode: number | null;
  durationMs: number;
  /** why it failed; null when delivered */
  error: WebhookError | null;
}

export interface TryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Why a try without an answer failed, named for the screen (WEBHOOK_ERROR_<code>). */
function errorOf(error: unknown): WebhookError {
  if (error instanceof TargetRefusedError) {
    return { code: "REFUSED", params: { address: error.refusal.address, rule: error.refusal.rule } };
  }
  if (error instanceof TargetUnresolvedError) return { code: "UNRESOLVED", params: { host: error.host } };
  // the request's only signal is its time limit: an abort is the limit reached
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return { code: "TIMEOUT" };
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  // the system's error code (ECONNREFUSED, ECONNRESET, a TLS error's code) says enough; messages may not
  return { code: "CONNECTION", params: { reason: typeof code === "string" ? code : "ERROR" } };
}

/**
 * One POST to a target (issue 38 point 8): only http(s), no redirect followed (a 3xx is a failure), at
 * most 5 s in all, at most 64 KB of the answer read (the rest is not waited for). The connection goes to
 * the address the guard checked: a literal one checked here, a name through the guard's lookup.
 */
export async function tryDelivery(
  guard: AddressGuard,
  request: TryRequest,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<TryResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  try {
    // a literal address skips the lookup: its check is here
    if (isAddressLiteral(url.hostname)) await guard.resolve(url.hostname);
    const statusCode = await post(guard, url, request, timeoutMs);
    const delivered = isWebhookDelivered(statusCode);
    return {
      delivered,
      statusCode,
      durationMs: took(),
      error: delivered ? null : { code: "STATUS", params: { status: statusCode } },
    };
  } catch (error) {
    return { delivered: false, statusCode: null, durationMs: took(), error: errorOf(error) };
  }
}

function post(
  guard: AddressGuard,
  url: URL,
  { headers, body }: TryRequest,
  timeoutMs: number,
): Promise<number> {
  const client = url.protocol === "https:" ? https : url.protocol === "http:" ? http : null;
  if (!client) return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: "POST",
      headers: {
        ...headers,
        "content-length": String(Buffer.byteLength(body)),
        "user-agent": "Erhebungsdatenbank-Webhooks",
      },
      lookup: guard.lookup,
      // a fresh connection each time: one kept alive would skip the next lookup's check
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.on("error", reject);
    request.on("response", (response) => {
      let read = 0;
      const status = response.statusCode ?? 0;
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read >= WEBHOOK_MAX_ANSWER_BYTES) {
          // enough: the status is known, the rest of the answer is not read
          response.destroy();
          resolve(status);
        }
      });
      response.on("end", () => resolve(status));
      response.on("error", reject);
    });
    request.end(body);
  });
}
