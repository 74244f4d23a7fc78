import type { AuthPerson, NewResource, ResourceAnswer } from "@erhdb/domain";
import {
  canAddResourceType,
  canSeeResourceCounts,
  composeResourceKey,
  FILE_FORMATS,
  formatOfFile,
  isEncodableResourceType,
  NEW_RESOURCE_STATUS,
  parseNewResource,
  permissionTargetOf,
  planResourceVersion,
  resourceActionRight,
  resourceFileFormats,
  resourceFileTypeError,
  storedContentType,
  VERDICT_HTTP_STATUS,
} from "@erhdb/domain";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { allowedEncodingsOfType } from "../../db/encodings.ts";
import type { Queryable } from "../../db/queryable.ts";
import { lockedSurvey, type SurveyRef, subjectOf, visibleSurvey } from "../../db/surveys.ts";
import { discardBlob, markBlobStored } from "../../files/blob-store.ts";
import { contentProblemError } from "../../files/content-errors.ts";
import type { ContentProblem } from "../../files/content-inspector.ts";
import { receiveUpload, type StagedFile, type UploadPlan } from "../../files/multipart-upload.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, forbidden } from "../../lib/errors.ts";
import { requireActions } from "../../lib/survey-authority.ts";
import { resourceAnswerOf } from "./answer.ts";
import * as repo from "./repository.ts";

export interface UploadOptions {
  uploadLimitBytes: number;
  now: () => Date;
}

const exhausted = () =>
  new AppError(VERDICT_HTTP_STATUS.conflict, "CONFLICT", { messageKey: "RESOURCE_VERSIONS_EXHAUSTED" });

/** The type's formats in both languages, for every message that names them. */
function formatParams(upload: Pick<NewResource, "resourcetype" | "specialization">) {
  const formats = resourceFileFormats(upload.resourcetype, upload.specialization);
  return resourceFileTypeError(upload.resourcetype, formats === "any" || formats === null ? [] : formats)
    .params;
}

/** Bytes that are not what the name says (415): the type's message, with the format the bytes have. */
function contentError(upload: NewResource, file: { name: string }, problem: ContentProblem): AppError {
  const params = { ...formatParams(upload), fileName: file.name };
  return contentProblemError(problem, {
    fileName: file.name,
    type: upload.resourcetype,
    // every other format problem, an unreadable ZIP too, is answered with the type's formats (SPEC 5)
    zip: false,
    formatError: (found) => {
      const named = found?.toUpperCase();
      return new AppError(415, "FILE_CONTENT", {
        messageKey: "FILE_CONTENT_MISMATCH",
        params: {
          ...params,
          found: named ? ` (erkannt: ${named})` : "",
          foundEn: named ? ` (found: ${named})` : "",
        },
        field: "file",
      });
    },
  });
}

/**
 * What the bytes of a resource file must be (decision 13): by the name and declared type, the format of
 * the type's rule it matches (else 415 naming the type and its formats), whose content kind the inspector
 * proves; for text files of the encodings' types, the encodings the type may have. A file of a type that
 * takes any format is stored and served as application/octet-stream.
 */
export async function resourceUploadPlan(
  db: Queryable,
  upload: Pick<NewResource, "resourcetype" | "specialization">,
  file: { name: string; contentType: string },
): Promise<UploadPlan> {
  const formats = resourceFileFormats(upload.resourcetype, upload.specialization) ?? "any";
  const format = formatOfFile(file, formats);
  if (formats !== "any" && format === null) {
    throw new AppError(415, "FILE_TYPE", {
      messageKey: "RESOURCE_FILE_TYPE",
      params: formatParams(upload),
      field: "file",
    });
  }
  const content = format === null ? "any" : FILE_FORMATS[format].content;
  const text = content === "xml" || content === "text";
  const encodings =
    text && isEncodableResourceType(upload.resourcetype)
      ? await allowedEncodingsOfType(db, upload.resourcetype)
      : null;
  return { content, encodings, storedType: storedContentType(file, formats) };
}

/**
 * `POST eid/{id}/resource` (decision 13): the payload and file checked as they stream in, then one
 * transaction that locks the survey, picks the version (next free, or the newest replaced with
 * `overwrite`), writes the row with its stored file and the audit record. Whatever fails leaves no row
 * and no bytes behind.
 */
export function createResourceUploadService(db: Database, options: UploadOptions) {
  async function commit(
    surveyRef: SurveyRef,
    upload: NewResource,
    file: StagedFile,
    person: AuthPerson | null,
    actor: Actor,
  ): Promise<ResourceAnswer> {
    return db.transaction().execute(async (trx) => {
      const survey = await lockedSurvey(trx, surveyRef);
      // the survey may have been archived or deleted while the file streamed in
      requireActions(person, subjectOf(survey), ["addResources"]);
      const line = {
        surveyId: survey.id,
        resourcetype: upload.resourcetype,
        specialization: upload.specialization,
        validFromBzr: upload.bzr,
      };
      const versions = await repo.versionsOf(trx, line);
      const plan = planResourceVersion(
        versions.map((v) => v.version),
        upload.overwrite,
      );
      if (plan.kind === "exhausted") throw exhausted();
      const now = options.now();
      const values = {
        description: upload.description,
        status: NEW_RESOURCE_STATUS,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        encoding: file.encoding,
        blobId: file.blobId,
      };
      let id: number;
      let before: (ResourceAnswer & { sha256: string | null }) | undefined;
      if (plan.kind === "replace") {
        const replaced = await repo.findResource(trx, versions.at(-1)?.id ?? 0, true);
        if (!replaced) throw new Error("the newest version vanished inside the transaction");
        if (resourceActionRight("overwrite", person, replaced, replaced.survey) !== "allowed") {
          throw new AppError(VERDICT_HTTP_STATUS.conflict, "CONFLICT", {
            messageKey: "RESOURCE_OVERWRITE_FORBIDDEN",
            params: { version: replaced.version },
            field: "overwrite",
          });
        }
        // the replaced file's checksum beside the new one's: the history names both (snapshot shape 3)
        before = {
          ...resourceAnswerOf(replaced, true),
          sha256: await repo.blobChecksum(trx, replaced.blobId),
        };
        id = replaced.id;
        await repo.replaceResourceFile(trx, id, values, now);
      } else {
        const version = String(plan.version).padStart(4, "0");
        const key = composeResourceKey({
          erhebungsid: survey.erhebungsid,
          resourceType: upload.resourcetype,
          specialization: upload.specialization,
          version,
          validFromBzr: upload.bzr,
        });
        id = await repo.insertResource(trx, { ...line, version, key }, values, now);
      }
      await markBlobStored(trx, file.blobId);
      const stored = await repo.findResource(trx, id);
      if (!stored) throw new Error("the uploaded resource vanished inside the transaction");
      const after = resourceAnswerOf(stored, true);
      await recordAudit(trx, actor, {
        action: plan.kind === "replace" ? "REPLACE_FILE" : "UPLOAD",
        entity: "resource",
        entityId: id,
        before,
        after: { ...after, erhebungsid: survey.erhebungsid, sha256: file.sha256 },
      });
      return resourceAnswerOf(stored, canSeeResourceCounts(person, survey.erhebungsid));
    });
  }

  /**
   * Rights before bytes: a caller who may add no resource to the survey (403), or a survey that takes no
   * resources (409), is refused before the file is read; the type's right is checked as soon as the
   * payload names it.
   */
  async function upload(
    request: FastifyRequest,
    surveyRef: SurveyRef,
    person: AuthPerson | null,
    actor: Actor,
  ) {
    const survey = await visibleSurvey(db, surveyRef, person);
    requireActions(person, subjectOf(survey), ["addResources"]);
    const target = permissionTargetOf(survey.erhebungsid);
    const { upload: payload, file } = await receiveUpload(request, db, options.uploadLimitBytes, {
      jsonPart: "resource",
      parseJson: (value) => {
        const parsed = parseNewResource(value);
        if ("issue" in parsed) {
          throw new AppError(400, "VALIDATION", { messageKey: parsed.issue.key, field: parsed.issue.field });
        }
        if (!target || !canAddResourceType(person, parsed.resource.resourcetype, target)) throw forbidden();
        return parsed.resource;
      },
      planFor: (upload, file) => resourceUploadPlan(db, upload, file),
      contentError,
      fileRequiredKey: "FILE_REQUIRED",
    });
    try {
      return await commit({ id: survey.id }, payload, file, person, actor);
    } catch (error) {
      await discardBlob(db, file.blobId);
      throw error;
    }
  }

  return { upload };
}
