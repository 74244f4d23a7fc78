import type { LogLinesAnswer } from "@erhdb/domain";
import { type APIRequestContext, expect } from "@playwright/test";
import { INSTANCES } from "../playwright.smoke.config.ts";
import { demoUser, sessionToken } from "../tests/support.ts";

/*
 * Which instance answered what. nginx balances round-robin and tells the app nothing of it, but each
 * instance logs every request it answers (method, URL, the client's address as X-Forwarded-For gives it,
 * the status) to a log of its own, which its monitoring API reads back. So a test that comes from an
 * address of its own (useOwnClientAddress) finds its requests in the logs of the instances that served
 * them. The logs are asked at each instance's own port, past the proxy: through it, the answer would come
 * from whichever instance was next.
 */

/** The demo account with the right to read the logs (MONITORING_ACCESS). */
export const SUPER_ADMIN = demoUser("SuperAdmin");

/** A request an instance answered. */
export interface Served {
  method: string;
  url: string;
  status: number;
  /** when it was answered (ms since 1970, the machine's clock the tests share) */
  time: number;
}

/** The fields of a pino line that these checks read. */
interface LogLine {
  time?: number;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
}

/** A log line, or null for one the logger is still writing (the last line may be cut off). */
function parse(text: string): LogLine | null {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return null;
  }
}

/**
 * The requests from `address` that each instance has answered so far (of the last 1000 lines of its log),
 * first instance first. `token` is a session with MONITORING_ACCESS, the SuperAdmin's unless given: each
 * instance must take it, wherever it was opened.
 */
export async function servedBy(
  request: APIRequestContext,
  address: string,
  token?: string,
): Promise<Served[][]> {
  const authorization = token ?? (await sessionToken(request, SUPER_ADMIN));
  return Promise.all(
    INSTANCES.map(async (instance) => {
      const res = await request.get(`${instance}api/v1/logs?size=1000`, { headers: { authorization } });
      expect(res.status(), `the logs of ${instance}: ${await res.text()}`).toBe(200);
      const { lines } = (await res.json()) as LogLinesAnswer;
      // a request's URL and address are on its "incoming request" line, its status on "request completed"
      const incoming = new Map<string, LogLine["req"]>();
      const served: Served[] = [];
      for (const text of lines) {
        const line = parse(text);
        if (!line?.reqId) continue;
        if (line.req) incoming.set(line.reqId, line.req);
        const req = incoming.get(line.reqId);
        if (line.res?.statusCode && req?.remoteAddress === address) {
          served.push({
            method: req.method ?? "",
            url: req.url ?? "",
            status: line.res.statusCode,
            time: line.time ?? 0,
          });
        }
      }
      return served;
    }),
  );
}

/**
 * How often onBothInstances takes its step at most. Round-robin alternates; with the other tests'
 * requests between, which instance answers a test's next request is a coin toss to it: twelve all to the
 * same one, 1 in 2048. A test that runs alone may send the same number of requests at every step, and
 * then the same one of them reaches the same instance every time: every other step is preceded by one
 * more request through the proxy, which moves the alternation by one. (A clean-clone run of 2026-12-02 saw
 * twelve steps answered by one instance only; whether this was its cause, its logs did not keep.)
 */
const TRIES = 12;

/**
 * Takes `step` (a page load, a download, a login) again until both instances have answered a request of
 * `address` that `matches`, at most TRIES times. Then both must have: a proxy that sends everything to
 * one instance fails here.
 */
export async function onBothInstances(
  request: APIRequestContext,
  {
    address,
    what,
    matches,
    step,
  }: {
    address: string;
    /** what `matches` picks, for the failure message */
    what: string;
    matches: (served: Served) => boolean;
    step: () => Promise<void>;
  },
): Promise<void> {
  // by instance, so that a failure names the one that answered none
  const answered = async () =>
    Object.fromEntries(
      (await servedBy(request, address)).map((list, i) => [INSTANCES[i], list.some(matches)]),
    );
  const both = Object.fromEntries(INSTANCES.map((instance) => [instance, true]));
  for (let i = 0; i < TRIES && Object.values(await answered()).includes(false); i++) {
    if (i % 2 === 1) expect((await request.get("health")).status()).toBe(200);
    await step();
  }
  // a line reaches the log file a moment after its answer
  await expect.poll(answered, { message: `both instances answered ${what}`, timeout: 3_000 }).toEqual(both);
}
