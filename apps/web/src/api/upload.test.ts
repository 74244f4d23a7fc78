import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "../test/fake-xhr.ts";
import { ApiError, NetworkError, onSessionInvalid, upload } from "./client.ts";

function sent(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error("no request was sent");
  return xhr;
}

afterEach(() => {
  onSessionInvalid(null);
  vi.unstubAllGlobals();
  window.localStorage.clear();
  FakeXhr.sent = [];
});

describe("upload", () => {
  it("posts the form with token and language, reports progress and resolves the answer", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    window.localStorage.setItem("token", "abc");
    const form = new FormData();
    const progress: [number, number][] = [];
    const done = upload<{ id: number }>("eid/7/resource", form, {
      onProgress: (s, t) => progress.push([s, t]),
    });
    const xhr = sent();
    expect([xhr.method, xhr.url, xhr.body]).toEqual([
      "POST",
      "/erhebungsdatenbank/api/v1/eid/7/resource",
      form,
    ]);
    expect(xhr.headers.authorization).toBe("abc");
    expect(xhr.headers["accept-language"]).toBe("de");
    xhr.upload.onprogress?.({ loaded: 50, total: 200 });
    xhr.answer(201, { id: 9 });
    await expect(done).resolves.toEqual({ id: 9 });
    expect(progress).toEqual([[50, 200]]);
  });

  it("rejects an error answer as an ApiError, and 401 ends the session", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const invalid = vi.fn();
    onSessionInvalid(invalid);
    const refused = upload("eid/7/resource", new FormData());
    sent().answer(415, { code: "FILE_TYPE", message: "Nur XML", field: "file" });
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: "FILE_TYPE", message: "Nur XML", field: "file" });
    expect(invalid).not.toHaveBeenCalled();
    const expired = upload("eid/7/resource", new FormData());
    sent().answer(200, { code: "UNAUTHENTICATED" }, { "x-status-code": "401" });
    await expect(expired).rejects.toMatchObject({ status: 401 });
    expect(invalid).toHaveBeenCalledWith(401);
  });

  it("cancels through the signal with an AbortError, and a broken line is a network error", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const controller = new AbortController();
    const cancelled = upload("eid/7/resource", new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: "AbortError" });
    expect(sent().aborted).toBe(true);
    const broken = upload("eid/7/resource", new FormData());
    sent().onerror?.();
    await expect(broken).rejects.toBeInstanceOf(NetworkError);
  });
});
