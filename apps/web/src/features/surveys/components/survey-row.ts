import { type SurveyStatus, surveyRowTargetCell, type TableRow, toSurveyStatus } from "@erhdb/domain";

/**
 * The name in the server's actions list (the `actions` cell) that enables each row action. The server
 * computes that list from the domain rules, so the page decides nothing itself: `edit` where the edit
 * dialog has something for the caller (mapping_rights alone opens it at the EVAS, res_rights at the
 * resources), `addResources` where they may upload (decision 26).
 */
const ENABLED_BY = {
  detail: "detail",
  comments: "comments",
  edit: "edit",
  addResource: "addResources",
  editResource: "changeResources",
  changeLinks: "changeLinks",
  continue: "continue",
  approve: "approve",
  block: "block",
  archive: "archive",
  delete: "delete",
} as const satisfies Record<string, string>;

/** The row actions of the surveys table (SPEC 2.4). */
export type RowAction = keyof typeof ENABLED_BY;

/** What the page needs of one table row. */
export interface SurveyRow {
  /** from the actions cell, which names its row whatever columns the user hid; null without it */
  erhebungsid: string | null;
  status: SurveyStatus | null;
  /** approved and public: the server marks the row (customCss 'publicApproved') */
  publicApproved: boolean;
  /** the status in words, as the server labels the cell */
  statusText: string;
  /** the actions list of the server, e.g. detail, comments, edit, deleteRigorous */
  allowed: ReadonlySet<string>;
}

export function surveyRowOf(row: TableRow): SurveyRow {
  const status = row.items.status;
  const target = surveyRowTargetCell.parse(row.items.actions?.view ?? "");
  return {
    erhebungsid: target?.erhebungsid ?? null,
    status: status ? toSurveyStatus(status.view) : null,
    publicApproved: Object.values(row.items).some((cell) => cell.customCss === "publicApproved"),
    statusText: status?.label ?? "",
    allowed: new Set(target?.actions),
  };
}

export function isRowActionEnabled(row: SurveyRow, action: RowAction): boolean {
  return row.allowed.has(ENABLED_BY[action]);
}

/**
 * One menu entry approves or blocks (SPEC 2.4): block for an approved survey, approve otherwise. Without
 * the status column the server's list tells which one is possible.
 */
export function statusActionOf(row: SurveyRow): "approve" | "block" {
  if (row.status !== null) return row.status === 3 ? "block" : "approve";
  return row.allowed.has("block") ? "block" : "approve";
}
