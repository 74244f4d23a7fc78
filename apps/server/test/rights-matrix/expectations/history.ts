import type { Statistic } from "../callers.ts";
import { type MatrixSurvey, SURVEY_EVAS } from "../fixtures.ts";
import { get, type MatrixContext, type MatrixRow, post, row } from "../rows.ts";
import { and, loggedIn, or, permission, right, superAdminRole } from "../who.ts";
import { hiddenResource, seesResource } from "./resources.ts";
import { hiddenSurvey, seesSurvey } from "./shared.ts";
import { commentRefusal } from "./surveys.ts";

/**
 * The history of an object (issue 36, point 2): the right that guards its kind, then the object as the
 * caller sees it (a hidden one answers as an unknown one, decision 34); never anonymous callers.
 */

const where = (statistic: Statistic) => `survey of ${statistic}`;

/** A survey with one edit's record whose state is the survey's own: restoring it changes nothing but needs the edit. */
async function surveyWithRecord(ctx: MatrixContext, statistic: Statistic) {
  const survey = await ctx.fx.survey(statistic);
  const { statisticId, bzr, federalStateCode, period, description, accessMode } = survey;
  const after = {
    statisticId,
    bzr,
    federalStateCode,
    period,
    description,
    accessMode,
    evas: [{ evas: SURVEY_EVAS }],
  };
  const record = await ctx.t.db
    .insertInto("audit_log")
    .values({ action: "EDIT", entity: "survey", entity_id: String(survey.id), after: JSON.stringify(after) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ...survey, entryId: record.id };
}

const restoreUrl = (survey: MatrixSurvey & { entryId: number }) =>
  `/history/eid/${survey.erhebungsid}/${survey.entryId}/restore`;

export const HISTORY_ROWS: MatrixRow[] = [
  ...(["A", "B"] as const).map((statistic) =>
    row({
      operation: "GET /history/eid/{id}",
      variant: where(statistic),
      writes: false,
      allowed: and(right("COMMENTARY_READ"), seesSurvey(statistic)),
      refusal: commentRefusal,
      fixture: (ctx) => ctx.fx.survey(statistic),
      hidden: hiddenSurvey(statistic),
      call: (survey) => get(`/history/eid/${survey.erhebungsid}`),
    }),
  ),
  row({
    operation: "GET /history/evas/{id}",
    writes: false,
    allowed: loggedIn,
    fixture: (ctx) => ctx.fx.evas(),
    call: (evas) => get(`/history/evas/${evas.evas}`),
  }),
  row({
    operation: "GET /history/resource/{id}",
    variant: "blocked internal resource, survey of A",
    writes: false,
    allowed: seesResource("A"),
    fixture: (ctx) => ctx.fx.resource("A"),
    hidden: hiddenResource(seesResource("A")),
    call: (resource) => get(`/history/resource/${resource.id}`),
  }),
  row({
    operation: "GET /history/genericresource/{id}",
    writes: false,
    allowed: loggedIn,
    fixture: (ctx) => ctx.fx.genericResource(),
    call: (resource) => get(`/history/genericresource/${resource.id}`),
  }),
  row({
    operation: "GET /history/person/{id}",
    writes: false,
    allowed: right("USER_READ"),
    fixture: (ctx) => ctx.fx.person(),
    call: (person) => get(`/history/person/${person.id}`),
  }),
  row({
    operation: "GET /history/role/{id}",
    writes: false,
    allowed: right("ROLE_READ"),
    fixture: (ctx) => ctx.fx.role(),
    call: (role) => get(`/history/role/${role.id}`),
  }),
  row({
    operation: "GET /history/request/{id}",
    writes: false,
    allowed: right("REQUEST_READ"),
    fixture: (ctx) => ctx.fx.request(),
    call: (request) => get(`/history/request/${request.id}`),
  }),
  // a restore is the survey's edit: its rights (eid/{id}/update with nothing but a comment)
  row({
    operation: "POST /history/eid/{id}/{entryId}/restore",
    variant: where("A"),
    writes: true,
    allowed: or(superAdminRole, right("ERHEBUNGSID_EDIT"), permission("A", "eid_rights")),
    fixture: (ctx) => surveyWithRecord(ctx, "A"),
    hidden: {
      sees: seesSurvey("A"),
      unknown: (survey, ctx) => ({ ...ctx.fx.unknownSurvey(survey), entryId: survey.entryId }),
    },
    call: (survey) => post(restoreUrl(survey), { comment: "Matrix" }),
  }),
  // a role's restore is role/update: ROLE_EDIT; a record without rights takes them away, which is no grant
  row({
    operation: "POST /history/role/{id}/{entryId}/restore",
    writes: true,
    allowed: right("ROLE_EDIT"),
    fixture: async (ctx) => {
      const role = await ctx.fx.role(["COMMENTARY_READ"]);
      const record = await ctx.t.db
        .insertInto("audit_log")
        .values({
          action: "EDIT",
          entity: "role",
          entity_id: String(role.id),
          after: JSON.stringify({ id: role.id, name: role.name, acls: [] }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: role.id, entryId: record.id };
    },
    call: (role) => post(`/history/role/${role.id}/${role.entryId}/restore`),
  }),
];
