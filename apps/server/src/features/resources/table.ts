import type { Choice } from "@erhdb/domain";
import {
  canSeeResourceCounts,
  nameIn,
  RESOURCE_STATUS_ALL,
  RESOURCE_STATUS_CODES,
  RESOURCE_TYPES,
  resourceRowTargetCell,
  resourceRowTargetSchema,
  resourceStatusI18nKey,
  resourceTypeLabel,
} from "@erhdb/domain";
import { sql } from "kysely";
import {
  type ChoiceSource,
  type ColumnDeclaration,
  prefixCondition,
  type Sql,
  type TableDeclaration,
  translate,
  updatingColumn,
} from "../../data-table/index.ts";
import { resourceRowsVisibility } from "../../db/resource-visibility.ts";

const choice = (key: string, display: string): Choice => ({ key, value: key, display });

const typeChoices: ChoiceSource = ({ lang }) =>
  RESOURCE_TYPES.map((t) => choice(t.code, resourceTypeLabel(t.code, lang)));

const statusChoices: ChoiceSource = ({ lang }) =>
  RESOURCE_STATUS_CODES.filter((s) => s !== RESOURCE_STATUS_ALL).map((s) =>
    choice(String(s), translate(resourceStatusI18nKey(s), lang)),
  );

const accessChoices: ChoiceSource = ({ lang }) => [
  choice("true", translate("resource.access.public", lang)),
  choice("false", translate("resource.access.internal", lang)),
];

/**
 * A usage count: shown only to who may see the counts of the row's survey (canSeeResourceCounts), so it
 * is neither filtered nor sorted, which would tell the hidden values by the rows' order.
 */
function countColumn(id: "countCore" | "countIntern" | "countExtern", column: Sql): ColumnDeclaration {
  return {
    id,
    name: `table.resource.${id}`,
    type: "number",
    select: sql`json_build_array(s.erhebungsid, ${column})`,
    visible: false,
    view: (value, { person }) => {
      if (!Array.isArray(value)) return "";
      const [erhebungsid, count] = value;
      return typeof erhebungsid === "string" && canSeeResourceCounts(person, erhebungsid)
        ? String(count)
        : "";
    },
  };
}

/** The resources table (`POST resource`, SPEC 2.1 `/resources`). */
export const resourcesTable: TableDeclaration = {
  id: "resource",
  from: sql`resource AS r JOIN survey AS s ON s.id = r.survey_id`,
  rowId: sql`r.id`,
  where: resourceRowsVisibility,
  columns: [
    {
      id: "erhebungsid",
      name: "table.resource.erhebungsid",
      type: "text",
      value: sql`s.erhebungsid`,
      filter: {
        kind: "text",
        pattern: "^[0-9]{0,13}$",
        where: (text) => prefixCondition(sql`s.erhebungsid`, text),
      },
      sortable: true,
      groupable: true,
    },
    {
      id: "resourcetype",
      name: "table.resource.resourcetype",
      type: "dropdown",
      value: sql`r.resource_type`,
      filter: { kind: "dropdown", choices: typeChoices },
      sortable: true,
      groupable: true,
      label: (v, { lang }) => {
        const type = RESOURCE_TYPES.find((t) => t.code === v);
        return type ? nameIn(type, lang) : "";
      },
    },
    {
      id: "specialization",
      name: "table.resource.specialization",
      type: "text",
      value: sql`r.specialization`,
      filter: {
        kind: "text",
        pattern: "^[0-9]{0,2}$",
        where: (text) => prefixCondition(sql`r.specialization`, text),
      },
      sortable: true,
      groupable: true,
    },
    {
      id: "mutableKey",
      name: "table.resource.mutableKey",
      type: "text",
      value: sql`r.resource_key`,
      unique: true,
      filter: { kind: "text", pattern: "^[0-9]{0,27}$" },
      sortable: true,
    },
    {
      id: "description",
      name: "table.resource.description",
      type: "text",
      value: sql`r.description`,
      filter: { kind: "text" },
      sortable: true,
    },
    {
      id: "status",
      name: "table.resource.status",
      type: "dropdown",
      value: sql`r.status`,
      filter: {
        kind: "dropdown",
        choices: statusChoices,
        where: (keys) => sql`r.status IN (${sql.join(keys.map(Number))})`,
      },
      sortable: true,
      groupable: true,
      view: (v, { lang }) => (typeof v === "number" ? translate(resourceStatusI18nKey(v), lang) : ""),
    },
    {
      id: "accessMode",
      name: "table.resource.accessMode",
      type: "dropdown",
      value: sql`r.access_mode`,
      filter: {
        kind: "dropdown",
        choices: accessChoices,
        where: (keys) => sql`r.access_mode IN (${sql.join(keys.map((k) => k === "true"))})`,
      },
      sortable: true,
      groupable: true,
      view: (v, { lang }) =>
        translate(v === true ? "resource.access.public" : "resource.access.internal", lang),
    },
    {
      id: "fileName",
      name: "table.resource.fileName",
      type: "text",
      value: sql`r.file_name`,
      filter: { kind: "text" },
      sortable: true,
    },
    updatingColumn("updating", "table.resource.updating", sql`r.updating`, { defaultSort: "desc" }),
    countColumn("countCore", sql`r.count_core`),
    countColumn("countIntern", sql`r.count_intern`),
    countColumn("countExtern", sql`r.count_extern`),
    {
      id: "actions",
      name: "table.resource.actions",
      type: "actions",
      orderable: false,
      // the cell names its resource and survey whatever columns the user hid
      select: sql`json_build_object('id', r.id, 'key', r.resource_key, 'erhebungsid', s.erhebungsid, 'fileName', r.file_name)`,
      view: (value) => {
        const target = resourceRowTargetSchema.safeParse(value);
        return target.success ? resourceRowTargetCell.encode(target.data) : "";
      },
    },
  ],
};
