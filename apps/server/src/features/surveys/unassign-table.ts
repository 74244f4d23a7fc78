import { allRights, unassignTargetCell, unassignTargetSchema } from "@erhdb/domain";
import { sql } from "kysely";
import { containsCondition, type TableDeclaration, tableRoutes } from "../../data-table/index.ts";

/**
 * The unassign list (SPEC 2.13): every survey assigned to a base object of the survey-management
 * system, whatever its status, for those with ERHEBUNGSID_READ_ADMIN (the route checks the right, so
 * the rows need no per-caller condition). The partial index survey_base_object_idx holds exactly these
 * rows, so counting and listing them never scans the surveys without a base object.
 */
export const unassignTable: TableDeclaration = {
  id: "eid-baseObjectId",
  from: sql`survey AS s`,
  rowId: sql`s.id`,
  where: () => sql`s.base_object_id <> 0`,
  columns: [
    {
      id: "erhebungsid",
      name: "table.unassign.erhebungsid",
      type: "text",
      value: sql`s.erhebungsid`,
      unique: true,
      filter: { kind: "text", pattern: "^[0-9]{0,13}$" },
      sortable: true,
      defaultSort: "asc",
    },
    {
      id: "baseObjectId",
      name: "table.unassign.baseObjectId",
      type: "text",
      // sorted as a number, filtered as the digits it is written with
      value: sql`s.base_object_id`,
      filter: {
        kind: "text",
        pattern: "^[0-9]{0,19}$",
        where: (text) => containsCondition(sql`s.base_object_id::text`, text),
      },
      sortable: true,
    },
    {
      // Every listed row may be unassigned; the cell carries the ids the confirm dialog names.
      id: "actions",
      name: "table.unassign.actions",
      type: "actions",
      orderable: false,
      select: sql`json_build_object('erhebungsid', s.erhebungsid, 'baseObjectId', s.base_object_id::text)`,
      view: (value) => {
        const target = unassignTargetSchema.safeParse(value);
        return target.success ? unassignTargetCell.encode(target.data) : "";
      },
    },
  ],
};

/** GET eid/baseObjectId/tablestate and POST eid/baseObjectId; no CSV (SPEC 2.13). */
export const unassignTableRoutes = tableRoutes({
  path: "/eid/baseObjectId",
  table: unassignTable,
  access: allRights("ERHEBUNGSID_READ_ADMIN"),
  csv: false,
});
