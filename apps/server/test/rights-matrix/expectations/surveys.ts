import { type Caller, STATISTICS, type Statistic } from "../callers.ts";
import { type MatrixSurvey, OTHER_EVAS, SURVEY_EVAS } from "../fixtures.ts";
import { get, hiddenUnless, type MatrixRow, post, type Refusal, row } from "../rows.ts";
import { and, everyone, nobody, or, permission, right, superAdminRole, type Who } from "../who.ts";
import { hiddenSurvey, inAAndB, seesSurvey, tableRows } from "./shared.ts";

/**
 * Surveys (SPEC 2.4, 4, 5 "Survey save", 6, 7 "Eid"; ARCHITECTURE 7). Writes need a role right or the
 * person permission for the survey's statistic id and office. A survey hidden from the caller answers every
 * call that names it (reads and writes) as an unknown one (404, decision 34); a caller who sees it but
 * lacks the right gets 403.
 */

const SURVEY_STATUS = { blocked: 0, approved: 3 } as const;

/** The survey's own data, as the edit dialog sends it back, with changes. */
const surveyBody = (survey: MatrixSurvey, changes: Record<string, unknown> = {}) => ({
  statisticId: survey.statisticId,
  bzr: survey.bzr,
  federalStateCode: survey.federalStateCode,
  period: survey.period,
  description: survey.description,
  accessMode: survey.accessMode,
  evas: [SURVEY_EVAS],
  comment: "Matrix",
  ...changes,
});

/** SPEC 6: eid_rights edits, approves and blocks; the role's ERHEBUNGSID_EDIT does so everywhere. */
const edits = (where: Statistic) =>
  or(superAdminRole, right("ERHEBUNGSID_EDIT"), permission(where, "eid_rights"));
/** archive and logical delete: ERHEBUNGSID_DELETE, or eid_rights for the survey */
const removes = (where: Statistic) =>
  or(superAdminRole, right("ERHEBUNGSID_DELETE"), permission(where, "eid_rights"));
/**
 * The EVAS of a survey: mapping_rights for it (SPEC 2.4, 6), and ERHEBUNGSID_EDIT, which "shows EVAS edit
 * controls" (SPEC 6; issue 24: not only a comment).
 */
const mapsEvas = (where: Statistic) =>
  or(superAdminRole, right("ERHEBUNGSID_EDIT"), permission(where, "mapping_rights"));

const where = (statistic: Statistic) => `survey of ${statistic}`;
/** a survey hidden from the caller answers as an unknown one, to anonymous callers too */
const hidden = hiddenUnless(nobody);

/** A status change of a survey in the status it allows (ARCHITECTURE 7). */
function transition(path: string, status: number, allowed: (statistic: Statistic) => Who) {
  return inAAndB((statistic) =>
    row({
      operation: `POST /eid/{id}/${path}`,
      variant: where(statistic),
      writes: true,
      allowed: allowed(statistic),
      fixture: (ctx) => ctx.fx.survey(statistic, { status }),
      hidden: hiddenSurvey(statistic),
      call: (survey) => post(`/eid/${survey.id}/${path}`, { comment: "Matrix" }),
    }),
  );
}

/** A read of one survey that shows it only to who may see it (everyone else: 404). */
function visibleRead(operation: string, url: (survey: MatrixSurvey) => string) {
  return inAAndB((statistic) =>
    row({
      operation,
      variant: where(statistic),
      writes: false,
      allowed: seesSurvey(statistic),
      refusal: hidden,
      fixture: (ctx) => ctx.fx.survey(statistic),
      hidden: hiddenSurvey(statistic),
      call: (survey) => get(url(survey)),
    }),
  );
}

/** Comments need COMMENTARY_READ (403 without) and a survey the caller sees (404 otherwise). */
export const commentRefusal = (c: Caller): Refusal =>
  c.kind === "anonymous" ? 401 : c.rights.includes("COMMENTARY_READ") ? 404 : 403;

export const SURVEY_ROWS: MatrixRow[] = [
  ...tableRows({ path: "/eid", allowed: everyone }),
  ...tableRows({ path: "/eid/baseObjectId", allowed: right("ERHEBUNGSID_READ_ADMIN"), csv: false }),
  ...visibleRead("GET /eid/erhebungsid/{id}", (survey) => `/eid/erhebungsid/${survey.erhebungsid}`),
  row({
    operation: "GET /eid/erhebungsid/{id}/show",
    variant: "public approved survey",
    writes: false,
    // the public Show page answers what anyone may see, whoever asks
    allowed: everyone,
    fixture: (ctx) => ctx.fx.survey("A", { status: SURVEY_STATUS.approved, accessMode: true }),
    call: (survey) => get(`/eid/erhebungsid/${survey.erhebungsid}/show`),
  }),
  row({
    operation: "POST /eid/minimalized",
    writes: false,
    allowed: everyone,
    call: () => post("/eid/minimalized", { size: 10 }),
  }),
  row({
    operation: "POST /eid/create",
    variant: where("A"),
    writes: true,
    // no person permission creates a survey (SPEC 6: the add button needs the create permission)
    allowed: right("ERHEBUNGSID_CREATE"),
    fixture: async (ctx) => ctx.fx.bzr(),
    call: (bzr) =>
      post("/eid/create", {
        statisticId: STATISTICS.A.statisticId,
        bzr,
        federalStateCode: STATISTICS.A.lkz,
        period: 3,
        description: "Neue Erhebung",
        accessMode: false,
        evas: [SURVEY_EVAS],
        comment: "Matrix",
      }),
  }),
  ...inAAndB((statistic) =>
    row({
      operation: "POST /eid/continue",
      variant: where(statistic),
      writes: true,
      allowed: or(superAdminRole, right("ERHEBUNGSID_CREATE"), permission(statistic, "eid_rights")),
      fixture: async (ctx) => ({ predecessor: await ctx.fx.survey(statistic), bzr: ctx.fx.bzr() }),
      // the predecessor, named by its Erhebungsid in the body
      hidden: {
        sees: seesSurvey(statistic),
        unknown: (fixture, ctx) => ({ ...fixture, predecessor: ctx.fx.unknownSurvey(fixture.predecessor) }),
      },
      call: ({ predecessor, bzr }) =>
        post("/eid/continue", { ...surveyBody(predecessor, { bzr }), erhebungsid: predecessor.erhebungsid }),
    }),
  ),
  row({
    operation: "GET /eid/baseObjectId/{id}/unassign",
    variant: "survey of A assigned to a base object",
    writes: true,
    // the unassign list shows its holders every assigned survey, whatever its status: none is hidden
    allowed: right("ERHEBUNGSID_READ_ADMIN"),
    fixture: (ctx) => ctx.fx.survey("A", { baseObjectId: 4711 }),
    call: (survey) => get(`/eid/baseObjectId/${survey.id}/unassign`),
  }),
  ...inAAndB((statistic) =>
    row({
      operation: "POST /eid/{id}/update",
      variant: `EVAS added, ${where(statistic)}`,
      writes: true,
      allowed: mapsEvas(statistic),
      fixture: (ctx) => ctx.fx.survey(statistic),
      hidden: hiddenSurvey(statistic),
      call: (survey) =>
        post(`/eid/${survey.id}/update`, surveyBody(survey, { evas: [SURVEY_EVAS, OTHER_EVAS] })),
    }),
  ),
  row({
    operation: "POST /eid/{id}/update",
    variant: `a comment only, ${where("A")}`,
    writes: true,
    allowed: edits("A"),
    fixture: (ctx) => ctx.fx.survey("A"),
    hidden: hiddenSurvey("A"),
    call: (survey) => post(`/eid/${survey.id}/update`, surveyBody(survey)),
  }),
  row({
    operation: "POST /eid/{id}/update",
    variant: `description changed, ${where("A")}`,
    writes: true,
    // bzr, office, period and description: SuperAdmin only (SPEC 5 "Survey save")
    allowed: superAdminRole,
    fixture: (ctx) => ctx.fx.survey("A"),
    hidden: hiddenSurvey("A"),
    call: (survey) =>
      post(`/eid/${survey.id}/update`, surveyBody(survey, { description: "Neu beschrieben" })),
  }),
  ...transition("lock", SURVEY_STATUS.approved, edits),
  ...transition("unlock", SURVEY_STATUS.blocked, edits),
  ...transition("archive", SURVEY_STATUS.blocked, removes),
  ...transition("delete", SURVEY_STATUS.blocked, removes),
  row({
    operation: "POST /eid/{id}/deleterigoros",
    variant: where("A"),
    writes: true,
    allowed: superAdminRole,
    fixture: (ctx) => ctx.fx.survey("A"),
    hidden: hiddenSurvey("A"),
    call: (survey) => post(`/eid/${survey.id}/deleterigoros`, { comment: "Matrix" }),
  }),
  ...inAAndB((statistic) =>
    row({
      operation: "GET /commentary/eid/{id}",
      variant: where(statistic),
      writes: false,
      allowed: and(right("COMMENTARY_READ"), seesSurvey(statistic)),
      refusal: commentRefusal,
      fixture: (ctx) => ctx.fx.survey(statistic),
      hidden: hiddenSurvey(statistic),
      call: (survey) => get(`/commentary/eid/${survey.id}`),
    }),
  ),
  ...visibleRead("GET /eid/erhebungsid/links/{id}", (survey) => `/eid/erhebungsid/links/${survey.id}`),
  ...inAAndB((statistic) =>
    row({
      operation: "POST /eid/erhebungsid/links/create/{id}",
      variant: where(statistic),
      writes: true,
      allowed: edits(statistic),
      fixture: (ctx) => ctx.fx.survey(statistic),
      hidden: hiddenSurvey(statistic),
      call: (survey) =>
        post(`/eid/erhebungsid/links/create/${survey.id}`, {
          content: "https://example.org/neu",
          description: "Neuer Link",
        }),
    }),
  ),
  ...inAAndB((statistic) =>
    row({
      operation: "GET /eid/erhebungsid/links/delete/{id}",
      variant: `link of a ${where(statistic)}`,
      writes: true,
      allowed: edits(statistic),
      fixture: (ctx) => ctx.fx.link(statistic),
      // a link is hidden with its survey
      hidden: { sees: seesSurvey(statistic), unknown: (_, ctx) => ({ id: ctx.fx.unknownId() }) },
      call: (link) => get(`/eid/erhebungsid/links/delete/${link.id}`),
    }),
  ),
];
