import { describe, expect, it } from "vitest";
import { RESOURCE_TYPE_CODES } from "../codes/resourceTypes.ts";
import { person, superAdmin, withFlags } from "../testing/persons.ts";
import { RESOURCE_STATUS_CODES } from "./resourceStatus.ts";
import {
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
