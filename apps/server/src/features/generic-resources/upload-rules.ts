import type {
  GenericResourceIssue,
  GenericResourceTypeCode,
  GenericResourceWrite,
  UploadedFile,
} from "@erhdb/domain";
import {
  FILE_FORMATS,
  fitGenericResourceToFile,
  formatOfFile,
  genericResourceFileFormats,
  genericResourceNeedsMainFile,
  parseGenericResource,
  storedContentType,
} from "@erhdb/domain";
import { allowedEncodingsOfType } from "../../db/encodings.ts";
import type { Queryable } from "../../db/queryable.ts";
import { contentProblemError } from "../../files/content-errors.ts";
import type { UploadPlan, UploadRules } from "../../files/multipart-upload.ts";
import { zipEntryNames } from "../../files/zip-entries.ts";
import { AppError } from "../../lib/errors.ts";
import type { GenericResourceRecord } from "./repository.ts";

/** SPEC 5's message of the type (415): 'Für SDFMeta sind nur XML-Dateien erlaubt.' */
const fileTypeError = (type: GenericResourceTypeCode) =>
  new AppError(415, "FILE_TYPE", { messageKey: `GENERIC_FILE_TYPE_${type}`, field: "file" });

/** A refused payload (400), naming its field; `name` is the main file the message may name. */
const issueError = ({ field, key }: GenericResourceIssue, name: string | null) =>
  new AppError(400, "VALIDATION", { messageKey: key, field, params: { field, name: name ?? "" } });

/**
 * What the bytes of a file must be for the type: the rule of checkGenericResourceFile (name and declared
 * type) with the format it matched, whose content kind the inspector proves, and for text the encodings
 * the encodings screen lists for the type (decision 13).
 */
async function planFor(
  db: Queryable,
  type: GenericResourceTypeCode,
  file: UploadedFile,
): Promise<UploadPlan> {
  const formats = genericResourceFileFormats(type) ?? [];
  const format = formatOfFile(file, formats);
  if (format === null) throw fileTypeError(type);
  const content = FILE_FORMATS[format].content;
  const text = content === "xml" || content === "text";
  return {
    content,
    encodings: text ? await allowedEncodingsOfType(db, type) : null,
    storedType: storedContentType(file, formats),
  };
}

const contentContext = (type: GenericResourceTypeCode, fileName: string) => ({
  fileName,
  type,
  zip: genericResourceNeedsMainFile(fileName),
  formatError: () => fileTypeError(type),
});

/**
 * The multipart rules of `POST genericResource` and `POST genericResource/{id}/update`: the part
 * `genericresource` (everything but the main file) and the file by its type, in either order. The main
 * file rule follows once the file is known (`fitToFile`).
 */
export function genericUploadRules(db: Queryable): UploadRules<GenericResourceWrite> {
  return {
    jsonPart: "genericresource",
    parseJson: (value) => {
      const parsed = parseGenericResource(value, null);
      if ("issue" in parsed) throw issueError(parsed.issue, null);
      return parsed.resource;
    },
    planFor: (upload, file) => planFor(db, upload.resourcetype, file),
    contentError: (upload, file, problem) =>
      contentProblemError(problem, contentContext(upload.resourcetype, file.name)),
  };
}

/** The file a payload goes with: its name and, for a zip archive, its entry names (null: not read). */
export interface TargetFile {
  fileName: string;
  entries: readonly string[] | null;
}

/** The payload for its file, or the 400 of the main file rule (SPEC 3, 5). */
export function fitToFile(resource: GenericResourceWrite, file: TargetFile): GenericResourceWrite {
  const fitted = fitGenericResourceToFile(resource, file.fileName, file.entries);
  if ("issue" in fitted) throw issueError(fitted.issue, resource.mainGenRes);
  return fitted.resource;
}

/**
 * An update without a file keeps the stored one, which must fit the (possibly new) type as an upload
 * would: by name and declared type, and, when the type changes, by encoding. A type that keeps its file
 * keeps it even if its encodings have changed since, or the file could no longer be described.
 */
export async function keptFile(
  db: Queryable,
  before: GenericResourceRecord,
  type: GenericResourceTypeCode,
): Promise<TargetFile> {
  const stored = before.file;
  const plan = await planFor(db, type, { name: stored.fileName, contentType: stored.contentType });
  const found = stored.encoding;
  const typeChanged = before.answer.resourcetype !== type;
  if (typeChanged && plan.encodings && found !== null && !plan.encodings.some((e) => e === found)) {
    throw contentProblemError(
      { kind: "encoding", verdict: { refused: "notAllowed", found, allowed: plan.encodings } },
      contentContext(type, stored.fileName),
    );
  }
  const zip = genericResourceNeedsMainFile(stored.fileName);
  return { fileName: stored.fileName, entries: zip ? await zipEntryNames(db, stored) : null };
}
