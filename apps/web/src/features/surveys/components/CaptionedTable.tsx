import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableContainer from "@mui/material/TableContainer";
import type { ReactNode } from "react";
import { visuallyHidden } from "../../../components/visually-hidden.ts";

/**
 * A small read-only table of a dialog, named by its caption. A narrow dialog scrolls it sideways, so the
 * scrolling box takes the keyboard focus and carries the same name (WCAG 2.1.1, axe's
 * scrollable-region-focusable).
 */
export function CaptionedTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        {children}
      </Table>
    </TableContainer>
  );
}
