// `npm run faults -- <kill|pg-restart|smtp-down|log-disk-full|kill-restart|console-timeout|all>`: injects a fault while the app writes
// and checks the outcome (docs/operations/faults.md). Traffic goes to 127.0.0.1 only; every process and
// cluster it starts is stopped, also on failure; the exit code is 1 when a check fails.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { killStartedApps, killStartedAppsOnSignal } from "../live-app/app.ts";
import { Report } from "../live-app/report.ts";
import { consoleTimeoutFault } from "./console-timeout.ts";
import { killFault } from "./kill.ts";
import { killRestartFault } from "./kill-restart.ts";
import { logDiskFullFault } from "./log-disk-full.ts";
import { pgRestartFault } from "./pg-restart.ts";
import { smtpDownFault } from "./smtp-down.ts";

/** The ports of this script: 8800-8899 for the app, 55433-55440 for its own PostgreSQL clusters. */
const FAULTS: Record<string, (report: Report) => Promise<void>> = {
  kill: (report) => killFault(report, 8801),
  "pg-restart": (report) => pgRestartFault(report, 8811, 55433),
  "smtp-down": (report) => smtpDownFault(report, 8821, 8825),
  "log-disk-full": (report) => logDiskFullFault(report, 8831),
  "kill-restart": (report) => killRestartFault(report, 8841),
  "console-timeout": (report) => consoleTimeoutFault(report, 8851),
};
/** A bound on each fault: a hang is a failure, not a wait. */
const FAULT_TIMEOUT_MS = 8 * 60_000;

const name = process.argv[2] ?? "";
const names = name === "all" ? Object.keys(FAULTS) : [name];
if (!names.every((n) => n in FAULTS)) {
  console.error(`usage: npm run faults -- <${[...Object.keys(FAULTS), "all"].join("|")}>`);
  process.exit(2);
}

const cpu = execFileSync(process.execPath, [path.join(import.meta.dirname, "../cpu-figure.ts")], {
  encoding: "utf8",
}).trim();
console.log(`${new Date().toISOString()}  ${cpu}`);
let failed = false;
killStartedAppsOnSignal();

for (const fault of names) {
  const report = new Report(fault);
  console.log(`\n== fault: ${fault}`);
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      FAULTS[fault]?.(report),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`took longer than ${FAULT_TIMEOUT_MS / 60_000} min`)),
          FAULT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    report.check("ran to its end", false, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    await killStartedApps();
  }
  report.figure("duration (s)", ((Date.now() - started) / 1000).toFixed(0));
  console.log(
    report.failures.length === 0
      ? `== ${fault}: passed`
      : `== ${fault}: FAILED\n  ${report.failures.join("\n  ")}`,
  );
  failed ||= report.failures.length > 0;
}
process.exit(failed ? 1 : 0);
