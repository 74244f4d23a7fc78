import { describe, expect, it } from "vitest";
import { checkAccess } from "../auth/access.ts";
import { RIGHTS } from "../auth/rights.ts";
import { person } from "../testing/persons.ts";
import { ADMINISTRATION_GROUP_ACCESS, BASE_PATH, DRAWER_GROUPS, HOME_PATH, SCREENS } from "./screens.ts";

const screen = (path: string) => {
  const found = SCREENS.find((s) => s.path === path);
  if (!found) throw new Error(`no screen ${path}`);
  return found;
};

/** SPEC 2.1, "Routes gated by a right of the user's role". */
const GATED: Record<string, readonly string[]> = {
  "/users": ["USER_READ"],
  "/unassign": ["ERHEBUNGSID_READ_ADMIN"],
  "/encodings": ["RESTYPENCODING_READ"],
  "/processes": ["REQUEST_READ"],
  "/role-administration": ["ROLE_READ", "ROLE_EDIT"],
  "/monitoring": ["MONITORING_ACCESS"],
  "/dbquery": ["SQLEDITOR_ACCESS"],
  // issue 38
  "/webhooks": ["WEBHOOK_ADMIN"],
};

const PUBLIC_PATHS = [
  "/surveys",
  "/evas",
  "/evastree",
  "/requests",
  "/requestadminaccess",
  "/requeststatisticid",
  "/archiveerhebungsid",
  "/continueerhebungsid",
  "/editerhebungsid",
  "/genericresources",
  "/documentation",
  "/newsletter",
  "/newsletter/subscribe",
  "/newsletter/unsubscribe",
  "/newsletter/verify/subscribe",
  "/newsletter/verify/unsubscribe",
  "/newsletter/edit",
  "/privacy",
  "/imprint",
  "/accessibility",
  "/login",
  "/Show.html",
  "/show.html",
  "/password/reset",
  "/ticketstatus",
  "/Load.html",
  "/download.html",
  "/raw2html.xsl",
  "/res1html.xsl",
  "/res2html.xsl",
];

describe("SCREENS", () => {
  it("has each path once", () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gates every SPEC 2.1 route with exactly its rights", () => {
    for (const [path, rights] of Object.entries(GATED)) {
      expect(screen(path).access).toEqual({ kind: "rights", all: rights });
    }
  });

  it("grants a gated route with its rights and refuses it with all but one", () => {
    for (const [path, rights] of Object.entries(GATED)) {
      const access = screen(path).access;
      const needed = rights.filter((r) => RIGHTS.some((x) => x === r)) as (typeof RIGHTS)[number][];
      expect(checkAccess(person("X", needed), access)).toBe("granted");
      for (const missing of needed) {
        const rest = RIGHTS.filter((r) => r !== missing);
        expect(checkAccess(person("X", rest), access)).toBe("forbidden");
      }
      expect(checkAccess(null, access)).toBe("unauthenticated");
    }
  });

  it("keeps the public routes public", () => {
    for (const path of PUBLIC_PATHS) expect(screen(path).access).toEqual({ kind: "public" });
  });

  it("needs a session for resources, resource edit and settings", () => {
    for (const path of ["/resources", "/resourceedit", "/settings"]) {
      expect(screen(path).access).toEqual({ kind: "loggedIn" });
    }
  });

  it("covers exactly the public, logged-in and gated routes", () => {
    const expected = [...PUBLIC_PATHS, ...Object.keys(GATED), "/resources", "/resourceedit", "/settings"];
    expect(SCREENS.map((s) => s.path).sort()).toEqual(expected.sort());
  });

  it("puts the drawer groups in the order of SPEC 2.2", () => {
    const inGroup = (g: string) => SCREENS.filter((s) => s.drawer === g).map((s) => s.path);
    expect(DRAWER_GROUPS).toEqual(["views", "administration", "service", "information"]);
    expect(inGroup("views")).toEqual(["/surveys", "/evas", "/resources"]);
    expect(inGroup("administration")).toEqual([
      "/processes",
      "/users",
      "/role-administration",
      "/unassign",
      "/encodings",
      "/monitoring",
      "/dbquery",
      "/webhooks",
    ]);
    expect(inGroup("service")).toEqual(["/genericresources", "/documentation", "/newsletter"]);
    expect(inGroup("information")).toEqual(["/privacy", "/accessibility", "/imprint"]);
  });

  it("gives every screen a title key", () => {
    for (const s of SCREENS) expect(s.titleKey).toMatch(/^screen\.\w+$/);
  });
});

describe("administration group", () => {
  const GROUP_RIGHTS = [
    "REQUEST_READ",
    "USER_READ",
    "ROLE_READ",
    "USEREMAILADRESS_READ",
    "ERHEBUNGSID_READ_ADMIN",
    "RESTYPENCODING_READ",
    "MONITORING_ACCESS",
    "SQLEDITOR_ACCESS",
    "WEBHOOK_ADMIN",
  ] as const;

  it("shows with any one of its rights", () => {
    for (const r of GROUP_RIGHTS)
      expect(checkAccess(person("X", [r]), ADMINISTRATION_GROUP_ACCESS)).toBe("granted");
  });

  it("hides with every other right and for visitors", () => {
    const others = RIGHTS.filter((r) => !(GROUP_RIGHTS as readonly string[]).includes(r));
    expect(checkAccess(person("X", others), ADMINISTRATION_GROUP_ACCESS)).toBe("forbidden");
    expect(checkAccess(null, ADMINISTRATION_GROUP_ACCESS)).toBe("unauthenticated");
  });

  it("shows whenever one of its entries is reachable", () => {
    for (const s of SCREENS.filter((x) => x.drawer === "administration")) {
      if (s.access.kind !== "rights") throw new Error(`${s.path} is not gated`);
      expect(checkAccess(person("X", [...s.access.all]), ADMINISTRATION_GROUP_ACCESS)).toBe("granted");
    }
  });
});

describe("paths", () => {
  it("home is the surveys list under the base path", () => {
    expect(HOME_PATH).toBe("/surveys");
    expect(BASE_PATH).toBe("/erhebungsdatenbank");
  });
});
