import { devices } from "@playwright/test";

/*
 * The browser and the mail sink of every end-to-end project (the main suite's "chromium", the cluster's
 * "smoke"), so that both drive the app alike.
 */

/**
 * The system's Chromium (no tool may download one; scripts/chromium.ts finds it and sets CHROMIUM_PATH),
 * with the switches that keep a headless run quiet and alike on every machine.
 */
export const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

/** A German user in Berlin; what a failed test leaves to look at. */
export const pageDefaults = {
  locale: "de-DE",
  timezoneId: "Europe/Berlin",
  // the theme then runs no transition (theme.ts): no option is clicked while its menu grows, and axe
  // never measures a colour half-way through a fade
  reducedMotion: "reduce",
  // Recording a trace of every test (what retain-on-failure does: it records all and keeps the failed)
  // costs every passing test its screencast and DOM snapshots, in Chromium and in the workers;
  // E2E_TRACE=retain-on-failure brings it back for a run that hunts a failure (decision 47)
  trace: process.env.E2E_TRACE === "retain-on-failure" ? "retain-on-failure" : "off",
  screenshot: "only-on-failure",
} as const;

/**
 * The mail sink (mail-sink.ts) of a project whose app listens on `appPort`: its ports follow the app's,
 * so that runs on other ports do not collide. `url` is where tests/mail.ts reads the mails (the
 * project's metadata names it), `smtpUrl` the app's SMTP_URL, `webServer` Playwright's entry that starts it.
 */
export function mailSink(appPort: number) {
  const smtpPort = appPort + 10_000;
  const httpPort = appPort + 20_000;
  const url = `http://127.0.0.1:${httpPort}`;
  return {
    url,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webServer: {
      command: "node mail-sink.ts",
      url: `${url}/mails`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { MAIL_SINK_SMTP_PORT: String(smtpPort), MAIL_SINK_HTTP_PORT: String(httpPort) },
    } as const,
  };
}
