import {
  ENCODABLE_RESOURCE_TYPES,
  ENCODING_PAGING,
  ENCODINGS,
  encodingRowTargetCell,
  isGenericResourceTypeCode,
  resourceTypeName,
} from "@erhdb/domain";
import { sql } from "kysely";
import { z } from "zod";
import type { ChoiceSource, TableDeclaration } from "../../data-table/index.ts";
import { genericResourceTypeName } from "../../data-table/index.ts";
import type { Lang } from "../../lib/messages.ts";

/** '99' → 'Erhebungsbeschreibung' (the survey resource types), '01' → 'SDFMeta' (the general ones). */
function encodableTypeName(code: string, lang: Lang): string {
  if (isGenericResourceTypeCode(code)) return genericResourceTypeName(code, lang);
  return resourceTypeName(code, lang);
}

const typeChoices: ChoiceSource = ({ lang }) =>
  ENCODABLE_RESOURCE_TYPES.map((code) => ({
    key: code,
    value: code,
    display: `${code} – ${encodableTypeName(code, lang)}`,
  }));

const encodingChoices: ChoiceSource = () => ENCODINGS.map((e) => ({ key: e, value: e, display: e }));

const entryCell = z.tuple([z.number(), z.string(), z.string()]);

/**
 * The encodings table (`POST restypEncoding/table`, SPEC 2.14, decision 13): every entry to whoever has
 * the screen's right; filter and sort per column; its own page sizes (SPEC 9).
 */
export const encodingsTable: TableDeclaration = {
  id: "restypEncoding",
  from: sql`encoding AS e`,
  rowId: sql`e.id`,
  where: () => null,
  paging: ENCODING_PAGING,
  columns: [
    {
      id: "restype",
      name: "table.restypEncoding.restype",
      type: "dropdown",
      value: sql`e.restype`,
      filter: { kind: "dropdown", choices: typeChoices },
      sortable: true,
      defaultSort: "asc",
      label: (v, { lang }) => (typeof v === "string" ? encodableTypeName(v, lang) : ""),
    },
    {
      id: "encoding",
      name: "table.restypEncoding.encoding",
      type: "dropdown",
      value: sql`e.encoding`,
      filter: { kind: "dropdown", choices: encodingChoices },
      sortable: true,
    },
    {
      id: "actions",
      name: "table.restypEncoding.actions",
      type: "actions",
      orderable: false,
      // the entry travels with its delete button, which names it while the user hides a column
      select: sql`json_build_array(e.id, e.restype, e.encoding)`,
      view: (v) => {
        const cell = entryCell.safeParse(v);
        return cell.success
          ? encodingRowTargetCell.encode({ id: cell.data[0], restype: cell.data[1], encoding: cell.data[2] })
          : "";
      },
    },
  ],
};
