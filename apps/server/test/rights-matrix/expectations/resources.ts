import type { PermissionFlag } from "@erhdb/domain";
import type { Statistic } from "../callers.ts";
import type { MatrixSurvey } from "../fixtures.ts";
import { get, type Hidden, hiddenUnless, type MatrixContext, type MatrixRow, post, row } from "../rows.ts";
import {
  and,
  everyone,
  everyRight,
  loggedIn,
  nobody,
  or,
  permission,
  right,
  superAdminRole,
  type Who,
} from "../who.ts";
import { hiddenSurvey, multipart, seesSurvey, tableRows } from "./shared.ts";

/**
 * Resources (SPEC 2.4, 4, 6, 7 "Resources"; decision 13; issue 24). Types 99 and 98 are the IT staff's
 * (it_res_rights), every other type the specialists' (res_rights). Editing a resource of a type: its flag
 * for the survey, or RESOURCE_EDIT ("allows editing any resource type"). Adding one: its flag, or
 * RESOURCE_EDIT narrowed by RESOURCE_CREATE (issue 24: RESOURCE_CREATE may narrow who uploads, never
 * widen it). Physical delete: the role SuperAdmin alone (SPEC 6). A resource (or survey) hidden from the
 * caller answers every call that names it as an unknown one (404, decision 34), also to a role that holds
 * RESOURCE_EDIT but sees no such survey; a caller who sees it but lacks the right gets 403.
 */

const flagOf = (type: string): PermissionFlag =>
  type === "99" || type === "98" ? "it_res_rights" : "res_rights";
const editsType = (type: string, where: Statistic): Who =>
  or(right("RESOURCE_EDIT"), permission(where, flagOf(type)));
const addsType = (type: string, where: Statistic): Who =>
  or(everyRight("RESOURCE_EDIT", "RESOURCE_CREATE"), permission(where, flagOf(type)));

/** The three fixtures of a resource rule: a specialists' type and an IT type in A, a specialists' type in B. */
const KINDS: readonly { type: string; where: Statistic }[] = [
  { type: "97", where: "A" },
  { type: "99", where: "A" },
  { type: "97", where: "B" },
];
const kindName = ({ type, where }: { type: string; where: Statistic }) => `type ${type}, survey of ${where}`;

/** Internal resources show to their editors and to eid_rights (decision 8); public ones to everyone. */
const seesInternalResources = (where: Statistic): Who =>
  or(superAdminRole, right("RESOURCE_EDIT"), permission(where, "res_rights", "it_res_rights", "eid_rights"));

export interface ResourceFixture {
  survey: MatrixSurvey;
  id: number;
  key: string;
}

/** A live internal resource of a blocked internal survey: seen by whoever sees the survey and its internal resources. */
export const seesResource = (where: Statistic): Who => and(seesSurvey(where), seesInternalResources(where));

/** A resource hidden from whoever does not see it (`sees`); made up: ids and a key no resource has. */
export const hiddenResource = (sees: Who): Hidden<ResourceFixture> => ({
  sees,
  unknown: (resource, ctx) => ctx.fx.unknownResource(resource),
});

/** A status change of SPEC 4 from a status that allows it. */
function resourceChange(operation: string, status: number, call: (id: number) => ReturnType<typeof get>) {
  return KINDS.map((kind) =>
    row({
      operation,
      variant: kindName(kind),
      writes: true,
      allowed: and(seesResource(kind.where), editsType(kind.type, kind.where)),
      fixture: (ctx) => ctx.fx.resource(kind.where, { type: kind.type, status }),
      hidden: hiddenResource(seesResource(kind.where)),
      call: (resource) => call(resource.id),
    }),
  );
}

/**
 * A read of a resource's file that whoever sees the resource may make: a download, or its preview (issue
 * 38, a survey description with an XML file: `preview`).
 */
function downloads(
  operation: string,
  url: (resource: { id: number; key: string }) => string,
  kind: "file" | "preview" = "file",
): MatrixRow[] {
  const publicSurvey = { status: 3, accessMode: true };
  const make = (ctx: MatrixContext, where: Statistic, accessMode: boolean) =>
    kind === "file"
      ? ctx.fx.resource(where, { type: "97", status: 3, accessMode, survey: publicSurvey })
      : ctx.fx.previewResource(where, { status: 3, accessMode, survey: publicSurvey });
  return [
    row({
      operation,
      variant: "public usable resource of a public survey",
      writes: false,
      allowed: everyone,
      fixture: (ctx) => make(ctx, "A", true),
      call: (resource) => get(url(resource)),
    }),
    ...(["A", "B"] as const).map((where) =>
      row({
        operation,
        variant: `internal usable resource of a public survey of ${where}`,
        writes: false,
        allowed: seesInternalResources(where),
        // hidden from everyone else, anonymous callers too (decision 34)
        refusal: hiddenUnless(nobody),
        fixture: (ctx) => make(ctx, where, false),
        hidden: hiddenResource(seesInternalResources(where)),
        call: (resource) => get(url(resource)),
      }),
    ),
  ];
}

const xmlFile = () => ({
  name: "file",
  file: Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<erhebungsbeschreibung/>'),
  fileName: "beschreibung.xml",
  contentType: "text/xml",
});

export const RESOURCE_ROWS: MatrixRow[] = [
  ...tableRows({ path: "/resource", statePath: "/resources", allowed: loggedIn }),
  ...KINDS.map((kind) =>
    row({
      operation: "POST /eid/{id}/resource",
      variant: kindName(kind),
      writes: true,
      allowed: addsType(kind.type, kind.where),
      fixture: (ctx) => ctx.fx.survey(kind.where),
      // the survey first: one hidden from the caller is unknown to them (decisions 13, 34)
      hidden: hiddenSurvey(kind.where),
      call: (survey) =>
        multipart(`/eid/${survey.id}/resource`, [
          {
            name: "resource",
            value: JSON.stringify({
              description: "Neue Ressource",
              resourcetype: kind.type,
              specialization: "00",
              overwrite: false,
            }),
          },
          xmlFile(),
        ]),
    }),
  ),
  ...(["A", "B"] as const).map((where) =>
    row({
      operation: "GET /resource/erhebungsid/{id}",
      variant: `survey of ${where}`,
      writes: false,
      allowed: seesSurvey(where),
      refusal: hiddenUnless(nobody),
      fixture: (ctx) => ctx.fx.survey(where),
      hidden: hiddenSurvey(where),
      call: (survey) => get(`/resource/erhebungsid/${survey.erhebungsid}`),
    }),
  ),
  ...resourceChange("GET /resource/{id}/status/lock", 3, (id) => get(`/resource/${id}/status/lock`)),
  ...resourceChange("GET /resource/{id}/status/testable", 0, (id) => get(`/resource/${id}/status/testable`)),
  ...resourceChange("GET /resource/{id}/status/usable", 0, (id) => get(`/resource/${id}/status/usable`)),
  ...resourceChange("GET /resource/{id}/status/delete", 0, (id) => get(`/resource/${id}/status/delete`)),
  ...resourceChange("GET /resource/{id}/status/deletebutused", 8, (id) =>
    get(`/resource/${id}/status/deletebutused`),
  ),
  ...resourceChange("GET /resource/{id}/usability", 3, (id) => get(`/resource/${id}/usability`)),
  ...resourceChange("POST /resource/{id}/description", 0, (id) =>
    post(`/resource/${id}/description`, "Neue Beschreibung", { "content-type": "text/plain" }),
  ),
  row({
    operation: "POST /resource/{id}/delete",
    variant: "blocked resource, type 97, survey of A",
    writes: true,
    allowed: superAdminRole,
    fixture: (ctx) => ctx.fx.resource("A", { type: "97", status: 0 }),
    hidden: hiddenResource(seesResource("A")),
    call: (resource) => post(`/resource/${resource.id}/delete`),
  }),
  ...downloads("GET /resource/content/{id}", (resource) => `/resource/content/${resource.id}`),
  ...downloads(
    "GET /resource/content/resKey/{key}",
    (resource) => `/resource/content/resKey/${resource.key}`,
  ),
  ...downloads("GET /resource/{id}/preview", (resource) => `/resource/${resource.id}/preview`, "preview"),
  ...downloads(
    "GET /resource/{id}/preview/link",
    (resource) => `/resource/${resource.id}/preview/link`,
    "preview",
  ),
];
