import { EVAS_INPUT_PATTERN, surveyRowTargetCell, surveyStatusI18nKey } from "@erhdb/domain";
import { sql } from "kysely";
import {
  officeColumn,
  periodColumn,
  prefixCondition,
  SURVEY_COUNT_JOURNAL,
  type TableDeclaration,
  translate,
  updatingColumn,
} from "../../data-table/index.ts";
import { surveyVisibilitySql } from "../../db/survey-visibility.ts";
import { parseRowState, surveyRowActions } from "./row-actions.ts";

/**
 * The statistic id: four digits find that statistic (index equality), fewer its prefix, as a range
 * of digit strings so that the index serves any collation.
 */
function statisticIdCondition(text: string) {
  if (text.length === 4) return sql`s.statistic_id = ${text}`;
  return sql`s.statistic_id BETWEEN ${text.padEnd(4, "0")} AND ${text.padEnd(4, "9")}`;
}

/** The surveys table (`eid`, SPEC 2.4); who sees which rows: surveyVisibility in the domain. */
export const surveysTable: TableDeclaration = {
  id: "eid",
  from: sql`survey AS s`,
  rowId: sql`s.id`,
  where: surveyVisibilitySql,
  // writes come many times a minute on a working day: a count is carried by the rows written since it
  // instead of counted again over a million rows (decision 33)
  countJournal: SURVEY_COUNT_JOURNAL,
  // The web shows an approved survey that is public with an icon of its own (SPEC 4); the access mode
  // is no column, so the row carries the mark.
  rowCss: () => sql`CASE WHEN s.status = 3 AND s.access_mode THEN 'publicApproved' END`,
  columns: [
    officeColumn("federalStateCode", "table.eid.federalStateCode", sql`s.federal_state_code`),
    periodColumn("period", "table.eid.period", sql`s.period`),
    {
      id: "status",
      name: "table.eid.status",
      type: "dropdown",
      value: sql`s.status`,
      sortable: true,
      groupable: true,
      label: (v, { lang }) => (typeof v === "number" ? translate(surveyStatusI18nKey(v), lang) : ""),
    },
    {
      id: "evas",
      name: "table.eid.evas",
      type: "text",
      // the list the database keeps from survey_evas (migration 0004); the filter asks survey_evas, so
      // it reads more than the row (no rowOnly): its counts are taken again after a write
      select: sql`s.evas_list`,
      filter: {
        kind: "text",
        pattern: EVAS_INPUT_PATTERN.source,
        where: (text) =>
          sql`EXISTS (SELECT 1 FROM survey_evas se JOIN evas e ON e.id = se.evas_id
                      WHERE se.survey_id = s.id AND ${prefixCondition(sql`e.evas`, text)})`,
      },
    },
    {
      id: "erhebungsid",
      name: "table.eid.erhebungsid",
      type: "text",
      value: sql`s.erhebungsid`,
      unique: true,
      filter: { kind: "text" },
      sortable: true,
      defaultSort: "asc",
    },
    {
      id: "statisticid",
      name: "table.eid.statisticid",
      type: "text",
      value: sql`s.statistic_id`,
      filter: { kind: "text", pattern: "^[0-9]{0,4}$", where: statisticIdCondition, rowOnly: true },
      sortable: true,
    },
    {
      id: "bzr",
      name: "table.eid.bzr",
      type: "text",
      value: sql`s.bzr`,
      filter: { kind: "text" },
      sortable: true,
    },
    {
      id: "description",
      name: "table.eid.description",
      type: "text",
      value: sql`s.description`,
      filter: { kind: "text" },
      sortable: true,
    },
    updatingColumn("updating", "table.eid.updating", sql`s.updating`, { visible: false }),
    {
      id: "actions",
      name: "table.eid.actions",
      type: "actions",
      orderable: false,
      select: sql`json_build_array(s.erhebungsid, s.status, s.base_object_id, s.statistic_id, s.federal_state_code)`,
      // The cell carries the Erhebungsid too, so the actions work while the user hides its column.
      view: (v, { person }) => {
        const row = parseRowState(v);
        return row
          ? surveyRowTargetCell.encode({
              erhebungsid: row.erhebungsid,
              actions: surveyRowActions(person, row),
            })
          : "";
      },
    },
  ],
};
