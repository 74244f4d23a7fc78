import { describe, expect, it } from "vitest";
import { RESOURCE_TYPE_CODES } from "../codes/resourceTypes.ts";
import { person, superAdmin, withFlags } from "../testing/persons.ts";
import { RESOURCE_STATUS_CODES } from "./resourceStatus.ts";
import {
  canSeeResource,
  canSeeResourceCounts,
  isResourceVisible,
  listVisibilityOf,
  type ResourceVisibility,
  resourceListVisibility,
  resourceVisibility,
} from "./resourceVisibility.ts";

// statistic 2311, office 05: the target of the persons in testing/persons.ts
const EID = "1231125400305";
const OTHER_OFFICE = "1231125400306";
const IT = ["99", "98"];
const SPECIALIST = RESOURCE_TYPE_CODES.filter((t) => !IT.includes(t));
const resedit = person("CoreBroker", ["RESOURCE_EDIT"]);
const statuses = RESOURCE_STATUS_CODES.filter((s) => s !== 99);

const visibleStatuses = (v: ResourceVisibility, accessMode: boolean, resourcetype = "97") =>
  statuses.filter((status) => isResourceVisible(v, { status, accessMode, resourcetype }));

describe("resourceVisibility", () => {
  it("shows anonymous callers, users without rights and other offices' editors the public ones", () => {
    expect(resourceVisibility(null, EID)).toEqual({ kind: "public" });
    expect(resourceVisibility(person("LoggedUser", ["COMMENTARY_READ", "ERHEBUNGSID_EDIT"]), EID)).toEqual({
      kind: "public",
    });
    expect(resourceVisibility(withFlags("mapping_rights", "organisator"), EID)).toEqual({ kind: "public" });
    expect(resourceVisibility(withFlags("res_rights", "eid_rights"), OTHER_OFFICE)).toEqual({
      kind: "public",
    });
    expect(resourceVisibility(superAdmin(), "123")).toEqual({ kind: "public" });
  });

  it("shows editors the internal ones, and the deleted ones of the types they may manage", () => {
    expect(resourceVisibility(withFlags("eid_rights"), EID)).toEqual({ kind: "internal", deletedTypes: [] });
    expect(resourceVisibility(withFlags("it_res_rights"), EID)).toEqual({
      kind: "internal",
      deletedTypes: IT,
    });
    expect(resourceVisibility(withFlags("res_rights"), EID)).toEqual({
      kind: "internal",
      deletedTypes: SPECIALIST,
    });
    for (const p of [resedit, superAdmin()]) {
      expect(resourceVisibility(p, OTHER_OFFICE)).toEqual({
        kind: "internal",
        deletedTypes: RESOURCE_TYPE_CODES,
      });
    }
  });
});

describe("isResourceVisible", () => {
  it("public: usable or used, public only", () => {
    expect(visibleStatuses({ kind: "public" }, true)).toEqual([3, 8]);
    expect(visibleStatuses({ kind: "public" }, false)).toEqual([]);
    expect(isResourceVisible({ kind: "public" }, { status: "8", accessMode: true, resourcetype: "99" })).toBe(
      true,
    );
  });

  it("internal: every status but the deleted, whatever the access mode", () => {
    const v = { kind: "internal", deletedTypes: ["99"] } as const;
    for (const accessMode of [true, false]) {
      expect(visibleStatuses(v, accessMode)).toEqual([0, 1, 2, 3, 8, 10]);
      expect(visibleStatuses(v, accessMode, "99")).toEqual([0, 1, 2, 3, 8, 9, 10, 11]);
    }
  });

  it("never shows a status no resource can carry", () => {
    const all = { kind: "internal", deletedTypes: RESOURCE_TYPE_CODES } as const;
    for (const status of [99, 4, "x"]) {
      expect(isResourceVisible(all, { status, accessMode: true, resourcetype: "99" })).toBe(false);
    }
  });
});

describe("canSeeResourceCounts", () => {
  it("holds for who may edit the survey's resources", () => {
    expect(canSeeResourceCounts(withFlags("res_rights"), EID)).toBe(true);
    expect(canSeeResourceCounts(withFlags("it_res_rights"), EID)).toBe(true);
    expect(canSeeResourceCounts(resedit, OTHER_OFFICE)).toBe(true);
    expect(canSeeResourceCounts(superAdmin(), EID)).toBe(true);
  });

  it("never for anonymous callers, eid_rights alone, other offices or other role rights", () => {
    expect(canSeeResourceCounts(null, EID)).toBe(false);
    expect(canSeeResourceCounts(withFlags("eid_rights", "mapping_rights"), EID)).toBe(false);
    expect(canSeeResourceCounts(withFlags("res_rights"), OTHER_OFFICE)).toBe(false);
    expect(canSeeResourceCounts(person("StatDB", ["ERHEBUNGSID_READ_ADMIN", "RESOURCE_CREATE"]), EID)).toBe(
      false,
    );
  });
});

describe("resourceListVisibility", () => {
  const people = [
    null,
    superAdmin(),
    resedit,
    withFlags("res_rights"),
    withFlags("it_res_rights", "mapping_rights"),
    withFlags("eid_rights"),
    withFlags("organisator"),
    person(
      "LoggedUser",
      [],
      [
        { statisticId: "2311", lkz: "05", res_rights: true },
        { statisticId: "2311", lkz: "06", it_res_rights: true, eid_rights: true },
      ],
    ),
  ];
  const surveys = [EID, OTHER_OFFICE, "1411125400305"];

  it("equals resourceVisibility on every survey", () => {
    for (const p of people) {
      const list = resourceListVisibility(p);
      for (const eid of surveys) {
        const target = { statisticId: eid.slice(1, 5), lkz: eid.slice(11, 13) };
        expect(listVisibilityOf(list, target), `${p?.role.name} ${eid}`).toEqual(resourceVisibility(p, eid));
      }
    }
  });

  it("is all for who may edit every resource, per target for everyone else", () => {
    expect(resourceListVisibility(superAdmin())).toEqual({ kind: "all" });
    expect(resourceListVisibility(resedit)).toEqual({ kind: "all" });
    expect(resourceListVisibility(null)).toEqual({ kind: "byTarget", internal: [] });
    expect(resourceListVisibility(withFlags("organisator"))).toEqual({ kind: "byTarget", internal: [] });
    expect(resourceListVisibility(withFlags("res_rights"))).toEqual({
      kind: "byTarget",
      internal: [{ target: { statisticId: "2311", lkz: "05" }, deletedTypes: SPECIALIST }],
    });
  });
});

describe("canSeeResource (who may name it, and download it)", () => {
  const survey = (status: number, accessMode: boolean) => ({
    erhebungsid: EID,
    statisticId: "2311",
    federalStateCode: "05",
    status,
    accessMode,
  });
  const resource = (status: number, accessMode = true) => ({ status, accessMode, resourcetype: "97" });
  const publicApproved = survey(3, true);

  it("shows everyone a usable or used public resource of a public approved survey", () => {
    for (const who of [null, person("LoggedUser"), withFlags("res_rights"), superAdmin()]) {
      expect(canSeeResource(who, resource(3), publicApproved)).toBe(true);
      expect(canSeeResource(who, resource(8), publicApproved)).toBe(true);
    }
  });

  it("hides a live resource that is not public from whoever is no editor of the survey, logged in or not", () => {
    for (const r of [resource(1), resource(3, false), resource(0), resource(10)]) {
      expect(canSeeResource(null, r, publicApproved)).toBe(false);
      expect(canSeeResource(person("LoggedUser"), r, publicApproved)).toBe(false);
      expect(canSeeResource(withFlags("eid_rights"), r, publicApproved)).toBe(true);
    }
  });

  it("hides every resource of a survey the caller may not see, and deleted ones not theirs to manage", () => {
    expect(canSeeResource(null, resource(3), survey(0, true))).toBe(false);
    expect(canSeeResource(person("LoggedUser"), resource(3), survey(3, false))).toBe(false);
    // RESOURCE_EDIT edits every type, but only on the surveys its holder sees
    expect(
      canSeeResource(person("Nur_RESOURCE_EDIT", ["RESOURCE_EDIT"]), resource(0), survey(0, false)),
    ).toBe(false);
    expect(canSeeResource(resedit, resource(0, false), survey(3, true))).toBe(true);
    for (const status of [9, 11]) {
      expect(canSeeResource(null, resource(status), publicApproved)).toBe(false);
      expect(canSeeResource(withFlags("eid_rights"), resource(status), publicApproved)).toBe(false);
      expect(canSeeResource(withFlags("res_rights"), resource(status), publicApproved)).toBe(true);
    }
    expect(canSeeResource(superAdmin(), resource(9), survey(9, false))).toBe(true);
  });

  it("shows the survey's editors every live resource of their surveys, blocked ones too", () => {
    const blockedSurvey = survey(0, false);
    expect(canSeeResource(withFlags("res_rights"), resource(0, false), blockedSurvey)).toBe(true);
    // mapping_rights sees the survey, not its internal resources
    expect(canSeeResource(withFlags("mapping_rights"), resource(0, false), blockedSurvey)).toBe(false);
  });
});
