import { useState } from "react";
import { useOpenedOnce } from "./use-opened-once.ts";

/** The element a menu opens at, and whether to render the menu (useOpenedOnce). */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    anchor,
    mounted: useOpenedOnce(anchor !== null),
    open: setAnchor,
    close: () => setAnchor(null),
  };
}
