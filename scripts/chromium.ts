import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium(): string | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = () => spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;

/**
 * The end-to-end tests need a Chromium from the system (no tool may download a browser). Where none
 * is found, Debian's package is installed when we may, otherwise the exact command is printed.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  if (isRoot() && hasApt()) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get) ...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "Chromium was not found. Install it with:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
}
