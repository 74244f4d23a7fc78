import type { GenericResourceAnswer } from "@erhdb/domain";

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
