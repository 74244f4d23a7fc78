import { get, hiddenUnless, type MatrixRow, post, row } from "../rows.ts";
import { everyone, loggedIn, right } from "../who.ts";
import { multipart, tableRows } from "./shared.ts";

/**
 * General resources and encodings (SPEC 2.7, 2.14, 6, 7; decision 13). General resources are read by
 * everyone (an internal one only by logged-in callers: anonymous ones get the unknown answer) and written
 * with the GENERICRESOURCE_* right of the action; the encodings screen's right guards all its calls.
 */

const genericPart = (description: string) => ({
  name: "genericresource",
  value: JSON.stringify({
    resourcetype: "01",
    datmlRawVersion: "2.6",
    version: "1.0",
    bzr: "250000",
    description,
    accessMode: true,
  }),
});

const RESTYPENCODING_READ = right("RESTYPENCODING_READ");

export const GENERIC_RESOURCE_ROWS: MatrixRow[] = [
  ...tableRows({
    path: "/genericResource/table",
    statePath: "/genericResource",
    allowed: everyone,
    csv: false,
  }),
  row({
    operation: "GET /genericResource",
    writes: false,
    allowed: everyone,
    call: () => get("/genericResource"),
  }),
  row({
    operation: "GET /genericResource/{id}/content",
    variant: "internal",
    writes: false,
    allowed: loggedIn,
    refusal: hiddenUnless(loggedIn),
    fixture: (ctx) => ctx.fx.genericResource(false),
    hidden: { sees: loggedIn, unknown: (_, ctx) => ({ id: ctx.fx.unknownId() }) },
    call: (resource) => get(`/genericResource/${resource.id}/content`),
  }),
  row({
    operation: "POST /genericResource",
    writes: true,
    allowed: right("GENERICRESOURCE_CREATE"),
    call: () =>
      multipart("/genericResource", [
        genericPart("Neue Metadaten"),
        {
          name: "file",
          file: Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<sdfmeta version="2.6"/>'),
          fileName: "sdfmeta.xml",
          contentType: "application/xml",
        },
      ]),
  }),
  row({
    operation: "POST /genericResource/{id}/update",
    writes: true,
    allowed: right("GENERICRESOURCE_EDIT"),
    fixture: (ctx) => ctx.fx.genericResource(),
    call: (resource) => multipart(`/genericResource/${resource.id}/update`, [genericPart("Geändert")]),
  }),
  row({
    operation: "GET /genericResource/{id}/delete",
    writes: true,
    allowed: right("GENERICRESOURCE_DELETE"),
    fixture: (ctx) => ctx.fx.genericResource(),
    call: (resource) => get(`/genericResource/${resource.id}/delete`),
  }),

  ...tableRows({
    path: "/restypEncoding/table",
    statePath: "/restypEncoding",
    allowed: RESTYPENCODING_READ,
    csv: false,
  }),
  row({
    operation: "GET /restypEncoding",
    writes: false,
    allowed: RESTYPENCODING_READ,
    call: () => get("/restypEncoding"),
  }),
  row({
    operation: "GET /restypEncoding/{id}",
    writes: false,
    allowed: RESTYPENCODING_READ,
    fixture: (ctx) => ctx.fx.encoding(),
    call: (entry) => get(`/restypEncoding/${entry.id}`),
  }),
  row({
    operation: "POST /restypEncoding",
    writes: true,
    allowed: RESTYPENCODING_READ,
    fixture: (ctx) => ctx.fx.freeEncoding(),
    call: (entry) => post("/restypEncoding", entry),
  }),
  row({
    operation: "POST /restypEncoding/{id}/delete",
    writes: true,
    allowed: RESTYPENCODING_READ,
    fixture: (ctx) => ctx.fx.encoding(),
    call: (entry) => post(`/restypEncoding/${entry.id}/delete`),
  }),
];
