/**
 * Local storage access that never throws. Browsers that block cookies for the site throw a
 * SecurityError on *every* access to `window.localStorage`, so each call is guarded.
 */
export { STORAGE_KEYS } from "@erhdb/domain";

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the value lives only as long as the page; the app already warned at start.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // see readStorage
  }
}

/** True when local storage can be written; the app refuses to start otherwise (SPEC 1). */
export function isLocalStorageWritable(): boolean {
  const probe = "__erhdb_probe__";
  try {
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
