import { z } from "zod";

/**
 * Schemas that routes share for what is not plain JSON: bodies they do not read, bodies they check
 * themselves, and answers that are bytes. The OpenAPI document (plugins/openapi.ts) is generated from
 * every route's schemas, and every route must declare its body, its path parameters and its 2xx answers;
 * these say so where zod cannot check the JSON on the way.
 */

/**
 * The body of a POST that reads none (an action named by its path, e.g. `person/{id}/delete`). Whatever a
 * client sends is dropped, so the handler cannot read it unchecked; the document shows no request body.
 */
export const noBody = z.unknown().transform(() => undefined);

const documentedShapes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A body that Fastify passes on as it came, documented as `shape`: the handler checks it itself (the table
 * query, which the engine reads column by column so that a refusal names the column; multipart uploads,
 * whose parts are streamed) or leaves it unread (the one-click unsubscribe's form). A new schema per
 * call, so that each route keeps its own shape.
 */
export function uncheckedBody(shape: z.ZodType): z.ZodUnknown {
  const schema = z.unknown();
  documentedShapes.set(schema, shape);
  return schema;
}

/** What the document shows for a body declared with `uncheckedBody`; undefined for any other. */
export function documentedShapeOf(schema: unknown): z.ZodType | undefined {
  return schema instanceof z.ZodType ? documentedShapes.get(schema) : undefined;
}

/** Bytes (`type: string, format: binary`); a streamed or Buffer answer is never serialised. */
export const binary = z.string().meta({ format: "binary" });

/** An answer of bytes (a file, a stream, an HTML page) in each of the given content types. */
export function bytesAnswer(description: string, contentTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: binary }])),
  };
}

/** A stored file as an attachment (`Content-Disposition` names it), in the content type it was stored with. */
export const fileDownloadAnswer = bytesAnswer(
  "the file as an attachment (Content-Disposition names it), in the content type it was stored with",
  ["application/octet-stream"],
);

/** The table protocol's CSV (API.md). */
export const csvAnswer = bytesAnswer(
  "CSV (UTF-8 with BOM, ';', CRLF) as the attachment output.csv; the header x-result-limited: true when cut at 10,000 rows",
  ["text/csv"],
);
