import { useState } from "react";
import { useStoredSearchShortcut } from "../lib/search-shortcut.ts";
import { saveSearchShortcut } from "./auth-api.ts";
import { useSession } from "./session-context.ts";

export interface SearchShortcut {
  on: boolean;
  /** switches it; for a logged-in person saved with the account, rejecting (and switching back) when that fails */
  set(next: boolean): Promise<void>;
}

/**
 * Whether "/" focuses the search field (issue 36; WCAG 2.1.4: a shortcut of one character key can be
 * turned off). A logged-in person's choice is kept with their account (`person/{id}/settings/searchShortcut`)
 * and shown at once while it is saved; an anonymous visitor's in the browser.
 */
export function useSearchShortcut(): SearchShortcut {
  const { person, reload } = useSession();
  const [stored, setStored] = useStoredSearchShortcut();
  const [saving, setSaving] = useState<boolean | null>(null);
  if (!person) {
    return {
      on: stored,
      set: async (next) => setStored(next),
    };
  }
  return {
    on: saving ?? person.personSetting.searchShortcut,
    set: async (next) => {
      setSaving(next);
      try {
        await saveSearchShortcut(person.id, next);
        await reload();
      } finally {
        setSaving(null);
      }
    },
  };
}
