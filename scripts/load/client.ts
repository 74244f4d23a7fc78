// One virtual user's HTTP client: its own loopback address (so per-address limits act on it as on a
// person in production), its own kept-alive connections to nginx (as a browser keeps them), and every
// call timed from its start to its answer's last byte.
import https from "node:https";
import type { CallKind, Recorder } from "./recorder.ts";

/** An answer the mix provokes on purpose (a per-address limit acting), counted apart from errors. */
export interface Refusal {
  status: number;
  code?: string;
}

export interface CallOptions {
  method?: "GET" | "POST";
  /** JSON body */
  json?: unknown;
  /** a ready body (multipart) with its content type */
  body?: { bytes: Buffer; contentType: string };
  /** the statuses that acknowledge the call (default 200) */
  ok?: readonly number[];
  /** answers the mix meets on purpose */
  intended?: readonly Refusal[];
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  /** the body parsed as JSON, or undefined */
  json: unknown;
  outcome: "ok" | "refused" | "error";
}

/** A call that found no answer in this time counts as an error. */
const TIMEOUT_MS = 30_000;

export class Client {
  readonly address: string;
  token: string | null = null;
  private readonly agent: https.Agent;
  private readonly base: string;
  private readonly recorder: Recorder;

  constructor(options: { base: string; ca: string; address: string; recorder: Recorder }) {
    this.address = options.address;
    this.base = options.base;
    this.recorder = options.recorder;
    // a browser opens up to six connections to a host; two are plenty for one person's calls
    this.agent = new https.Agent({
      keepAlive: true,
      maxSockets: 2,
      localAddress: options.address,
      ca: options.ca,
      servername: "localhost",
    });
  }

  /** Calls `path` (below /erhebungsdatenbank/api/v1/, or absolute below /erhebungsdatenbank/ with a leading /). */
  call(name: string, kind: CallKind, path: string, options: CallOptions = {}): Promise<Reply> {
    const url = path.startsWith("/") ? `${this.base}${path}` : `${this.base}/api/v1/${path}`;
    const payload =
      options.body?.bytes ??
      (options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json)));
    const headers: Record<string, string> = { "accept-language": "de" };
    if (this.token) headers.authorization = this.token;
    if (options.body) headers["content-type"] = options.body.contentType;
    else if (payload) headers["content-type"] = "application/json";
    if (payload) headers["content-length"] = String(payload.length);
    const started = performance.now();
    return new Promise<Reply>((resolve) => {
      const finish = (status: number, responseHeaders: Reply["headers"], bytes: Buffer, detail = "") => {
        const ms = performance.now() - started;
        let json: unknown;
        try {
          json = bytes.length > 0 && bytes[0] !== 0xef ? JSON.parse(bytes.toString("utf8")) : undefined;
        } catch {
          json = undefined;
        }
        const code = (json as { code?: unknown } | undefined)?.code;
        const outcome = (options.ok ?? [200]).includes(status)
          ? "ok"
          : options.intended?.some((r) => r.status === status && (r.code === undefined || r.code === code))
            ? "refused"
            : "error";
        this.recorder.add({ name, kind, ms, status, bytes: bytes.length + (payload?.length ?? 0), outcome });
        if (outcome === "error")
          this.recorder.error(
            `${name}: ${status} ${detail || bytes.toString("utf8").slice(0, 300)} (${this.address})`,
          );
        resolve({ status, headers: responseHeaders, bytes, json, outcome });
      };
      const request = https.request(
        url,
        {
          method: options.method ?? (payload ? "POST" : "GET"),
          agent: this.agent,
          headers,
          timeout: TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => finish(response.statusCode ?? 0, response.headers, Buffer.concat(chunks)));
          response.on("error", (error) => finish(0, {}, Buffer.alloc(0), error.message));
        },
      );
      request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      request.on("error", (error) => finish(0, {}, Buffer.alloc(0), error.message));
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A multipart body of the parts given (JSON text fields, and one file), as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = `----erhdbload${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        "content-type: application/octet-stream\r\n\r\n",
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { bytes: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
