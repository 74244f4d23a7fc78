import { type Mock, vi } from "vitest";

export type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

/** A JSON answer as the server sends it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

export function empty(status = 204, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers });
}

/**
 * Replaces global fetch; the handler gets the path below the API base ("auth", "login", ...).
 * Unhandled calls answer 404 so a forgotten route shows up as a failing assertion, not a hang.
 */
export function mockApi(routes: Record<string, Handler | Response | (() => Response)>): Mock {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^.*\/api\/v1\//, "");
    const method = init.method ?? "GET";
    const route = routes[`${method} ${path}`] ?? routes[path];
    if (!route) return json({ code: "NOT_FOUND", message: `no mock for ${method} ${path}` }, 404);
    if (route instanceof Response) return route.clone();
    return route(path, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The Authorization header a mocked call was sent with. */
export function authHeader(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get("Authorization");
}
