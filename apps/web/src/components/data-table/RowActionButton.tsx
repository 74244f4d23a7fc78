import IconButton, { type IconButtonProps } from "@mui/material/IconButton";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { DeferredTooltip } from "../DeferredTooltip.tsx";

/** The icon button's own props pass through: its click, `disabled`, `aria-pressed`, a menu's wiring. */
export interface RowActionButtonProps
  extends Omit<IconButtonProps, "title" | "children" | "size" | "aria-label"> {
  /** what the action does, as the tooltip says it ('Bearbeiten') */
  title: string;
  /** the button's name, which says the row too ('EVAS 12411 bearbeiten'): tests and screen readers find it by that */
  label: string;
  /** a small icon (`fontSize="small"`) */
  icon: ReactNode;
  /** an address inside the app: the button is a link to it */
  to?: string;
}

/**
 * One action of a list's row as an icon button with a tooltip, for every list (the data tables and the
 * small tables of the dialogs and pages). Its tooltip is a DeferredTooltip (decision 23): rendered only
 * when approached, so a page of rows costs no tooltip renders. A button given `disabled` (even false, as
 * rows whose action may be refused do) sits in a span, which keeps the tooltip working on a disabled
 * button, which fires no events.
 */
export function RowActionButton({ title, label, icon, to, disabled, ...buttonProps }: RowActionButtonProps) {
  const button =
    to === undefined ? (
      <IconButton size="small" aria-label={label} disabled={disabled} {...buttonProps}>
        {icon}
      </IconButton>
    ) : (
      <IconButton
        size="small"
        component={RouterLink}
        to={to}
        aria-label={label}
        disabled={disabled}
        {...buttonProps}
      >
        {icon}
      </IconButton>
    );
  return (
    <DeferredTooltip title={title}>{disabled === undefined ? button : <span>{button}</span>}</DeferredTooltip>
  );
}
