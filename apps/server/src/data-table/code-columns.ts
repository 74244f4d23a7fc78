import type { Choice } from "@erhdb/domain";
import {
  FILTERABLE_OFFICE_CODES,
  officeLabel,
  officeName,
  PERIOD_DISPLAY_CODES,
  periodToDisplay,
} from "@erhdb/domain";
import { sql } from "kysely";
import { periodLabel } from "./catalogue.ts";
import { anyOfCondition } from "./conditions.ts";
import type { ChoiceSource, ColumnDeclaration, Sql } from "./types.ts";

/** Choices and cells of the code tables several lists share: periods and offices (SPEC 3). */

const choice = (key: string, display: string): Choice => ({ key, value: key, display });

export const periodChoices: ChoiceSource = ({ lang }) =>
  PERIOD_DISPLAY_CODES.map((code) => choice(code, `${code} – ${periodLabel(Number(code), lang)}`));

export const officeChoices: ChoiceSource = ({ lang }) =>
  FILTERABLE_OFFICE_CODES.map((code) => choice(code, officeLabel(code, lang)));

/** A period column over a smallint -1..13: shown '00'..'13' (empty for none), filtered by code. */
export function periodColumn(id: string, name: string, value: Sql): ColumnDeclaration {
  return {
    id,
    name,
    type: "dropdown",
    value,
    filter: {
      kind: "dropdown",
      choices: periodChoices,
      where: (keys) => anyOfCondition(value, keys.map(Number)),
    },
    sortable: true,
    groupable: true,
    view: (v) => (typeof v === "number" ? periodToDisplay(v) : ""),
    label: (v, { lang }) => (typeof v === "number" ? periodLabel(v, lang) : ""),
  };
}

/** An office column over a char(2) code: shown as the code, labelled with the office's name. */
export function officeColumn(id: string, name: string, value: Sql): ColumnDeclaration {
  return {
    id,
    name,
    type: "dropdown",
    value,
    filter: { kind: "dropdown", choices: officeChoices },
    sortable: true,
    groupable: true,
    label: (v, { lang }) => (typeof v === "string" ? officeName(v, lang) : ""),
  };
}

/** A timestamptz as the lists show it: DD.MM.YYYY - HH:mm:ss in Berlin time (SPEC 9). */
export function berlinDateTime(value: Sql): Sql {
  return sql`to_char(${value} AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY - HH24:MI:SS')`;
}

/** A last-change column over a timestamptz: shown in Berlin time, filtered by day or month, sortable. */
export function updatingColumn(
  id: string,
  name: string,
  value: Sql,
  patch: Pick<ColumnDeclaration, "visible" | "defaultSort"> = {},
): ColumnDeclaration {
  return {
    id,
    name,
    type: "date",
    value,
    select: berlinDateTime(value),
    filter: { kind: "date", storage: "timestamptz" },
    sortable: true,
    ...patch,
  };
}
