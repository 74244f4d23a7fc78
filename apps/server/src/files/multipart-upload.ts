import type { Encoding } from "@erhdb/domain";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.ts";
import { AppError } from "../lib/errors.ts";
import { discardBlob, type StoredBlob, streamIntoBlob } from "./blob-store.ts";
import { ContentInspector, type ContentProblem, type InspectionPlan } from "./content-inspector.ts";
import { zipEntryNames } from "./zip-entries.ts";

/** A file that streamed in, passed its checks and waits in a staging blob for its row (decision 13). */
export interface StagedFile extends StoredBlob {
  fileName: string;
  contentType: string;
  /** the text encoding found and allowed; null for binary files and types without one */
  encoding: Encoding | null;
  /** a ZIP archive's entry names; null for other files */
  entries: string[] | null;
}

export interface UploadRules<T> {
  /** the name of the JSON part that describes the file ("resource", "genericresource") */
  jsonPart: string;
  /** the described upload, or an AppError naming the refused field (400) */
  parseJson(value: unknown): T;
  /**
   * Before any byte is stored: the name and declared type against the type's rules (throw a 415), and
   * what the bytes must be. May read the database (the type's encodings).
   */
  planFor(upload: T, file: { name: string; contentType: string }): Promise<InspectionPlan>;
  /** the answer to bytes that are not what the name says */
  contentError(upload: T, file: { name: string }, problem: ContentProblem): AppError;
}

/** The rules of an upload that must bring a file, with the message key of a missing one (400). */
export interface FileRequiredRules<T> extends UploadRules<T> {
  fileRequiredKey: "FILE_REQUIRED" | "GENERIC_FILE_REQUIRED";
}

/** The JSON part is a few hundred bytes; more is no description of a file. */
const JSON_PART_LIMIT = 64 * 1024;

/**
 * Reads a multipart upload: the JSON part first, then at most one file, streamed into a staging blob
 * while its content is checked. Every refusal is an AppError naming the part; whatever was staged is
 * deleted before the error leaves. The caller turns the staged blob into its row in one transaction and
 * must discard it if that fails.
 */
export function receiveUpload<T>(
  request: FastifyRequest,
  db: Database,
  limitBytes: number,
  rules: FileRequiredRules<T>,
): Promise<{ upload: T; file: StagedFile }>;
/** Without `fileRequiredKey` the file is optional (an update that keeps its file): null when none came. */
export function receiveUpload<T>(
  request: FastifyRequest,
  db: Database,
  limitBytes: number,
  rules: UploadRules<T>,
): Promise<{ upload: T; file: StagedFile | null }>;
export async function receiveUpload<T>(
  request: FastifyRequest,
  db: Database,
  limitBytes: number,
  rules: UploadRules<T> & { fileRequiredKey?: FileRequiredRules<T>["fileRequiredKey"] },
): Promise<{ upload: T; file: StagedFile | null }> {
  if (!request.isMultipart())
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", { messageKey: "UPLOAD_NOT_MULTIPART" });
  const partParams = { part: rules.jsonPart };
  let upload: { value: T } | null = null;
  let staged: StagedFile | null = null;
  let plan: InspectionPlan | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: limitBytes, files: 1, fields: 20, parts: 30, fieldSize: JSON_PART_LIMIT },
    });
    for await (const part of parts) {
      if (part.fieldname === rules.jsonPart) {
        upload = { value: rules.parseJson(await jsonOf(part, partParams)) };
        continue;
      }
      if (part.type === "field") continue;
      if (!upload)
        throw new AppError(400, "VALIDATION", {
          messageKey: "UPLOAD_JSON_AFTER_FILE",
          params: partParams,
          field: rules.jsonPart,
        });
      const file = { name: part.filename, contentType: part.mimetype };
      plan = await rules.planFor(upload.value, file);
      const inspector = new ContentInspector(plan);
      const blob = await streamIntoBlob(db, part.file, (piece) => inspector.write(piece));
      staged = { ...blob, fileName: file.name, contentType: file.contentType, encoding: null, entries: null };
      if (part.file.truncated) throw tooLarge(limitBytes);
      const result = await inspector.finish();
      if (!result.ok) throw rules.contentError(upload.value, file, result.problem);
      staged.encoding = result.encoding;
    }
    if (!upload)
      throw new AppError(400, "VALIDATION", {
        messageKey: "UPLOAD_JSON_MISSING",
        params: partParams,
        field: rules.jsonPart,
      });
    if (staged && plan?.content === "zip") {
      staged.entries = await zipEntryNames(db, staged);
      if (staged.entries === null)
        throw rules.contentError(upload.value, { name: staged.fileName }, { kind: "format", found: null });
    }
    if (!staged && rules.fileRequiredKey)
      throw new AppError(400, "VALIDATION", { messageKey: rules.fileRequiredKey, field: "file" });
    return { upload: upload.value, file: staged };
  } catch (error) {
    if (staged) await discardBlob(db, staged.blobId);
    throw translatePluginError(error, limitBytes, partParams);
  }
}

/** The JSON part: a text field, a field the plugin parsed (sent as application/json), or a small file part. */
async function jsonOf(part: MultipartFile | MultipartValue, params: { part: string }): Promise<unknown> {
  const invalid = () =>
    new AppError(400, "VALIDATION", { messageKey: "UPLOAD_JSON_INVALID", params, field: params.part });
  let text: unknown = part.type === "field" ? part.value : "";
  if (part.type === "file") {
    const pieces: Buffer[] = [];
    let size = 0;
    for await (const piece of part.file) {
      size += piece.length;
      if (size > JSON_PART_LIMIT) throw invalid();
      pieces.push(piece);
    }
    text = Buffer.concat(pieces).toString("utf8");
  }
  if (typeof text !== "string") return text;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid();
  }
}

function tooLarge(limitBytes: number): AppError {
  return new AppError(413, "FILE_TOO_LARGE", {
    messageKey: "FILE_TOO_LARGE",
    params: { limit: `${Math.floor(limitBytes / (1024 * 1024))} MB` },
    field: "file",
  });
}

/** The multipart plugin's own errors, in our words; anything else goes on unchanged. */
function translatePluginError(error: unknown, limitBytes: number, params: { part: string }): unknown {
  if (error instanceof AppError || typeof error !== "object" || error === null || !("code" in error))
    return error;
  switch (error.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge(limitBytes);
    case "FST_FILES_LIMIT":
      return new AppError(400, "VALIDATION", { messageKey: "FILE_MULTIPLE", field: "file" });
    case "FST_INVALID_JSON_FIELD_ERROR":
    case "FST_PROTO_VIOLATION":
      return new AppError(400, "VALIDATION", {
        messageKey: "UPLOAD_JSON_INVALID",
        params,
        field: params.part,
      });
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new AppError(400, "BAD_REQUEST", { messageKey: "BAD_REQUEST" });
    default:
      return error;
  }
}
