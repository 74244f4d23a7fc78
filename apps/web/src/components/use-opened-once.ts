import { useState } from "react";

/**
 * Whether a menu or dialog has been open yet: it is rendered from its first opening on (then kept, for
 * its closing transition). A closed MUI Menu or Dialog still renders its styled Popover or Modal, and a
 * page with a menu in each row and dialogs in its app bar spent a phone's first seconds rendering what
 * nobody had opened (issue 17: total blocking time).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // React's way to keep state derived from a prop: set during render, re-rendered at once
  if (open && !opened) setOpened(true);
  return open || opened;
}
