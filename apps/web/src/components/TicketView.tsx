import type { TicketStatus } from "@erhdb/domain";
import { formatBerlinDateTime } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { requestName } from "../lib/request-names.ts";
import { CaptionedTable } from "./CaptionedTable.tsx";

/** A ticket: what was asked and when, where it stands, and every step so far, newest first (as answered). */
export function TicketView({ ticket }: { ticket: TicketStatus }) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    [t("requests.ticket.type"), requestName(t, "type", ticket.requestType)],
    [t("requests.ticket.created"), formatBerlinDateTime(ticket.requestCreatenTime)],
    [
      t("requests.ticket.status"),
      <Chip
        key="status"
        color="primary"
        size="small"
        label={requestName(t, "status", ticket.actionStatus)}
      />,
    ],
  ];
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 3, rowGap: 1, m: 0 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: "contents" }}>
            <Box component="dt" sx={{ fontWeight: "medium" }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="h6" component="h2">
        {t("requests.ticket.history")}
      </Typography>
      <CaptionedTable caption={t("requests.ticket.history")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("requests.ticket.column.update")}</TableCell>
            <TableCell>{t("requests.ticket.column.action")}</TableCell>
            <TableCell>{t("requests.ticket.column.status")}</TableCell>
            <TableCell>{t("requests.ticket.column.actor")}</TableCell>
            <TableCell>{t("requests.ticket.column.comment")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ticket.requestContent.map((entry, index) => (
            // the history has no ids; its order is fixed, and a step is never removed
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={index}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBerlinDateTime(entry.update)}</TableCell>
              <TableCell>{requestName(t, "action", entry.action)}</TableCell>
              <TableCell>{requestName(t, "status", entry.type)}</TableCell>
              <TableCell>{entry.actor}</TableCell>
              <TableCell sx={{ whiteSpace: "pre-wrap" }}>{entry.comment}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </CaptionedTable>
    </Box>
  );
}
