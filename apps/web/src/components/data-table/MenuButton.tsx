import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import { type ReactNode, useId } from "react";
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
  const { anchor, mounted, open, close } = useMenuAnchor();
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        id={buttonId}
        startIcon={icon}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => open(event.currentTarget)}
      >
        {label}
      </Button>
      {mounted && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={close}
          slotProps={{ list: { "aria-labelledby": buttonId } }}
        >
          {children(close)}
        </Menu>
      )}
    </>
  );
}
