import { EVAS_INPUT_PATTERN, evasRowActions, evasRowTargetCell } from "@erhdb/domain";
import { sql } from "kysely";
import { periodColumn, prefixCondition, type TableDeclaration } from "../../data-table/index.ts";
import { evasDiscontinued } from "./discontinued.ts";

/**
 * The EVAS table (SPEC 2.5): only 5-digit codes are rows (1, 2 and 3 digits are levels of the tree).
 * A code is shown as discontinued from its closing day on (the domain's isEvasDiscontinued).
 */
export const evasTable: TableDeclaration = {
  id: "evas",
  from: sql`evas AS e`,
  rowId: sql`e.id`,
  where: () => sql`e.level = 5`,
  rowCss: ({ now }) => sql`CASE WHEN ${evasDiscontinued(sql`e.closing`, now)} THEN 'discontinued' END`,
  columns: [
    {
      id: "closing",
      name: "table.evas.closing",
      type: "date",
      value: sql`e.closing`,
      select: sql`to_char(e.closing, 'DD.MM.YYYY')`,
      nullable: true,
      // the web may filter it by day or by month (the filter value's granularity)
      filter: { kind: "date", storage: "date" },
      sortable: true,
    },
    {
      id: "description",
      name: "table.evas.description",
      type: "text",
      value: sql`e.description`,
      filter: { kind: "text" },
      sortable: true,
    },
    {
      id: "evas",
      name: "table.evas.evas",
      type: "text",
      value: sql`e.evas`,
      unique: true,
      // codes are hierarchical (1, 2, 3 and 5 digits), so a typed code means its prefix
      filter: {
        kind: "text",
        pattern: EVAS_INPUT_PATTERN.source,
        where: (text) => prefixCondition(sql`e.evas`, text),
      },
      sortable: true,
      defaultSort: "asc",
    },
    periodColumn("period", "table.evas.period", sql`e.period`),
    {
      id: "actions",
      name: "table.evas.actions",
      type: "actions",
      orderable: false,
      // The code travels with the allowed actions, so the buttons name their row while the user
      // hides the EVAS column.
      select: sql`e.evas`,
      view: (code, { person }) =>
        evasRowTargetCell.encode({ evas: String(code), actions: evasRowActions(person) }),
    },
  ],
};
