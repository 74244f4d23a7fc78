import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import type { ReactNode } from "react";
import { useMenuAnchor } from "../use-menu-anchor.ts";

export interface MenuButtonProps {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  /** the menu's items; `close` hides the menu after a choice */
  children(close: () => void): ReactNode;
}

/** A toolbar button that opens a menu, with the ARIA wiring between the two. */
export function MenuButton({ label, icon, disabled, children }: MenuButtonProps) {
  const { mounted, close, labelledBy, buttonProps, menuProps } = useMenuAnchor();
  return (
    <>
      <Button {...buttonProps} startIcon={icon} disabled={disabled}>
        {label}
      </Button>
      {mounted && (
        <Menu {...menuProps} slotProps={{ list: { "aria-labelledby": labelledBy } }}>
          {children(close)}
        </Menu>
      )}
    </>
  );
}
