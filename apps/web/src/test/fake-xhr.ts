/**
 * A stand-in for XMLHttpRequest, the one transport of the client's `upload()`: it records each request
 * and lets a test play the server (progress, answer, abort). Install it with
 * `vi.stubGlobal("XMLHttpRequest", FakeXhr)`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  /** the request headers, by lower-case name */
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  statusText = "";
  responseText = "";
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total });
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = { "content-type": "application/json", ...headers };
    this.onload?.();
  }
  /** the path below the API base */
  get path() {
    return this.url.replace(/^.*\/api\/v1\//, "");
  }
}

/**
 * The uploads as a held answer for `expectOneRunAndSuccess` (test/double-submit.ts): each upload
 * waits until `release` answers it with `status` and `body`.
 */
export function heldUpload(status: number, body: unknown) {
  return {
    calls: () => FakeXhr.sent.length,
    release: () => {
      for (const xhr of FakeXhr.sent) xhr.answer(status, body);
    },
  };
}
