import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { chromium, mailSink, pageDefaults } from "./browser.ts";

/*
 * The project "smoke" (issue 28): a few user flows in Chromium through nginx in front of two app
 * instances on one PostgreSQL database, as deploy/ describes a scaled-out installation. `npm run
 * ops:cluster` (scripts/ops/cluster.ts) starts that on a fresh database with the demo data and drops it
 * again on SIGTERM. The specs in smoke/ show what only the cluster can break: a session, a lock, a file,
 * a mail that one instance made and the other must honour, deliver or send once.
 */

// Beside the main suite (8181, 8383) and the load script (8740-8760): nginx on HTTPS_PORT, its plain-HTTP
// redirect on +1, the instances on +2 and +3 (scripts/ops/cluster.ts), the mail sink on +10000 and +20000.
const HTTPS_PORT = Number(process.env.SMOKE_HTTPS_PORT ?? 8543);
export const BASE_URL = `https://localhost:${HTTPS_PORT}/erhebungsdatenbank/`;
/** Each instance past the proxy, in the order of the site file's upstream: the specs read their logs. */
export const INSTANCES = [HTTPS_PORT + 2, HTTPS_PORT + 3].map(
  (port) => `http://127.0.0.1:${port}/erhebungsdatenbank/`,
);
/** Failed logins of one account from one address that lock that address (LOGIN_LOCK_MAX_FAILURES). */
export const LOCK_AFTER = 5;
const sink = mailSink(HTTPS_PORT);
const results = "test-results/smoke";

// The instances serve the built web app; without one every page would be missing, and the failure would
// read as the cluster's. `npm test` builds it; on its own, `npm run build` first.
if (!existsSync(fileURLToPath(new URL("../apps/web/dist/index.html", import.meta.url)))) {
  throw new Error("The smoke project needs the built web app: run 'npm run build' first.");
}

export default defineConfig({
  testDir: "./smoke",
  outputDir: `../${results}/artifacts`,
  fullyParallel: true,
  // Each test waits mostly for the servers, as in the main suite; three share the two cores best there.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: `../${results}/playwright.json` }]],
  use: {
    baseURL: BASE_URL,
    // nginx has a self-signed certificate for localhost, made at each start
    ignoreHTTPSErrors: true,
    ...pageDefaults,
  },
  projects: [{ name: "smoke", use: chromium, metadata: { mailSinkUrl: sink.url } }],
  webServer: [
    // every mail either instance sends ends here (tests/mail.ts reads them)
    sink.webServer,
    {
      command: "node ../scripts/ops/cluster.ts",
      // the proxy's liveness probe answers once nginx is up, and the cluster starts nginx last
      url: `${BASE_URL}health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      // The instances run detached, in process groups of their own: only the cluster's SIGTERM handler
      // stops them and drops the database. Playwright's default (SIGKILL) would leave both running.
      gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
      env: {
        CLUSTER_HTTPS_PORT: String(HTTPS_PORT),
        SMTP_URL: sink.smtpUrl,
        LOGIN_LOCK_MAX_FAILURES: String(LOCK_AFTER),
      },
    },
  ],
});
