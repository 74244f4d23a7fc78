import { useSyncExternalStore } from "react";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage.ts";

/** The key that focuses the search field (outside text fields), unless turned off. */
export const SEARCH_SHORTCUT_KEY = "/";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const enabled = () => readStorage(STORAGE_KEYS.searchShortcut) !== "off";

/**
 * Whether the single-key shortcut is on for an anonymous visitor, kept in the browser (a logged-in
 * person's is kept with the account: auth/use-search-shortcut.ts).
 */
export function useStoredSearchShortcut(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, enabled);
  const set = (next: boolean) => {
    writeStorage(STORAGE_KEYS.searchShortcut, next ? "on" : "off");
    for (const listener of listeners) listener();
  };
  return [on, set];
}
