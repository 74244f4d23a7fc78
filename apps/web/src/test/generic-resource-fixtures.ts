import type { Column, GenericResourceAnswer, GenericResourceRowAction, TableAnswer } from "@erhdb/domain";
import { GENERIC_RESOURCE_TYPE_CODES, genericResourceRowTargetCell } from "@erhdb/domain";
import { column } from "./table.tsx";

const resource = (
  id: number,
  resourcetype: string,
  description: string,
  filename: string,
  extra: Partial<GenericResourceAnswer> = {},
): GenericResourceAnswer => ({
  id,
  resourcetype,
  datmlRawVersion: "2.4",
  version: "1.0",
  bzr: "240000",
  description,
  accessMode: true,
  mainGenRes: null,
  filename,
  encoding: "UTF-8",
  updating: "2025-03-01T10:00:00.000Z",
  ...extra,
});

/** The public general resources of the demo seed, as `GET genericResource` lists them. */
export const GENERIC_RESOURCES: GenericResourceAnswer[] = [
  resource(1, "01", "SDF-Metadaten DatML/RAW 2.4", "sdfmeta_2_4.xml"),
  resource(3, "02", "Schema der Erhebungsbeschreibung", "erhebungsbeschreibung.xsd"),
  resource(5, "03", "raw2html – Darstellung von DatML/RAW-Lieferungen", "raw2html.xsl", { version: "1.1" }),
  resource(6, "04", "res1html – Kurzdarstellung der Erhebungsbeschreibung", "res1html.xsl"),
  resource(7, "04", "res2html – Erhebungsbeschreibung mit Merkmalen", "Übersicht res2html.xsl", {
    version: "1.3",
    bzr: "250000",
  }),
];

/** The general resources table as the server declares it (SPEC 2.7: filter and sort by type). */
export function genericResourceColumns(): Column[] {
  const named = (c: Column): Column => ({ ...c, name: `table.genericResource.${c.id}` });
  const plain = (id: string) =>
    named(column(id, "text", { filter: { filterable: false }, sort: { sortable: false } }));
  return [
    named(
      column("resourcetype", "dropdown", {
        filter: { choices: GENERIC_RESOURCE_TYPE_CODES.map((c) => ({ key: c, value: c, display: c })) },
        sort: { direction: "asc" },
      }),
    ),
    ...[
      "datmlRawVersion",
      "version",
      "bzr",
      "description",
      "filename",
      "encoding",
      "accessMode",
      "updating",
    ].map(plain),
    named(column("actions", "actions", { orderable: false })),
  ];
}

/** `GENERIC_RESOURCES` as a table page, each actions cell allowing `actions`. */
export function genericResourcePage(
  actions: GenericResourceRowAction[] = ["download"],
  rows: GenericResourceAnswer[] = GENERIC_RESOURCES,
): TableAnswer {
  const cell = (view: string) => ({ view, label: view, customCss: null });
  return {
    total: rows.length,
    records: {
      totalElements: rows.length,
      content: rows.map((r) => ({
        id: r.id,
        items: {
          resourcetype: cell(r.resourcetype),
          datmlRawVersion: cell(r.datmlRawVersion),
          version: cell(r.version),
          bzr: cell(r.bzr),
          description: cell(r.description),
          filename: cell(r.filename),
          encoding: cell(r.encoding),
          accessMode: cell(r.accessMode ? "öffentlich" : "intern"),
          updating: cell("01.03.2025"),
          actions: cell(genericResourceRowTargetCell.encode({ id: r.id, filename: r.filename, actions })),
        },
      })),
    },
  };
}
