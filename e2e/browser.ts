import { devices } from "@playwright/test";

/*
 * The browser of every end-to-end project (the main suite's "chromium", the cluster's "smoke"), so that
 * both drive the app alike.
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
  trace: "retain-on-failure",
  screenshot: "only-on-failure",
} as const;
