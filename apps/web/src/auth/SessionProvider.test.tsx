import type { AuthPerson } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { act, render, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { get } from "../api/client.ts";
import { empty, json, mockApi } from "../test/http.ts";
import { SessionProvider } from "./SessionProvider.tsx";
import { type Session, useSession } from "./session-context.ts";

const erika = person("UserAdmin", ["USER_READ"]);
let session: Session;

function Probe() {
  session = useSession();
  return <output data-testid="status">{session.status}</output>;
}

function status() {
  return screen.getByTestId("status").textContent;
}

/** Lets pending promises (mocked fetch answers) settle and advances fake time. */
async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderSession(props: { revalidateIntervalMs?: number; idleTimeoutMs?: number } = {}) {
  const onPersonLoaded = vi.fn<(p: AuthPerson) => void>();
  render(
    <SessionProvider {...props} onPersonLoaded={onPersonLoaded}>
      <Probe />
    </SessionProvider>,
  );
  return { onPersonLoaded };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("start-up", () => {
  it("starts in none without a stored token and asks nothing", async () => {
    const fetchMock = mockApi({});
    renderSession();
    await advance();
    expect(status()).toBe("none");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("validates a stored token: validating, then loggedIn with the person's settings applied", async () => {
    window.localStorage.setItem("token", "t1");
    mockApi({ "GET auth": () => json(erika) });
    const { onPersonLoaded } = renderSession();
    expect(status()).toBe("validating");
    await advance();
    expect(status()).toBe("loggedIn");
    expect(session.person?.email).toBe(erika.email);
    expect(onPersonLoaded).toHaveBeenCalledWith(erika);
  });

  it("renders the checked session as a transition: a page that is not ready for it keeps what it shows", async () => {
    window.localStorage.setItem("token", "t1");
    mockApi({ "GET auth": () => json(erika) });
    let ready: () => void = () => undefined;
    const loggedInPage = new Promise<void>((resolve) => (ready = resolve));
    // a part of the page that needs more once someone is logged in (code, data)
    function LoggedInPart() {
      const { status } = useSession();
      if (status === "loggedIn") use(loggedInPage);
      return <output data-testid="status">{status}</output>;
    }
    render(
      <SessionProvider>
        <Suspense fallback={<p>ersetzt</p>}>
          <LoggedInPart />
        </Suspense>
      </SessionProvider>,
    );
    await advance();
    // an urgent update would have replaced the shown page with the fallback
    expect(status()).toBe("validating");
    expect(screen.queryByText("ersetzt")).not.toBeInTheDocument();
    await act(async () => ready());
    await advance();
    expect(status()).toBe("loggedIn");
  });

  it("turns a rejected token into invalid and clears token and session storage", async () => {
    window.localStorage.setItem("token", "old");
    window.sessionStorage.setItem("something", "x");
    mockApi({ "GET auth": () => json({ code: "UNAUTHENTICATED", message: "" }, 401) });
    renderSession();
    await advance();
    expect(status()).toBe("invalid");
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe("while logged in", () => {
  async function loggedIn(routes: Parameters<typeof mockApi>[0], props = {}) {
    window.localStorage.setItem("token", "t1");
    const fetchMock = mockApi({ "GET auth": () => json(erika), ...routes });
    renderSession(props);
    await advance();
    expect(status()).toBe("loggedIn");
    return fetchMock;
  }

  it("re-checks the token every 5000 ms and ignores network failures", async () => {
    const fetchMock = await loggedIn({});
    fetchMock.mockClear();
    await advance(4999);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(status()).toBe("loggedIn");
    await advance(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(status()).toBe("loggedIn");
  });

  it("expires when the re-check answers 401", async () => {
    const fetchMock = await loggedIn({});
    fetchMock.mockResolvedValueOnce(json({ code: "UNAUTHENTICATED", message: "" }, 401));
    await advance(5000);
    expect(status()).toBe("invalid");
    expect(window.localStorage.getItem("token")).toBeNull();
    // No more checks once the session ended.
    fetchMock.mockClear();
    await advance(20_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("expires when the re-check fails otherwise (500)", async () => {
    const fetchMock = await loggedIn({});
    fetchMock.mockResolvedValueOnce(json({ code: "INTERNAL", message: "" }, 500));
    await advance(5000);
    expect(status()).toBe("invalid");
  });

  it("expires when any other call answers 403", async () => {
    await loggedIn({ "GET users": () => json({ code: "FORBIDDEN", message: "" }, 403) });
    await act(async () => {
      await get("users").catch(() => undefined);
    });
    expect(status()).toBe("invalid");
  });

  it("expires after the idle timeout without activity, and activity postpones it", async () => {
    await loggedIn({}, { revalidateIntervalMs: 10_000_000, idleTimeoutMs: 3_600_000 });
    await advance(3_000_000);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    await advance(600_000);
    expect(status()).toBe("loggedIn");
    await advance(3_000_000);
    expect(status()).toBe("invalid");
  });

  it("uses one hour as the default idle timeout", async () => {
    await loggedIn({}, { revalidateIntervalMs: 10_000_000 });
    await advance(3_599_999);
    expect(status()).toBe("loggedIn");
    await advance(1);
    expect(status()).toBe("invalid");
  });

  it("logs out: POST logout, token cleared, state none", async () => {
    const fetchMock = await loggedIn({ "POST logout": () => empty(204) });
    await act(() => session.logout());
    expect(status()).toBe("none");
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/logout"))).toBe(true);
  });

  it("acknowledging the expiry dialog returns to none", async () => {
    const fetchMock = await loggedIn({});
    fetchMock.mockResolvedValueOnce(json({ code: "UNAUTHENTICATED", message: "" }, 401));
    await advance(5000);
    act(() => session.acknowledgeExpiry());
    expect(status()).toBe("none");
  });
});

describe("login", () => {
  it("goes through fetching and validating to loggedIn", async () => {
    mockApi({ "POST login": () => empty(200, { authorization: "new" }), "GET auth": () => json(erika) });
    const { onPersonLoaded } = renderSession();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = session.login("erika@example.org", "geheim123");
    });
    expect(status()).toBe("fetching");
    await act(() => done);
    expect(status()).toBe("loggedIn");
    expect(window.localStorage.getItem("token")).toBe("new");
    expect(onPersonLoaded).toHaveBeenCalledWith(erika);
  });

  it("a failed login with IP_LOCKED is ipLocked with the lock's end", async () => {
    mockApi({
      "POST login": () => json({ code: "IP_LOCKED", message: "", lockedUntil: "2030-01-01T00:00:00Z" }, 423),
    });
    renderSession();
    await act(() => session.login("a@b.de", "12345678"));
    expect(status()).toBe("ipLocked");
    expect(session.lockedUntil).toBe("2030-01-01T00:00:00Z");
  });

  it("any other failed login is invalidCredentials, and does not count as an expired session", async () => {
    mockApi({ "POST login": () => json({ code: "INVALID_CREDENTIALS", message: "" }, 401) });
    renderSession();
    await act(() => session.login("a@b.de", "12345678"));
    expect(status()).toBe("invalidCredentials");
    act(() => session.resetLoginResult());
    expect(status()).toBe("none");
  });

  it("a network failure leaves no verdict and rejects for the page to report", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderSession();
    await act(() => expect(session.login("a@b.de", "12345678")).rejects.toMatchObject({ kind: "network" }));
    expect(status()).toBe("none");
  });
});
