import { type PermissionFlag, type Right, SUPER_ADMIN } from "@erhdb/domain";
import type { Caller, Statistic } from "./callers.ts";

/**
 * Who a row of the matrix allows, written by hand from SPEC 6/7, decisions 16/17 and issue 24, never
 * from a route's own access declaration (or the matrix could not fail).
 */
export type Who = (caller: Caller) => boolean;

export const everyone: Who = () => true;
export const nobody: Who = () => false;
export const loggedIn: Who = (c) => c.kind !== "anonymous";
/** the role SuperAdmin (its test account and the built-in admin) */
export const superAdminRole: Who = (c) => c.roleName === SUPER_ADMIN;

/** The caller's role holds the right (the role SuperAdmin holds every one). */
export const right =
  (wanted: Right): Who =>
  (c) =>
    c.rights.includes(wanted);
export const everyRight =
  (...wanted: Right[]): Who =>
  (c) =>
    wanted.every((r) => c.rights.includes(r));
export const anyRight =
  (...wanted: Right[]): Who =>
  (c) =>
    wanted.some((r) => c.rights.includes(r));

/**
 * The caller holds one of the flags for the fixture's statistic: on A, the flag callers holding one of
 * them; on B, nobody (a row adds `superAdminRole` where SuperAdmin passes every permission check).
 */
export const permission =
  (where: Statistic, ...flags: PermissionFlag[]): Who =>
  (c) =>
    where === "A" && c.flag !== null && flags.includes(c.flag);
/** any person permission at all for the fixture's statistic (what lets a survey be seen as one's own) */
export const anyPermission =
  (where: Statistic): Who =>
  (c) =>
    where === "A" && c.flag !== null;

export const or =
  (...whos: Who[]): Who =>
  (c) =>
    whos.some((who) => who(c));
export const and =
  (...whos: Who[]): Who =>
  (c) =>
    whos.every((who) => who(c));
