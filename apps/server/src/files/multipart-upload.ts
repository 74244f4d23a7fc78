import type { Encoding } from "@erhdb/domain";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.ts";
import { AppError } from "../lib/errors.ts";
import { discardBlob, readBlob, type StoredBlob, streamIntoBlob } from "./blob-store.ts";
import {
  ContentInspector,
  type ContentProblem,
  type InspectionPlan,
  type InspectionResult,
} from "./content-inspector.ts";
import { zipEntryNames } from "./zip-entries.ts";

/** A file that streamed in, passed its checks and waits in a staging blob for its row (decision 13). */
export interface StagedFile extends StoredBlob {
  fileName: string;
  /** the content type it is stored and served with (`UploadPlan.storedType`) */
  contentType: string;
  /** the text encoding found and allowed; null for binary files and types without one */
  encoding: Encoding | null;
  /** a ZIP archive's entry names; null for other files */
  entries: string[] | null;
}

/** What a file's bytes must be, and the content type it is stored and served with. */
export interface UploadPlan extends InspectionPlan {
  /** the declared type where it was checked against a format; else application/octet-stream (SPEC 5's "any") */
  storedType: string;
}

export interface UploadRules<T> {
  /** the name of the JSON part that describes the file ("resource", "genericresource") */
  jsonPart: string;
  /** the described upload, or an AppError naming the refused field (400) */
  parseJson(value: unknown): T;
  /**
   * The name and declared type against the type's rules (throw a 415), and what the bytes must be. May
   * read the database (the type's encodings).
   */
  planFor(upload: T, file: { name: string; contentType: string }): Promise<UploadPlan>;
  /** the answer to bytes that are not what the name says */
  contentError(upload: T, file: { name: string }, problem: ContentProblem): AppError;
}

/** The rules of an upload that must bring a file, with the message key of a missing one (400). */
export interface FileRequiredRules<T> extends UploadRules<T> {
  fileRequiredKey: "FILE_REQUIRED" | "GENERIC_FILE_REQUIRED";
}

/** The JSON part is a few hundred bytes; more is no description of a file. */
const JSON_PART_LIMIT = 64 * 1024;

/** A file part as it streamed into its staging blob; `inspector` when its checks read along. */
interface ReceivedFile {
  name: string;
  declaredType: string;
  blob: StoredBlob;
  plan: UploadPlan | null;
  inspector: ContentInspector | null;
}

/**
 * Reads a multipart upload: the JSON part and at most one file, in either order (API.md). The file streams
 * into a staging blob; when the JSON came first, its name is checked before any byte is stored and its
 * content while it streams; when the file came first, both are checked on the staged bytes once the JSON
 * has come, with the same answers. Every refusal is an AppError naming the part; whatever was staged is
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
  const jsonRefusal = (messageKey: "UPLOAD_JSON_MISSING" | "UPLOAD_JSON_TWICE") =>
    new AppError(400, "VALIDATION", { messageKey, params: partParams, field: rules.jsonPart });
  let upload: { value: T } | null = null;
  let received: ReceivedFile | null = null;
  try {
    // No count of file parts by the plugin: the JSON part may be one too (a browser's FormData Blob,
    // API.md), so the loop below counts the one file and the one JSON part itself, refusing the second of
    // either as it begins; the part limit bounds the body.
    const parts = request.parts({
      limits: { fileSize: limitBytes, fields: 20, parts: 30, fieldSize: JSON_PART_LIMIT },
    });
    for await (const part of parts) {
      if (part.fieldname === rules.jsonPart) {
        // a second description could name a type the file was not checked for
        if (upload) throw jsonRefusal("UPLOAD_JSON_TWICE");
        upload = { value: rules.parseJson(await jsonOf(part, partParams)) };
        continue;
      }
      if (part.type === "field") continue;
      if (received) throw new AppError(400, "VALIDATION", { messageKey: "FILE_MULTIPLE", field: "file" });
      const file = { name: part.filename, contentType: part.mimetype };
      const plan = upload ? await rules.planFor(upload.value, file) : null;
      const inspector = plan ? new ContentInspector(plan) : null;
      const blob = await streamIntoBlob(db, part.file, (piece) => inspector?.write(piece));
      received = { name: file.name, declaredType: file.contentType, blob, plan, inspector };
      if (part.file.truncated) throw tooLarge(limitBytes);
    }
    if (!upload) throw jsonRefusal("UPLOAD_JSON_MISSING");
    if (!received) {
      if (rules.fileRequiredKey)
        throw new AppError(400, "VALIDATION", { messageKey: rules.fileRequiredKey, field: "file" });
      return { upload: upload.value, file: null };
    }
    return { upload: upload.value, file: await provenFile(db, rules, upload.value, received) };
  } catch (error) {
    if (received) await discardBlob(db, received.blob.blobId);
    throw translatePluginError(error, limitBytes, partParams);
  }
}

/**
 * The checks of a file against its description: those that read along while it streamed, or, for a file
 * that came before its JSON, the same checks on its staged bytes, read back one chunk at a time.
 */
async function provenFile<T>(
  db: Database,
  rules: UploadRules<T>,
  upload: T,
  received: ReceivedFile,
): Promise<StagedFile> {
  const file = { name: received.name, contentType: received.declaredType };
  const plan = received.plan ?? (await rules.planFor(upload, file));
  const result = received.inspector
    ? await received.inspector.finish()
    : await inspectStoredBlob(db, received.blob, plan);
  if (!result.ok) throw rules.contentError(upload, file, result.problem);
  const staged: StagedFile = {
    ...received.blob,
    fileName: file.name,
    contentType: plan.storedType,
    encoding: result.encoding,
    entries: null,
  };
  if (plan.content === "zip") {
    staged.entries = await zipEntryNames(db, staged);
    if (staged.entries === null) throw rules.contentError(upload, file, { kind: "format", found: null });
  }
  return staged;
}

/** The content checks on a stored blob, read one chunk at a time (a file that came first, the demo files). */
export async function inspectStoredBlob(
  db: Database,
  blob: Pick<StoredBlob, "blobId" | "size">,
  plan: InspectionPlan,
): Promise<InspectionResult> {
  const inspector = new ContentInspector(plan);
  for await (const piece of readBlob(db, blob.blobId, blob.size)) inspector.write(piece);
  return inspector.finish();
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
