import type { Right } from "@erhdb/domain";
import { type FormPart, multipartBody } from "../../multipart.ts";
import type { Session, Statistic } from "../callers.ts";
import type { MatrixSurvey } from "../fixtures.ts";
import { get, type Hidden, type MatrixCall, type MatrixContext, type MatrixRow, post, row } from "../rows.ts";
import { anyPermission, anyRight, or, superAdminRole, type Who } from "../who.ts";

/** The rights that let a role see every survey but the deleted ones (SPEC 6: who administers surveys). */
const SURVEY_ADMIN_RIGHTS: readonly Right[] = [
  "ERHEBUNGSID_CREATE",
  "ERHEBUNGSID_EDIT",
  "ERHEBUNGSID_DELETE",
  "ERHEBUNGSID_READ_ADMIN",
];

/**
 * Who sees an internal (not public and approved) survey of the statistic: SuperAdmin, whoever administers
 * surveys, and whoever holds a permission for its statistic and office (decision 8's visibility).
 */
export const seesSurvey = (where: Statistic): Who =>
  or(superAdminRole, anyRight(...SURVEY_ADMIN_RIGHTS), anyPermission(where));

/** A survey of the statistic, hidden from whoever does not see it; made up: ids no survey has (decision 34). */
export const hiddenSurvey = (where: Statistic): Hidden<MatrixSurvey> => ({
  sees: seesSurvey(where),
  unknown: (survey, ctx) => ctx.fx.unknownSurvey(survey),
});

/** The rights of the role LoggedUser, which the fixture accounts hold: who gives or edits it must hold them. */
export const LOGGED_USER_RIGHTS: readonly Right[] = ["COMMENTARY_READ"];

const columnCache = new Map<string, unknown>();

/**
 * The columns of a table as the caller's `tablestate` gives them (a refused caller: as SuperAdmin's), for
 * a query body.
 */
export async function columnsFor(ctx: MatrixContext, statePath: string, caller: Session): Promise<unknown> {
  for (const session of [caller, ctx.sessions.get("SuperAdmin")]) {
    const key = `${statePath} ${session?.caller.id}`;
    const cached = columnCache.get(key);
    if (cached) return cached;
    const res = await ctx.t.api({
      method: "GET",
      url: `${statePath}/tablestate`,
      token: session?.token ?? null,
    });
    if (res.statusCode === 200) {
      columnCache.set(key, res.json().columns);
      return res.json().columns;
    }
  }
  throw new Error(`no tablestate at ${statePath}`);
}

/** The rows of a list's table protocol (API.md): tablestate, a page, and the two CSV exports. */
export function tableRows(spec: {
  path: string;
  statePath?: string;
  allowed: Who;
  csv?: boolean;
}): MatrixRow[] {
  const statePath = spec.statePath ?? spec.path;
  const query = async (ctx: MatrixContext, caller: Session) => ({
    page: 0,
    size: 10,
    columns: await columnsFor(ctx, statePath, caller),
  });
  const rows = [
    row({
      operation: `GET ${statePath}/tablestate`,
      writes: false,
      allowed: spec.allowed,
      call: () => get(`${statePath}/tablestate`),
    }),
    row({
      operation: `POST ${spec.path}`,
      writes: false,
      allowed: spec.allowed,
      call: async (_, caller, ctx) => post(spec.path, await query(ctx, caller)),
    }),
  ];
  if (spec.csv === false) return rows;
  return [
    ...rows,
    row({
      operation: `POST ${spec.path}/csv`,
      writes: false,
      allowed: spec.allowed,
      call: async (_, caller, ctx) => post(`${spec.path}/csv`, await query(ctx, caller)),
    }),
    row({
      operation: `POST ${spec.path}/csv/all`,
      writes: false,
      allowed: spec.allowed,
      call: () => post(`${spec.path}/csv/all`),
    }),
  ];
}

/** A multipart/form-data call, as a browser's FormData sends it. */
export async function multipart(url: string, parts: readonly FormPart[]): Promise<MatrixCall> {
  const body = await multipartBody(parts);
  return post(url, body.payload, body.headers);
}

/** Rows of one operation on a fixture in statistic A and one in B. */
export function inAAndB(make: (where: Statistic) => MatrixRow): MatrixRow[] {
  return [make("A"), make("B")];
}
