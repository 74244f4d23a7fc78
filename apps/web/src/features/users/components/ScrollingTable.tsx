import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableContainer from "@mui/material/TableContainer";
import type { ReactNode } from "react";
import { visuallyHidden } from "../../../components/visually-hidden.ts";

/**
 * A small read-only table named by its caption, at most 30 % of the screen high with its header kept in
 * view (SPEC 2.12). The scrolling box takes the keyboard focus and carries the table's name, so it can be
 * scrolled without a mouse (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ maxHeight: "30vh" }}>
      <Table size="small" stickyHeader>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        {children}
      </Table>
    </TableContainer>
  );
}
