import type { Locator } from "@playwright/test";

/*
 * The range fields of a date filter ("Von", "Bis") and the days they show, read in the browser. The
 * date filter's behaviour is proven by its component tests (apps/web/src/components/data-table/filters).
 */

export const field = (dialog: Locator, end: "Von" | "Bis") =>
  dialog.getByRole("group", { name: end, exact: true });

/** What a date field shows: its sections joined by dots, e.g. "01.09.2015" or "TT.MM.JJJJ" when empty. */
export async function fieldText(dialog: Locator, end: "Von" | "Bis"): Promise<string> {
  return (await field(dialog, end).getByRole("spinbutton").allTextContents()).join(".");
}

/** "01.09.2015" -> "2015-09-01" */
export const isoOf = (text: string) => text.split(".").reverse().join("-");
