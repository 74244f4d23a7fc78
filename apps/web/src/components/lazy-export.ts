import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { allTextsLoaded } from "../i18n/i18n.ts";

/**
 * A component that loads on first render, given as a named export (React.lazy takes default exports):
 * screens and dialogs the first page does not show stay out of its JavaScript (issue 17). It shows once
 * every text of the language is loaded too (the first page loads only its own, i18n.ts), unless it is
 * the first page itself (`texts: "first"`), which must not wait for the texts of the other screens.
 * `lazyExport(() => import("./Dialog.tsx").then((m) => m.Dialog))`
 */
export function lazyExport<P>(
  load: () => Promise<ComponentType<P>>,
  { texts = "all" }: { texts?: "first" | "all" } = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), texts === "all" ? allTextsLoaded() : undefined]);
    return { default: component };
  });
}
