import { AppError } from "../lib/errors.ts";
import type { ContentProblem } from "./content-inspector.ts";

/** What the answer to an upload's refused bytes names besides the problem itself. */
export interface ContentErrorContext {
  fileName: string;
  /** the resource type the file was sent for (the encoding message names it) */
  type: string;
  /** the name says ZIP: bytes of no known format are then an unreadable archive */
  zip: boolean;
  /** the type's own answer to bytes of another format than the name says (`found`: what file-type saw) */
  formatError: (found: string | null) => AppError;
}

type RefusalKey =
  | "FILE_EMPTY"
  | "ZIP_UNREADABLE"
  | "FILE_XML_INVALID"
  | "ENCODING_NOT_ALLOWED"
  | "ENCODING_INVALID";

const refusal = (status: number, code: string, messageKey: RefusalKey, params: Record<string, string>) =>
  new AppError(status, code, { messageKey, params, field: "file" });

/**
 * The one answer to bytes that are not what the upload's name and type say (decision 13), for resources
 * and general resources alike: an empty file is bad input (400); every other problem is a 415 with the
 * message that says what is wrong — the type's own one for another format.
 */
export function contentProblemError(problem: ContentProblem, context: ContentErrorContext): AppError {
  const { fileName } = context;
  switch (problem.kind) {
    case "empty":
      return refusal(400, "VALIDATION", "FILE_EMPTY", { fileName });
    case "format":
      return context.zip && problem.found === null
        ? refusal(415, "FILE_CONTENT", "ZIP_UNREADABLE", { fileName })
        : context.formatError(problem.found);
    case "xml":
      return refusal(415, "FILE_CONTENT", "FILE_XML_INVALID", { fileName, reason: problem.reason });
    case "encoding": {
      const { verdict } = problem;
      return verdict.refused === "notAllowed"
        ? refusal(415, "FILE_ENCODING", "ENCODING_NOT_ALLOWED", {
            fileName,
            found: verdict.found,
            type: context.type,
            allowed: verdict.allowed.join(", "),
          })
        : refusal(415, "FILE_ENCODING", "ENCODING_INVALID", { fileName, found: verdict.found });
    }
  }
}
