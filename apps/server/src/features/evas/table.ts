import { hasRight } from "@erhdb/domain";
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
        pattern: "^[0-9]{0,5}$",
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
      // what the caller may do with a row; the web shows these buttons
      view: (_, { person }) =>
        [hasRight(person, "EVAS_EDIT") ? "edit" : null, hasRight(person, "EVAS_DELETE") ? "delete" : null]
          .filter((a) => a !== null)
          .join(","),
    },
  ],
};
