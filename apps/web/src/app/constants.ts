/**
 * Product constants the web needs that packages/domain does not provide (yet); everything else
 * (timings, limits, storage keys, breakpoints) comes from @erhdb/domain.
 * TODO(domain): move these to @erhdb/domain and import them from there.
 * This file imports nothing, so every layer (api, auth, components, features, app) may use it.
 */

/** Contact data of the contact dialog (SPEC 1). TODO(domain) */
export const CONTACT = {
  organisation: "Statistisches Bundesamt",
  street: "Gustav-Stresemann-Ring 11",
  city: "65189 Wiesbaden",
  email: "erhebungsdatenbank@destatis.de",
} as const;

/** Object types of the shared action error builder (SPEC 8). TODO(domain) */
export const ERROR_OBJECTS = [
  "ERHEBUNGSID",
  "EVAS",
  "RESOURCE",
  "GENERAL_RESOURCE",
  "USER",
  "NEWSLETTER",
  "REQUEST",
  "ROLE",
  "USER_PERMISSION",
] as const;
export type ErrorObject = (typeof ERROR_OBJECTS)[number];

/** Actions of the shared action error builder (SPEC 8). TODO(domain) */
export const ERROR_ACTIONS = [
  "CREATE",
  "EDIT",
  "CONTINUE",
  "LOCK",
  "UNLOCK",
  "ARCHIVE",
  "DELETE",
  "DELETE_RIGOROS",
  "DOWNLOAD",
  "RETRIEVE",
  "ADD_PERMISSION",
  "SUBSCRIBE",
  "UNSUBSCRIBE",
  "APPROVE",
  "REJECT",
  "RESEND",
  "VERIFY",
  "RESET_PASSWORD",
] as const;
export type ErrorAction = (typeof ERROR_ACTIONS)[number];
