import { useState } from "react";

/**
 * The element a menu opens at, and whether the menu has been opened yet. A menu is rendered from its
 * first opening on (then kept, for its closing transition): a closed MUI Menu still renders its Popover,
 * Modal and items, and a table of ten rows with a menu each spent a phone's first seconds rendering
 * menus nobody had opened (issue 17: total blocking time).
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    anchor,
    mounted: opened,
    open: (element: HTMLElement) => {
      setAnchor(element);
      setOpened(true);
    },
    close: () => setAnchor(null),
  };
}
