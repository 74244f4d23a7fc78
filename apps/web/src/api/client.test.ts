import { afterEach, describe, expect, it, vi } from "vitest";
import { authHeader, empty, json, mockApi } from "../test/http.ts";
import { ApiError, get, isNetworkError, NetworkError, onSessionInvalid, post, request } from "./client.ts";

afterEach(() => {
  onSessionInvalid(null);
  vi.unstubAllGlobals();
});

describe("API client", () => {
  it("calls below /erhebungsdatenbank/api/v1/ and parses JSON", async () => {
    const fetchMock = mockApi({ "GET evas/1": () => json({ id: 1 }) });
    await expect(get("evas/1")).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/erhebungsdatenbank/api/v1/evas/1");
  });

  it("sends the stored token as Authorization header, and none without one", async () => {
    const fetchMock = mockApi({ "GET auth": () => json({}) });
    await get("auth");
    expect(authHeader(fetchMock.mock.calls[0]?.[1])).toBeNull();
    window.localStorage.setItem("token", "abc");
    await get("auth");
    expect(authHeader(fetchMock.mock.calls[1]?.[1])).toBe("abc");
  });

  it("asks for answers in the shown language", async () => {
    const fetchMock = mockApi({ "GET evas/1": () => json({}) });
    await get("evas/1");
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("Accept-Language")).toBe("de");
    document.documentElement.lang = "en";
    await get("evas/1");
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get("Accept-Language")).toBe("en");
    document.documentElement.lang = "de";
  });

  it("posts JSON bodies with a JSON content type", async () => {
    const fetchMock = mockApi({ "POST evas/create": () => json({ ok: true }, 200) });
    await post("evas/create", { evas: "12411" });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"evas":"12411"}');
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("resolves empty answers (204) to undefined", async () => {
    mockApi({ "POST logout": () => empty(204) });
    await expect(post("logout")).resolves.toBeUndefined();
  });

  it("takes the status from x-status-code when present", async () => {
    mockApi({
      "GET eid/1": () => json({ code: "NOT_FOUND", message: "weg" }, 200, { "x-status-code": "404" }),
    });
    const error = await get("eid/1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it("parses { code, message, field, lockedUntil } into one ApiError", async () => {
    const body = {
      code: "IP_LOCKED",
      message: "gesperrt",
      field: "username",
      lockedUntil: "2025-08-12T12:00:00Z",
    };
    mockApi({ "POST login": () => json(body, 423) });
    const error = (await post("login", {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      kind: "http",
      status: 423,
      code: "IP_LOCKED",
      message: "gesperrt",
      field: "username",
      lockedUntil: "2025-08-12T12:00:00Z",
      body,
    });
  });

  it("keeps a plain-text error body as message", async () => {
    mockApi({ "GET x": () => new Response("kaputt", { status: 500 }) });
    const error = (await get("x").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe("kaputt");
    expect(error.code).toBeUndefined();
  });

  it("invalidates the session on 401 and 403 (also via x-status-code) and rejects", async () => {
    const invalid = vi.fn();
    onSessionInvalid(invalid);
    mockApi({
      "GET a": () => json({ code: "UNAUTHENTICATED", message: "" }, 401),
      "GET b": () => json({ code: "FORBIDDEN", message: "" }, 403),
      "GET c": () => json({}, 200, { "x-status-code": "401" }),
      "GET d": () => json({ code: "NOT_FOUND", message: "" }, 404),
    });
    await expect(get("a")).rejects.toBeInstanceOf(ApiError);
    await expect(get("b")).rejects.toBeInstanceOf(ApiError);
    await expect(get("c")).rejects.toBeInstanceOf(ApiError);
    await expect(get("d")).rejects.toBeInstanceOf(ApiError);
    expect(invalid.mock.calls).toEqual([[401], [403], [401]]);
  });

  it("does not invalidate the session when the call opts out (the login's 401)", async () => {
    const invalid = vi.fn();
    onSessionInvalid(invalid);
    mockApi({ "POST login": () => json({ code: "INVALID_CREDENTIALS", message: "" }, 401) });
    await expect(request("login", { method: "POST", invalidateSessionOnAuthError: false })).rejects.toThrow();
    expect(invalid).not.toHaveBeenCalled();
  });

  it("reports a network failure as its own error kind", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await get("auth").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: "network", message: "Failed to fetch" });
    expect(isNetworkError(error)).toBe(true);
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(new ApiError(500, undefined, "x"))).toBe(false);
  });

  it("lets an abort through unchanged", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new DOMException("aborted", "AbortError")));
    const error = await get("auth").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
  });
});
