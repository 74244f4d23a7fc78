import type { NewsletterUserdata } from "@erhdb/domain";
import { json } from "../../test/http.ts";
import type { renderApp } from "../../test/render.tsx";

/** A token of the shape the server mails (43 characters of base64url). */
export const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

/** The statistic ids of approved public surveys, as `util/allApprovedStatistikId` answers them. */
export const newsletterApi = {
  "GET util/allApprovedStatistikId": () => json(["1261", "3111", "4521"]),
};

export const USERDATA: NewsletterUserdata = {
  mail: "erika@example.org",
  topics: [
    { statisticId: "1261", resourceType: "97" },
    { statisticId: "allID", resourceType: "99" },
  ],
};

export const invalidToken = () =>
  json({ code: "INVALID_TOKEN", message: "Der Link ist ungültig.", field: "token" }, 404);
export const rateLimited = () =>
  json(
    {
      code: "RATE_LIMITED",
      message: "Zu viele Anfragen. Bitte versuchen Sie es in einer Viertelstunde erneut.",
    },
    429,
  );

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];

/** The calls made to `path` (below the API base, with its query), each with its JSON body if any. */
export function callsTo(fetchMock: FetchMock, path: string): { url: string; body: unknown }[] {
  return fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), init }))
    .filter(({ url }) => url.replace(/^.*\/api\/v1\//, "").split("?")[0] === path)
    .map(({ url, init }) => ({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

/** The `?name=` of a call's address. */
export const queryOf = (url: string, name: string) => new URL(url, "http://localhost").searchParams.get(name);
