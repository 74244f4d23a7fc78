import { readFileSync } from "node:fs";
import { SCREENS } from "@erhdb/domain";
import { withChromium } from "./chromium.ts";
import { childPids, type RssSplit, rssMb, rssSplit } from "./memory.ts";
import { startServer } from "./serve.ts";

/*
 * Idle memory of the app as `npm start` runs it (issue 34): right after the start with the demo data and
 * three calls, and again after a walk through every screen in Chromium as the demo SuperAdmin, each
 * after the processes have settled. On the embedded database the app and its database process count
 * together. RSS counts the node executable's pages in each process; PSS (the kernel's proportional
 * share) counts pages two processes share once, which is what the machine has to hold.
 */

const SETTLE_MS = 5_000;
const SUPERADMIN = { username: "superadmin@erhebungsdatenbank.de", password: "Erhebung-Demo#2025" };

export interface ProcessMemory {
  rssMb: number;
  pssMb: number;
  split: RssSplit;
}

export interface MemoryMoment {
  app: ProcessMemory;
  database: ProcessMemory | null;
  /** app and database process together */
  rssMb: number;
  pssMb: number;
}

export interface IdleMemoryResult {
  afterStart: MemoryMoment;
  afterWalk: MemoryMoment;
  screens: number;
}

function pssMb(pid: number): number {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  return Number(/\nPss:\s+(\d+)/.exec(rollup)?.[1] ?? 0) / 1024;
}

const processMemory = (pid: number): ProcessMemory => ({
  rssMb: rssMb(pid),
  pssMb: pssMb(pid),
  split: rssSplit(pid),
});

async function moment(appPid: number): Promise<MemoryMoment> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const app = processMemory(appPid);
  const [databasePid] = childPids(appPid);
  const database = databasePid === undefined ? null : processMemory(databasePid);
  return {
    app,
    database,
    rssMb: app.rssMb + (database?.rssMb ?? 0),
    pssMb: app.pssMb + (database?.pssMb ?? 0),
  };
}

async function login(base: string): Promise<string> {
  const response = await fetch(new URL("api/v1/login", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SUPERADMIN),
  });
  const token = response.headers.get("authorization");
  if (!response.ok || !token) throw new Error(`login failed: ${response.status}`);
  return token;
}

/** Every screen of the route list, as the SuperAdmin sees it, each until its requests have ended. */
async function walk(base: string, token: string): Promise<number> {
  const paths = SCREENS.map((s) => s.path);
  await withChromium(async (browser) => {
    const page = await browser.newPage();
    await page.goto(new URL("favicon.svg", base).toString());
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    for (const path of paths) {
      // a screen that keeps a request open (none should) is named and the walk goes on
      await page
        .goto(new URL(path.slice(1), base).toString(), { waitUntil: "networkidle0" })
        .catch((error: unknown) =>
          console.error(`  ${path}: ${error instanceof Error ? error.message : error}`),
        );
    }
    await page.close();
  });
  return paths.length;
}

/** The app on a fresh data folder (`env` names it, or a database), measured after start and after a walk. */
export async function benchIdleMemory(env: Record<string, string>, port: number): Promise<IdleMemoryResult> {
  const server = await startServer({ DEMO_DATA: "true", ...env }, port);
  try {
    const pid = server.process.pid ?? 0;
    // three calls: the start page, a login, the first screen's list (its columns, then its first page)
    await fetch(server.url);
    const token = await login(server.url);
    const api = (path: string) => new URL(`api/v1/${path}`, server.url);
    const headers = { "content-type": "application/json", authorization: token };
    const { columns } = (await (await fetch(api("eid/tablestate"), { headers })).json()) as {
      columns: unknown;
    };
    const list = await fetch(api("eid"), {
      method: "POST",
      headers,
      body: JSON.stringify({ page: 0, size: 10, columns }),
    });
    if (!list.ok) throw new Error(`the surveys list answered ${list.status}`);
    const afterStart = await moment(pid);
    const screens = await walk(server.url, token);
    const afterWalk = await moment(pid);
    return { afterStart, afterWalk, screens };
  } finally {
    await server.stop();
  }
}
