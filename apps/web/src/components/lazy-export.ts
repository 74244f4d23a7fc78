import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component that loads on first render, given as a named export (React.lazy takes default exports):
 * screens and dialogs the first page does not show stay out of its JavaScript (issue 17).
 * `lazyExport(() => import("./Dialog.tsx").then((m) => m.Dialog))`
 */
export function lazyExport<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
