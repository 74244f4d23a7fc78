import type { WebhookTargetAnswer } from "@erhdb/domain";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import { CaptionedTable } from "../../../components/CaptionedTable.tsx";
import { eventKindName } from "./event-kind-name.ts";
import { TargetRowActions, type TargetRowActionsProps } from "./TargetRowActions.tsx";
import { TargetState } from "./TargetState.tsx";

const COLUMNS = ["url", "statisticId", "kinds", "state", "pending", "actions"] as const;

export interface TargetTableProps extends Omit<TargetRowActionsProps, "target"> {
  targets: readonly WebhookTargetAnswer[];
}

/**
 * The registered targets, one row each: its URL (the row's header), its statistic id or "alle", its event
 * kinds by name, how it stands, its waiting deliveries and its actions. A handful of rows at most: a small
 * table, not the table protocol's DataTable (the server lists targets whole).
 */
export function TargetTable({ targets, ...actions }: TargetTableProps) {
  const { t } = useTranslation();
  return (
    <CaptionedTable caption={t("webhooks.tableLabel")}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} scope="col" align={column === "pending" ? "right" : undefined}>
              {t(`webhooks.column.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {targets.map((target) => (
          <TableRow key={target.id} sx={{ verticalAlign: "top" }}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: "anywhere", minWidth: 200 }}>
              {target.url}
            </TableCell>
            <TableCell>{target.statisticId ?? t("webhooks.allStatisticIds")}</TableCell>
            <TableCell>
              <ul style={{ margin: 0, paddingLeft: "1.2em" }}>
                {target.kinds.map((kind) => (
                  <li key={kind}>{eventKindName(kind, t)}</li>
                ))}
              </ul>
            </TableCell>
            <TableCell>
              <TargetState target={target} />
            </TableCell>
            <TableCell align="right">{target.pending}</TableCell>
            <TableCell>
              <TargetRowActions target={target} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </CaptionedTable>
  );
}
