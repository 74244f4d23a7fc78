import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromium, mailSink, pageDefaults } from "./browser.ts";

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}/erhebungsdatenbank/`;
const sink = mailSink(PORT);
// a second run beside the first (another port) gets folders of its own
const results = PORT === 8181 ? "test-results" : `test-results/e2e-${PORT}`;
const dataDir = path.resolve(`${results}/e2e-data`);

export default defineConfig({
  testDir: "./tests",
  outputDir: `../${results}/e2e-artifacts`,
  fullyParallel: true,
  // Three on two cores: a test waits much of its time (for the server, for a mail, for the page to
  // settle), and with two workers the machine stayed a fifth idle. The whole step took 317 s with two and
  // 290 s with three in the headless shell, every test passing (issue 25).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: `../${results}/playwright.json` }]],
  use: { baseURL: BASE_URL, ...pageDefaults },
  // Every file shares one server and database, and runs beside the others: a test that changes shared
  // data works on data of its own (its own accounts, surveys, roles, EVAS codes), and the data-table files
  // count only the EVAS codes no other file changes (evas-table.ts).
  // tests/mail.ts finds the sink through the project's metadata (the smoke project's sink is another)
  projects: [{ name: "chromium", use: chromium, metadata: { mailSinkUrl: sink.url } }],
  webServer: [
    // every mail the app sends ends here (tests/mail.ts reads them)
    sink.webServer,
    {
      // the real server on a fresh embedded database with the demo data, as `npm start` runs it
      command: `rm -rf ${dataDir} && node ../apps/server/src/main.ts`,
      url: BASE_URL,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DEMO_DATA: "true",
        // the product's default level: the monitoring spec watches its requests reach the log view
        LOG_LEVEL: "info",
        // the login tests lock their own forwarded address; the rest must never be locked out. Only the
        // forwarding of this host is believed: the browser and the tests' requests connect from 127.0.0.1
        // (the server listens on IPv4), and trusting every client's header is refused (decision 25)
        TRUST_PROXY: "127.0.0.1",
        LOGIN_LOCK_MAX_FAILURES: "5",
        SMTP_URL: sink.smtpUrl,
        // the links in mails lead to this server
        PUBLIC_URL: BASE_URL.replace(/\/$/, ""),
      },
    },
  ],
});
