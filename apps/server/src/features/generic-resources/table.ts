import {
  GENERIC_RESOURCE_TYPE_CODES,
  genericResourceEncoding,
  genericResourceRowActions,
  genericResourceRowTargetCell,
} from "@erhdb/domain";
import { sql } from "kysely";
import { z } from "zod";
import type { ChoiceSource, ColumnDeclaration, Sql, TableDeclaration } from "../../data-table/index.ts";
import { berlinDateTime, genericResourceTypeName, translate } from "../../data-table/index.ts";
import { genericResourceVisibilitySql } from "../../db/generic-resource-visibility.ts";

const typeChoices: ChoiceSource = ({ lang }) =>
  GENERIC_RESOURCE_TYPE_CODES.map((code) => ({
    key: code,
    value: code,
    display: `${code} – ${genericResourceTypeName(code, lang)}`,
  }));

/** A cell built from two values of the row (a JSON array), e.g. the encoding and the file it belongs to. */
const pairOf = <T extends z.ZodType>(first: T) => z.tuple([first, z.string()]);
const encodingCell = pairOf(z.string());
const targetCell = pairOf(z.number());

/** A column that only shows (SPEC 2.7: only the type filters and sorts). */
const shown = (id: string, select: Sql, extra: Partial<ColumnDeclaration> = {}): ColumnDeclaration => ({
  id,
  name: `table.genericResource.${id}`,
  type: "text",
  select,
  ...extra,
});

/**
 * The general resources table (`POST genericResource/table`, SPEC 2.7, decision 13): anonymous callers
 * see the public rows, logged-in ones all (seesInternalGenericResources); filter and sort by type only.
 */
export const genericResourcesTable: TableDeclaration = {
  id: "genericResource",
  from: sql`generic_resource AS g`,
  rowId: sql`g.id`,
  where: genericResourceVisibilitySql,
  columns: [
    {
      id: "resourcetype",
      name: "table.genericResource.resourcetype",
      type: "dropdown",
      value: sql`g.resource_type`,
      filter: { kind: "dropdown", choices: typeChoices },
      sortable: true,
      defaultSort: "asc",
      label: (v, { lang }) => (typeof v === "string" ? genericResourceTypeName(v, lang) : ""),
    },
    shown("datmlRawVersion", sql`g.datml_raw_version`),
    shown("version", sql`g.version`),
    shown("bzr", sql`g.bzr`),
    shown("description", sql`g.description`),
    shown("filename", sql`g.filename`),
    // a zip archive has no encoding, whatever the column keeps (genericResourceEncoding)
    shown("encoding", sql`json_build_array(g.encoding, g.filename)`, {
      view: (v) => {
        const cell = encodingCell.safeParse(v);
        return cell.success ? (genericResourceEncoding(cell.data[1], cell.data[0]) ?? "") : "";
      },
    }),
    shown("accessMode", sql`g.access_mode`, {
      view: (v, { lang }) =>
        translate(
          v === true ? "genericResource.accessMode.public" : "genericResource.accessMode.internal",
          lang,
        ),
    }),
    shown("updating", berlinDateTime(sql`g.updating`), {
      type: "date",
    }),
    {
      id: "actions",
      name: "table.genericResource.actions",
      type: "actions",
      orderable: false,
      // the cell names its row's file, so the buttons work while the user hides the file name's column
      select: sql`json_build_array(g.id, g.filename)`,
      view: (v, { person }) => {
        const cell = targetCell.safeParse(v);
        return cell.success
          ? genericResourceRowTargetCell.encode({
              id: cell.data[0],
              filename: cell.data[1],
              actions: genericResourceRowActions(person),
            })
          : "";
      },
    },
  ],
};
