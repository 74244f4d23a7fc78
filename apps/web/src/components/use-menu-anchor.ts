import { type MouseEvent, useId, useState } from "react";
import { useOpenedOnce } from "./use-opened-once.ts";

/**
 * A menu and the button that opens it: the element it opens at, whether to render it
 * (useOpenedOnce), and the ARIA wiring between the two, spread onto the button (`buttonProps`) and the
 * MUI Menu (`menuProps`; its list is labelled by the button: `labelledBy`).
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const expanded = anchor !== null;
  const close = () => setAnchor(null);
  return {
    mounted: useOpenedOnce(expanded),
    close,
    labelledBy: buttonId,
    buttonProps: {
      id: buttonId,
      "aria-haspopup": "menu" as const,
      "aria-controls": expanded ? menuId : undefined,
      "aria-expanded": expanded ? ("true" as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: { id: menuId, anchorEl: anchor, open: expanded, onClose: close },
  };
}
