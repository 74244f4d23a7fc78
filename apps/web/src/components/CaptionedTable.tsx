import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableContainer from "@mui/material/TableContainer";
import type { ReactNode } from "react";
import { visuallyHidden } from "./visually-hidden.ts";

/**
 * A small read-only table named by its caption. Where it may scroll (sideways in a narrow dialog, or
 * down past `maxHeight`) the scrolling box takes the keyboard focus and carries the same name (WCAG
 * 2.1.1, axe's scrollable-region-focusable). With `maxHeight` the header stays in view (SPEC 2.12: the
 * users page's lists, at most 30 % of the screen).
 */
export function CaptionedTable({
  caption,
  maxHeight,
  dense = false,
  children,
}: {
  caption: string;
  maxHeight?: string;
  /** half the cells' side padding: many narrow columns (a tick or a cross each) fit a dialog */
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={maxHeight ? { maxHeight } : undefined}
    >
      <Table
        size="small"
        stickyHeader={Boolean(maxHeight)}
        sx={dense ? { "& th, & td": { px: 1 } } : undefined}
      >
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        {children}
      </Table>
    </TableContainer>
  );
}
