// `npm run ops:load`: a working day of 100 users at once, on two instances behind nginx, on PostgreSQL
// with the demo data plus a million surveys; then every acknowledged write is looked for, and the highest
// sustainable rate of reading is found by stepping the rate up (issue 28).
//
//   npm run ops:load -- [--minutes=10] [--users=100] [--surveys=1000000] [--step-seconds=30] [--no-steps]
//
// The model: each user works session after session, 5-10 s between actions (7.5 s on average), so 100
// users start about 100 / 7.6 s = 13 actions a second (an action is one to four API calls): visitors'
// sessions 60 %, clerks' at the lists 25 %, administrators' writes 15 % (users.ts). The limits the mix
// meets on purpose, counted apart from errors ("intended refusals"): the login lock (user 0 mistypes an
// account's password five times, then even the right one is refused), the public request form's 5 per hour
// and address (user 1 files seven), the password reset's 5 per 15 minutes (user 2 asks seven times), and
// the wrong password a person types now and then before the right one (5 % of logins).
//
// Needs nginx and openssl (apt-get install -y nginx-light openssl) and the PostgreSQL at 127.0.0.1:5432
// (CLUSTER_POSTGRES). Traffic goes to 127.0.0.1 only, from 127.0.0.2 and up (each user its own address),
// and the script stops by itself: the load after --minutes, the whole run after --minutes + 30.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startTestSmtpServer } from "../../apps/server/test/smtp-server.ts";
import { killStartedApps, killStartedAppsOnSignal } from "../live-app/app.ts";
import { type Cluster, dropDatabase, startCluster } from "../live-app/cluster.ts";
import { requireNginx } from "../live-app/nginx.ts";
import { Report } from "../live-app/report.ts";
import { prepareTemplate, runDatabase } from "./dataset.ts";
import { Ledger } from "./ledger.ts";
import { Recorder, summaryTable } from "./recorder.ts";
import { scaleOutChecks } from "./scale-out.ts";
import { findSustainableRate, SUSTAINABLE_P95_MS } from "./steps.ts";
import { virtualUser } from "./users.ts";
import { countTables, verifyLedger, verifyMail } from "./verify.ts";
import type { World } from "./world.ts";

/** The targets of issue 28 at the working day's rate. */
export const TARGETS = { readP95Ms: 50, writeP95Ms: 250, rssGrowth: 0.2 };
const HTTPS_PORT = 8743;
/** The calls the working day must have made: without them the checks of what was written would be empty. */
const MIX = [
  "POST eid/create",
  "POST eid/…/update",
  "POST eid/…/lock",
  "POST eid/…/unlock",
  "POST eid/…/resource (1-5 MB)",
  "GET resource/content/…",
  "POST request/create",
  "POST request/…/update",
  "POST eid/csv",
  "POST templates/eidtable",
  "GET eid/…/show",
  "POST evas (default)",
];
const DATABASE = "erhdb_load_run";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    users: { type: "string", default: "100" },
    surveys: { type: "string", default: "1000000" },
    "step-seconds": { type: "string", default: "30" },
    "no-steps": { type: "boolean", default: false },
  },
});
const minutes = Number(args.minutes);
const users = Number(args.users);
const report = new Report("load");
killStartedAppsOnSignal();

/** A user's own loopback address: 127.0.0.2 and up (Linux answers on all of 127.0.0.0/8). */
const userAddress = (i: number) => `127.0.${Math.floor(i / 250)}.${2 + (i % 250)}`;
const rssMb = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** How many API calls each instance's log shows: the proxy's round robin at work. */
async function callsLogged(dir: string): Promise<number> {
  let count = 0;
  for (const name of await readdir(dir))
    count += (await readFile(path.join(dir, name), "utf8")).split("/api/v1/").length - 1;
  return count;
}

async function workingDay(
  cluster: Cluster,
  pool: pg.Pool,
  sink: Awaited<ReturnType<typeof startTestSmtpServer>>,
) {
  const before = await countTables(pool);
  const since = new Date();
  const world: World = {
    base: cluster.proxy.base,
    ca: cluster.proxy.ca,
    recorder: new Recorder(),
    ledger: new Ledger(),
    seenSurveys: [],
    until: Date.now() + minutes * 60_000,
    actions: 0,
  };
  const pids = cluster.instances.map((i) => i.pid);
  const rss: number[][] = [];
  const sampleAt = (ms: number) => setTimeout(async () => rss.push(await Promise.all(pids.map(rssMb))), ms);
  const timers = [sampleAt(60_000), sampleAt(minutes * 60_000 - 1_000)];
  console.log(`\n-- ${users} users for ${minutes} min through nginx (think time 5-10 s)`);
  const progress = setInterval(() => {
    const r = world.recorder;
    console.log(`  ${r.samples.length} calls, ${world.actions} actions, ${r.count("error")} errors`);
  }, 60_000);
  const started = performance.now();
  await Promise.all(Array.from({ length: users }, (_, i) => virtualUser(world, i, userAddress(i))));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(progress);
  timers.forEach(clearTimeout);

  const r = world.recorder;
  console.log(`\n${summaryTable(r.summary())}\n`);
  const missing = MIX.filter((name) => !r.samples.some((s) => s.name === name && s.outcome === "ok"));
  report.check(
    "the mix made every kind of call it models, each acknowledged at least once",
    missing.length === 0,
    missing.join(", "),
  );
  report.figure(
    "actions per second (arrival rate; designed: users / 7.5 s think time)",
    (world.actions / seconds).toFixed(1),
  );
  report.figure("API calls per second", (r.samples.length / seconds).toFixed(1));
  report.figure("intended refusals (limits met on purpose)", r.count("refused"));
  report.check(
    "0 errors other than the intended refusals",
    r.count("error") === 0,
    r.errors.slice(0, 10).join("\n        "),
  );
  // the targets hold for the reads and the writes as classes; each call type's p95 is reported above
  const reads = r.p95("read");
  const writes = r.p95("write");
  report.check(`reads: p95 ${reads.toFixed(1)} ms <= ${TARGETS.readP95Ms} ms`, reads <= TARGETS.readP95Ms);
  report.check(
    `writes: p95 ${writes.toFixed(1)} ms <= ${TARGETS.writeP95Ms} ms`,
    writes <= TARGETS.writeP95Ms,
  );
  const over = r
    .summary()
    .filter(
      (row) =>
        row.kind !== "transfer" && row.p95 > (row.kind === "read" ? TARGETS.readP95Ms : TARGETS.writeP95Ms),
    );
  report.figure(
    "call types whose own p95 is above their class's target",
    over.map((row) => `${row.name} ${row.p95.toFixed(0)} ms`).join("; ") || "none",
  );
  const [first, last] = rss;
  report.figure("RSS per instance at minute 1 (MB)", first?.map((v) => v.toFixed(0)).join(", ") ?? "-");
  report.figure(
    `RSS per instance at minute ${minutes} (MB)`,
    last?.map((v) => v.toFixed(0)).join(", ") ?? "-",
  );
  report.check(
    `memory flat after warm-up: RSS at the end at most ${TARGETS.rssGrowth * 100} % above minute 1`,
    first !== undefined && last?.every((v, i) => v <= (first[i] ?? 0) * (1 + TARGETS.rssGrowth)) === true,
  );
  const logged = await Promise.all(
    ["a", "b"].map((n) => callsLogged(path.join(cluster.proxy.errorLog, `../logs-${n}`))),
  );
  report.figure("API calls per instance (from their logs)", logged.join(", "));
  report.check(
    "the proxy spread the calls over both instances",
    logged.every((n) => n > r.samples.length / 4),
  );

  console.log("\n-- nothing lost");
  // read through one instance directly: what the database holds, as the app answers it
  await verifyLedger(report, world.ledger, { api: cluster.instances[0].api, pool, before });
  await verifyMail(report, pool, { since, received: () => sink.mails() });
  return world;
}

async function main(): Promise<void> {
  requireNginx("ops:load");
  const hardStop = setTimeout(
    () => {
      console.error("ops:load: over its time, stopping");
      void killStartedApps().finally(() => process.exit(1));
    },
    (minutes + 30) * 60_000,
  );
  hardStop.unref();
  console.log("-- the data: demo data and synthetic surveys on PostgreSQL");
  report.figure("surveys", await prepareTemplate(Number(args.surveys)));
  const databaseUrl = await runDatabase(DATABASE);
  const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-load-"));
  const sink = await startTestSmtpServer();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster({
      dir,
      databaseUrl,
      httpsPort: HTTPS_PORT,
      httpPort: HTTPS_PORT + 1,
      appPorts: [HTTPS_PORT + 8, HTTPS_PORT + 9],
      smtpUrl: sink.url,
      workerConnections: 4096,
    });
    console.log(`\n-- two instances behind nginx (${cluster.proxy.base}): what they share`);
    await scaleOutChecks(report, cluster);
    const world = await workingDay(cluster, pool, sink);
    if (!args["no-steps"]) {
      console.log(`\n-- the highest sustainable rate (read p95 under ${SUSTAINABLE_P95_MS} ms)`);
      const steps = await findSustainableRate(world, {
        addresses: (i) => `127.1.0.${2 + i}`,
        stepSeconds: Number(args["step-seconds"]),
      });
      const held = steps.filter((s) => s.held).at(-1);
      report.figure(
        "highest sustainable rate (reading actions/s)",
        held ? `${held.rate} (read p95 ${held.p95.toFixed(1)} ms)` : "none",
      );
      report.check("a sustainable rate above the working day's was found", (held?.rate ?? 0) > users / 7.5);
    }
  } finally {
    await cluster?.stop();
    await pool.end();
    await sink.stop();
    await dropDatabase(DATABASE);
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  () => {
    if (report.failures.length > 0) {
      console.error(
        `\nops:load: ${report.failures.length} check(s) failed:\n  ${report.failures.join("\n  ")}`,
      );
      process.exit(1);
    }
    console.log("\nops:load: all checks passed");
    process.exit(0);
  },
  async (error: unknown) => {
    console.error("ops:load failed:", error instanceof Error ? error.stack : error);
    await killStartedApps();
    process.exit(1);
  },
);
