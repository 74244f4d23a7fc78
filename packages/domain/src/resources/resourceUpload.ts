import { z } from "zod";
import { hasValidFromBzr, isResourceTypeCode, isValidSpecialization } from "../codes/resourceTypes.ts";
import { isValidBzr } from "../identifiers/bzr.ts";

/**
 * The new-resource payload (SPEC 3; the `resource` part of `POST eid/{id}/resource`, API.md), shared by the
 * add-resource dialog and the server. The messages are SPEC 5's German texts, which the dialog shows as
 * they are; the server answers them in the caller's language (its catalogue has the issue keys).
 */
export const RESOURCE_MESSAGES = {
  descriptionRequired: "Bitte eine Beschreibung angeben",
  fileRequired: "Bitte eine Datei hochladen",
} as const;

export const RESOURCE_DESCRIPTION_MAX_LENGTH = 1000;

export interface NewResource {
  description: string;
  resourcetype: string;
  specialization: string;
  /** replace the newest version of the type and specialization instead of adding the next one */
  overwrite: boolean;
  /** the valid-from bzr of types 93 and 94; null for every other type */
  bzr: string | null;
}

export type NewResourceField = "description" | "resourcetype" | "specialization" | "overwrite" | "bzr";

/** A refused payload: the field it concerns and the key of its message. */
export interface NewResourceIssue {
  field: NewResourceField;
  key:
    | "RESOURCE_DESCRIPTION_REQUIRED"
    | "RESOURCE_DESCRIPTION_TOO_LONG"
    | "RESOURCE_TYPE_INVALID"
    | "RESOURCE_SPECIALIZATION_INVALID"
    | "RESOURCE_BZR_INVALID"
    | "RESOURCE_OVERWRITE_INVALID";
}

/** The JSON shape of the payload, before `parseNewResource` checks its rules (also what the API documents). */
export const newResourcePayloadShape = z.object({
  description: z.string().optional(),
  resourcetype: z.string(),
  specialization: z.string(),
  overwrite: z.boolean().optional(),
  bzr: z.string().nullish(),
});

const SHAPE_ISSUES: Readonly<Record<NewResourceField, NewResourceIssue["key"]>> = {
  description: "RESOURCE_DESCRIPTION_REQUIRED",
  resourcetype: "RESOURCE_TYPE_INVALID",
  specialization: "RESOURCE_SPECIALIZATION_INVALID",
  overwrite: "RESOURCE_OVERWRITE_INVALID",
  bzr: "RESOURCE_BZR_INVALID",
};

function isField(value: unknown): value is NewResourceField {
  return typeof value === "string" && Object.hasOwn(SHAPE_ISSUES, value);
}

/**
 * Checks a payload in the order the dialog's fields stand: description (required, SPEC 5), type (a code
 * of the table), specialization (one of the type's), valid-from bzr (required and valid for types 93 and
 * 94, dropped for the others). The first problem is the answer.
 */
export function parseNewResource(value: unknown): { resource: NewResource } | { issue: NewResourceIssue } {
  const parsed = newResourcePayloadShape.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    const named = isField(field) ? field : "resourcetype";
    return { issue: { field: named, key: SHAPE_ISSUES[named] } };
  }
  const input = parsed.data;
  const description = (input.description ?? "").trim();
  if (description === "" || description.includes("\u0000")) {
    return { issue: { field: "description", key: "RESOURCE_DESCRIPTION_REQUIRED" } };
  }
  if (description.length > RESOURCE_DESCRIPTION_MAX_LENGTH) {
    return { issue: { field: "description", key: "RESOURCE_DESCRIPTION_TOO_LONG" } };
  }
  if (!isResourceTypeCode(input.resourcetype)) {
    return { issue: { field: "resourcetype", key: "RESOURCE_TYPE_INVALID" } };
  }
  if (!isValidSpecialization(input.resourcetype, input.specialization)) {
    return { issue: { field: "specialization", key: "RESOURCE_SPECIALIZATION_INVALID" } };
  }
  const validFrom = hasValidFromBzr(input.resourcetype);
  if (validFrom && !isValidBzr(input.bzr ?? "")) {
    return { issue: { field: "bzr", key: "RESOURCE_BZR_INVALID" } };
  }
  return {
    resource: {
      description,
      resourcetype: input.resourcetype,
      specialization: input.specialization,
      overwrite: input.overwrite ?? false,
      bzr: validFrom ? (input.bzr ?? null) : null,
    },
  };
}

/** The new description of `POST resource/{id}/description` (plain text): the same rule as on upload. */
export function parseResourceDescription(
  text: string,
): { description: string } | { issue: NewResourceIssue } {
  const result = parseNewResource({ description: text, resourcetype: "99", specialization: "00" });
  return "issue" in result ? result : { description: result.resource.description };
}
