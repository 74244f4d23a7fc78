import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// The end-to-end tests run headless. Debian's chromium-headless-shell is the same Chromium without the
// browser's windowing (Playwright's own default for headless runs); the whole end-to-end step takes
// about a quarter less time in it than in the full browser (317 s instead of 418 s, issue 25). The full
// browser serves where it is the only one, and for `--headed`.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = () => spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;

// What the search says goes to stderr (apt-get's output too): stdout carries the path alone when this
// file runs as a command (the end of this file).

/** Installs a Debian package; false where apt cannot (no network, no such package). */
function aptInstall(pkg: string): boolean {
  console.error(`Installing Debian's ${pkg} package (apt-get) for the end-to-end tests ...`);
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: ["ignore", 2, 2] });
    execFileSync("apt-get", ["install", "-y", "-qq", pkg], {
      stdio: ["ignore", 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return true;
  } catch {
    console.warn(`apt-get could not install ${pkg}.`);
    return false;
  }
}

/**
 * The end-to-end tests need a Chromium from the system (no tool may download a browser): CHROMIUM_PATH
 * where set, else the headless shell, installed from Debian when we may, else the full browser, also
 * installed from Debian when we may; otherwise the exact command is printed.
 */
export function ensureChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
  }
  const mayInstall = isRoot() && hasApt();
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (mayInstall && aptInstall("chromium-headless-shell") && existsSync(HEADLESS_SHELL))
    return HEADLESS_SHELL;
  const browser = BROWSERS.find((p) => existsSync(p));
  if (browser) {
    console.error(
      `Using ${browser}; 'sudo apt-get install -y chromium-headless-shell' makes the end-to-end tests faster.`,
    );
    return browser;
  }
  if (mayInstall && aptInstall("chromium")) {
    const installed = BROWSERS.find((p) => existsSync(p));
    if (installed) return installed;
  }
  throw new Error(
    "Chromium was not found. Install it with:\n\n" +
      "    sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n\n" +
      "(or chromium), or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
}

// `node scripts/chromium.ts` prints the Chromium to use, for a shell: .ci/run's smoke step (which runs
// Playwright itself, not through scripts/test.ts) finds it as `npm test` does.
if (import.meta.main) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
