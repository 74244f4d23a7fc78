// The few calls of the HTTP API the operations scripts make (faults, backup round trip), as any client would
// make them (fetch, multipart).
import { createHash } from "node:crypto";
import { ADMIN } from "./app.ts";

/** An answer: its status, and its body as JSON where it is JSON. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Every call gives up after this: a hanging request is a finding, not a wait. */
export const REQUEST_TIMEOUT_MS = 30_000;

export async function call(
  url: string,
  init: RequestInit & { token?: string; lang?: string } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", init.token);
  if (init.lang) headers.set("accept-language", init.lang);
  if (typeof init.body === "string") headers.set("content-type", "application/json");
  const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, headers: response.headers, body };
}

export async function login(api: string): Promise<string> {
  const answer = await fetch(`${api}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const token = answer.headers.get("authorization");
  if (answer.status !== 200 || !token) throw new Error(`login failed: ${answer.status}`);
  return token;
}

export const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");

/** `POST eid/{id}/resource` with a file of the free format (type 88: any bytes). */
export function uploadResource(
  api: string,
  token: string,
  surveyId: number,
  bytes: Buffer,
  description: string,
): Promise<Answer> {
  const form = new FormData();
  form.append("resource", JSON.stringify({ description, resourcetype: "88", specialization: "00" }));
  form.append("file", new Blob([bytes]), "probe.bin");
  return call(`${api}/eid/${surveyId}/resource`, { method: "POST", body: form, token });
}

/** The bytes of a resource's file, as its download sends them. */
export async function downloadResource(api: string, token: string, id: number): Promise<Buffer | number> {
  const response = await fetch(`${api}/resource/content/${id}`, {
    headers: { authorization: token },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status !== 200) return response.status;
  return Buffer.from(await response.arrayBuffer());
}
