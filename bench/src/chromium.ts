import { launch } from "chrome-launcher";
import puppeteer, { type Browser } from "puppeteer-core";

/**
 * Debian's Chromium with the flags that work on this closed network: without the background
 * networking switches Chromium keeps trying Google's hosts and the machine refuses them.
 * chrome-launcher adds its own defaults (no extensions, sync, component updates, translate) and a
 * fresh --user-data-dir that it removes again on kill().
 */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Even so, Chromium looks up accounts.google.com, clients2.google.com and update.googleapis.com
  // at every start (Debian's default flags enable remote extensions). No name but the server's
  // address resolves, so nothing of Chromium's own leaves the machine, not even a DNS query.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/**
 * A Chromium of its own for `use`: no run inherits another's HTTP cache, code cache or storage.
 * chrome-launcher gives it a fresh --user-data-dir and removes it again on kill().
 */
export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: FLAGS,
    logLevel: "silent",
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      return await use(browser);
    } finally {
      await browser.disconnect();
    }
  } finally {
    // Waited for, so that the next run's Chromium does not share the two cores with this one's exit.
    const exited = new Promise((resolve) => chrome.process.once("exit", resolve));
    chrome.kill();
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) await exited;
  }
}
