import { readStorage, STORAGE_KEYS } from "../lib/storage.ts";

/** Every API path below is relative to this base (SPEC 7). */
export const API_BASE = "/erhebungsdatenbank/api/v1/";

/** The error body of API.md: `{ code, message, field?, lockedUntil? }`. */
export interface ApiErrorBody {
  code?: string;
  message?: string;
  field?: string;
  lockedUntil?: string;
}

/** An HTTP answer with an error status (after applying `x-status-code`). */
export class ApiError extends Error {
  readonly kind = "http" as const;
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly lockedUntil: string | undefined;
  /** the parsed body as received (object, text or undefined), e.g. to tell "carries a value" */
  readonly body: unknown;

  constructor(status: number, body: unknown, fallbackMessage: string) {
    const parsed = isErrorBody(body) ? body : {};
    super(parsed.message || (typeof body === "string" && body) || fallbackMessage);
    this.name = "ApiError";
    this.status = status;
    this.code = parsed.code;
    this.field = parsed.field;
    this.lockedUntil = parsed.lockedUntil;
    this.body = body;
  }
}

/** The request never got an answer (offline, server down): fetch rejected with a TypeError. */
export class NetworkError extends Error {
  readonly kind = "network" as const;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : "Failed to fetch", { cause });
    this.name = "NetworkError";
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** SPEC 4 ignores 'Failed to fetch' during revalidation; it shows up either wrapped or raw. */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof NetworkError || (error instanceof TypeError && error.message.includes("Failed to fetch"))
  );
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type SessionInvalidHandler = (status: number) => void;
let sessionInvalidHandler: SessionInvalidHandler | null = null;

/**
 * The auth module registers here; the client calls it on 401/403. A callback instead of an import
 * keeps the client free of React and of the auth module (which itself uses the client).
 */
export function onSessionInvalid(handler: SessionInvalidHandler | null): () => void {
  sessionInvalidHandler = handler;
  return () => {
    if (sessionInvalidHandler === handler) sessionInvalidHandler = null;
  };
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** serialised as JSON unless it is FormData, a Blob or a string */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401/403 answer invalidates the session. Off for the login call, whose 401 only
   * means "wrong password".
   */
  invalidateSessionOnAuthError?: boolean;
  /** "blob" reads a successful answer as bytes (file downloads); errors are read as usual */
  responseType?: "blob";
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

function effectiveStatus(response: Response): number {
  // Some server paths answer 200 and carry the real status in this header (SPEC 7).
  const header = response.headers.get("x-status-code");
  const parsed = header ? Number.parseInt(header, 10) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : response.status;
}

async function parseBody(response: Response): Promise<unknown> {
  return parseText(await response.text(), response.headers.get("content-type") ?? "");
}

function parseText(text: string, contentType: string): unknown {
  if (!text) return undefined;
  if (contentType.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === "string" || body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

/** The headers of every call: the session token and the shown language (decision 0005). */
function baseHeaders(extra: Record<string, string> | undefined): Headers {
  const headers = new Headers({ Accept: "application/json", ...extra });
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.set("Authorization", token);
  // The document's lang is kept equal to the shown language (i18n.ts), so the client needs no i18n import.
  const language = document.documentElement.lang;
  if (language && !headers.has("Accept-Language")) headers.set("Accept-Language", language);
  return headers;
}

/** An answer with an error status becomes an ApiError; 401 and 403 also end the session (SPEC 7). */
function failure(
  status: number,
  data: unknown,
  statusText: string,
  invalidateSessionOnAuthError: boolean | undefined,
): ApiError {
  if ((status === 401 || status === 403) && invalidateSessionOnAuthError !== false) {
    sessionInvalidHandler?.(status);
  }
  return new ApiError(status, data, statusText || `HTTP ${status}`);
}

/** The one place that talks HTTP to the server. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers = baseHeaders(options.headers);
  const isJson =
    options.body !== undefined && !(options.body instanceof FormData || options.body instanceof Blob);
  if (isJson && typeof options.body !== "string" && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? "GET",
      headers,
      body: encodeBody(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's decision, not a network failure; let it through unchanged.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }

  const status = effectiveStatus(response);
  const data =
    options.responseType === "blob" && status < 400 ? await response.blob() : await parseBody(response);
  if (status >= 400) throw failure(status, data, response.statusText, options.invalidateSessionOnAuthError);
  return { status, headers: response.headers, data: data as T };
}

function apiUrl(path: string): string {
  return API_BASE + path.replace(/^\//, "");
}

export interface UploadOptions {
  /** called as the request body goes out: bytes sent of the total */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts a multipart form with upload progress, which fetch cannot report: the one call that goes through
 * XMLHttpRequest, with the same headers, status and error handling as `request`. An abort rejects with an
 * AbortError, as fetch does.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path));
    for (const [name, value] of baseHeaders(undefined)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.total);
    const abort = () => xhr.abort();
    options.signal?.addEventListener("abort", abort, { once: true });
    const settle = () => options.signal?.removeEventListener("abort", abort);
    xhr.onabort = () => {
      settle();
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError(new TypeError("Failed to fetch")));
    };
    xhr.onload = () => {
      settle();
      const header = xhr.getResponseHeader("x-status-code");
      const parsed = header ? Number.parseInt(header, 10) : Number.NaN;
      const status = Number.isFinite(parsed) ? parsed : xhr.status;
      const contentType = xhr.getResponseHeader("content-type") ?? "";
      const data = parseText(xhr.responseText, contentType);
      if (status >= 400) reject(failure(status, data, xhr.statusText, true));
      else resolve(data as T);
    };
    if (options.signal?.aborted) {
      settle();
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    xhr.send(form);
  });
}

export async function get<T>(
  path: string,
  options: Omit<RequestOptions, "method" | "body"> = {},
): Promise<T> {
  return (await request<T>(path, { ...options, method: "GET" })).data;
}

export async function post<T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, "method" | "body"> = {},
): Promise<T> {
  return (await request<T>(path, { ...options, method: "POST", body })).data;
}
