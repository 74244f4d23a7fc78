import { z } from "zod";
import { isOfficeCode, isSurveyOfficeCode } from "../codes/offices.ts";
import { isValidBzr } from "../identifiers/bzr.ts";
import { ERHEBUNGSID_PATTERN } from "../identifiers/erhebungsid.ts";
import { EVAS_PATTERN, STATISTIC_ID_PATTERN } from "../identifiers/inputPatterns.ts";
import { personEmailSchema } from "../persons/personWrite.ts";
import { noNul, SURVEY_DESCRIPTION_MAX_LENGTH, surveyPeriodSchema } from "../surveys/surveyWrite.ts";
import { isRejectReasonLongEnough, PLACEHOLDER_EVAS, STATISTIK_ARTEN } from "./requestTypes.ts";

/**
 * The request forms (SPEC 2.22, 3 "Request", "Request specializing"; decision 17) and the staff's
 * decisions (SPEC 5 "Reject request"). Messages are i18n keys; the server answers a refused field with its
 * own message naming it.
 */
export const REQUEST_MESSAGE_KEYS = {
  required: "request.validation.required",
  email: "request.validation.email",
  tooLong: "request.validation.tooLong",
  statisticId: "request.validation.statisticId",
  erhebungsid: "request.validation.erhebungsid",
  bzr: "request.validation.bzr",
  evas: "request.validation.evas",
  noPermission: "request.validation.noPermission",
  noRight: "request.validation.noRight",
  rejectReason: "reject-reason",
} as const;

const K = REQUEST_MESSAGE_KEYS;
export const REQUEST_TEXT_MAX_LENGTH = 2000;
export const REQUEST_NAME_MAX_LENGTH = 100;
/** More permissions than this in one request is a slip, not a request. */
export const REQUEST_PERMISSIONS_MAX = 50;

const text = (max: number) =>
  z.string({ error: K.required }).trim().min(1, K.required).max(max, K.tooLong).refine(noNul, K.required);
const optionalText = (max: number) => z.string().trim().max(max, K.tooLong).refine(noNul).default("");
const mail = personEmailSchema;
const office = z.string({ error: K.required }).refine(isSurveyOfficeCode, K.required);
const erhebungsid = z.string({ error: K.erhebungsid }).regex(ERHEBUNGSID_PATTERN, K.erhebungsid);
const evasList = z.array(z.string().regex(EVAS_PATTERN, K.evas)).max(100);

/** The applicant (SPEC 3): who asks, and where the ticket link goes. */
export const applicantSchema = z.object({
  name: text(REQUEST_NAME_MAX_LENGTH),
  forename: text(REQUEST_NAME_MAX_LENGTH),
  mail,
  phonenumber: optionalText(50),
  federalStateCode: z.string({ error: K.required }).refine(isOfficeCode, K.required),
});
export type Applicant = z.output<typeof applicantSchema>;

/** What a survey request describes of the survey (NEW, UPDATE, CONTINUE). */
const surveyFields = {
  description: text(SURVEY_DESCRIPTION_MAX_LENGTH),
  evas: evasList,
  period: surveyPeriodSchema,
  bzr: z.string({ error: K.bzr }).refine(isValidBzr, K.bzr),
  federalStateCode: office,
};

/**
 * NEW_ERHEBUNGSID (the page /requeststatisticid): a new survey. `statisticId` names an existing statistic;
 * left out, acceptance gives the survey a statistic id of its own (`newStatisticId`, decision 39).
 * An empty EVAS list is chosen at acceptance (PLACEHOLDER_EVAS).
 */
export const newErhebungsidSchema = z.object({
  type: z.literal("NEW_ERHEBUNGSID"),
  ...surveyFields,
  statistikArt: z.enum(STATISTIK_ARTEN, { error: K.required }),
  statisticId: z.string().regex(STATISTIC_ID_PATTERN, K.statisticId).optional(),
});

/** UPDATE_ERHEBUNGSID: the survey's new data; CONTINUE_ERHEBUNGSID: its successor's (a new bzr). */
export const updateErhebungsidSchema = z.object({
  type: z.literal("UPDATE_ERHEBUNGSID"),
  erhebungsid,
  ...surveyFields,
  evas: evasList.min(1, K.evas),
});
export const continueErhebungsidSchema = updateErhebungsidSchema.extend({
  type: z.literal("CONTINUE_ERHEBUNGSID"),
});

export const archiveErhebungsidSchema = z.object({
  type: z.literal("ARCHIVE_ERHEBUNGSID"),
  erhebungsid,
  description: text(SURVEY_DESCRIPTION_MAX_LENGTH),
});

/** One permission asked for (SPEC 3); at least one right. */
export const requestedPermissionSchema = z
  .object({
    statisticId: z.string({ error: K.statisticId }).regex(STATISTIC_ID_PATTERN, K.statisticId),
    lkz: office,
    res_rights: z.boolean().default(false),
    it_res_rights: z.boolean().default(false),
    eid_rights: z.boolean().default(false),
    mapping_rights: z.boolean().default(false),
  })
  .refine((p) => p.res_rights || p.it_res_rights || p.eid_rights || p.mapping_rights, {
    message: K.noRight,
    path: ["rights"],
  });

/** REQUEST_RIGHTS (the page /requestadminaccess): permissions for the applicant's account. */
export const requestRightsSchema = z.object({
  type: z.literal("REQUEST_RIGHTS"),
  permissionList: z.array(requestedPermissionSchema).min(1, K.noPermission).max(REQUEST_PERMISSIONS_MAX),
  supervisorMail: mail,
});

/** RESET_RIGHTS (the page /requestadminaccess): every permission of the named account withdrawn. */
export const resetRightsSchema = z.object({
  type: z.literal("RESET_RIGHTS"),
  forename: text(REQUEST_NAME_MAX_LENGTH),
  name: text(REQUEST_NAME_MAX_LENGTH),
  mail,
  reason: text(REQUEST_TEXT_MAX_LENGTH),
});

export const requestSpecializingSchema = z.discriminatedUnion("type", [
  newErhebungsidSchema,
  updateErhebungsidSchema,
  continueErhebungsidSchema,
  archiveErhebungsidSchema,
  requestRightsSchema,
  resetRightsSchema,
]);
export type RequestSpecializing = z.output<typeof requestSpecializingSchema>;
export type RequestSpecializingInput = z.input<typeof requestSpecializingSchema>;

/**
 * `POST request/create` (public; API.md). `website` is a honeypot: the forms hide it from people, so a
 * value in it marks a robot; the server then answers as if it took the request and stores nothing.
 */
export const requestCreateSchema = z.object({
  requestSpecializing: requestSpecializingSchema,
  applicant: applicantSchema,
  substantiation: optionalText(REQUEST_TEXT_MAX_LENGTH),
  website: z.string().max(200).optional(),
});
export type RequestCreateInput = z.input<typeof requestCreateSchema>;
export type RequestCreate = z.output<typeof requestCreateSchema>;

/** `POST request/{id}/approve`: the substantiation (no minimum) and, for a NEW_ERHEBUNGSID without EVAS, the EVAS. */
export const requestApproveSchema = z.object({
  reason: optionalText(REQUEST_TEXT_MAX_LENGTH),
  evas: z.enum(PLACEHOLDER_EVAS).optional(),
});
export type RequestApprove = z.output<typeof requestApproveSchema>;

/** `POST request/reject/{id}`: a substantiation of more than 10 characters (SPEC 5). */
export const requestRejectSchema = z.object({
  reason: z
    .string({ error: K.rejectReason })
    .max(REQUEST_TEXT_MAX_LENGTH, K.tooLong)
    .refine(noNul, K.rejectReason)
    .refine(isRejectReasonLongEnough, K.rejectReason),
});
export type RequestReject = z.output<typeof requestRejectSchema>;

/**
 * `POST request/{id}/update`: staff note progress (a progress comment, kept in the history) and move the
 * status along the way that needs no decision: NEU -> IN_BEARBEITUNG (taken on), GENEHMIGT -> COMPLETED
 * (closed). Accept and decline have calls of their own.
 */
export const requestUpdateSchema = z.object({
  progressComment: optionalText(REQUEST_TEXT_MAX_LENGTH),
  actionStatus: z.enum(["IN_BEARBEITUNG", "COMPLETED"]).optional(),
});
export type RequestUpdate = z.output<typeof requestUpdateSchema>;

/** The status moves `POST request/{id}/update` may make, from -> to. */
export const REQUEST_UPDATE_MOVES: Readonly<Record<string, string>> = {
  NEU: "IN_BEARBEITUNG",
  GENEHMIGT: "COMPLETED",
};
