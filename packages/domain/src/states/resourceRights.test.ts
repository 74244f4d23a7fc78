import { describe, expect, it } from "vitest";
import { RIGHTS } from "../auth/rights.ts";
import { RESOURCE_TYPE_CODES } from "../codes/resourceTypes.ts";
import { OTHER_TARGET, person, superAdmin, TARGET, withFlags } from "../testing/persons.ts";
import {
  addableResourceTypes,
  canAddResourceType,
  canDeleteResourcesPhysically,
  canEditResourceType,
  defaultNewResourceType,
  hasResourceEditPermission,
  resourceActionRight,
} from "./resourceRights.ts";
import { RESOURCE_ACTIONS, type ResourceAction } from "./resourceStatus.ts";

const IT = ["99", "98"];
const SPECIALIST = RESOURCE_TYPE_CODES.filter((t) => !IT.includes(t));
/** SPEC 6's "resedit" as today's CoreBroker and StatDBAdmin hold it: RESOURCE_EDIT with RESOURCE_CREATE */
const resedit = person("CoreBroker", ["RESOURCE_EDIT", "RESOURCE_CREATE"]);
/** a custom role with RESOURCE_EDIT but without RESOURCE_CREATE */
const editOnly = person("Pruefer", ["RESOURCE_EDIT"]);

describe("adding and editing by type", () => {
  it("99 and 98 need RESOURCE_EDIT or it_res_rights", () => {
    for (const t of IT) {
      for (const check of [canAddResourceType, canEditResourceType]) {
        expect(check(resedit, t, TARGET)).toBe(true);
        expect(check(withFlags("it_res_rights"), t, TARGET)).toBe(true);
        expect(check(withFlags("res_rights"), t, TARGET)).toBe(false);
        expect(check(withFlags("it_res_rights"), t, OTHER_TARGET)).toBe(false);
      }
    }
  });

  it("97 to 86 need RESOURCE_EDIT or res_rights", () => {
    for (const t of SPECIALIST) {
      for (const check of [canAddResourceType, canEditResourceType]) {
        expect(check(resedit, t, OTHER_TARGET)).toBe(true);
        expect(check(withFlags("res_rights"), t, TARGET)).toBe(true);
        expect(check(withFlags("it_res_rights"), t, TARGET)).toBe(false);
        expect(check(withFlags("res_rights"), t, OTHER_TARGET)).toBe(false);
      }
    }
  });

  it("refuses nobody, other rights and unknown types; SuperAdmin may all", () => {
    for (const t of RESOURCE_TYPE_CODES) {
      expect(canAddResourceType(null, t, TARGET)).toBe(false);
      expect(canAddResourceType(person("X", ["RESOURCE_CREATE", "ERHEBUNGSID_EDIT"]), t, TARGET)).toBe(false);
      expect(canAddResourceType(withFlags("eid_rights", "mapping_rights"), t, TARGET)).toBe(false);
      expect(canAddResourceType(superAdmin(), t, OTHER_TARGET)).toBe(true);
    }
    expect(canAddResourceType(resedit, "96", TARGET)).toBe(false);
    expect(canAddResourceType(superAdmin(), "01", TARGET)).toBe(false);
  });

  it("RESOURCE_EDIT without RESOURCE_CREATE edits every type but adds none; RESOURCE_CREATE alone grants nothing", () => {
    const createOnly = person("FachAdmin", ["RESOURCE_CREATE"]);
    for (const t of RESOURCE_TYPE_CODES) {
      expect(canEditResourceType(editOnly, t, OTHER_TARGET)).toBe(true);
      expect(canAddResourceType(editOnly, t, OTHER_TARGET)).toBe(false);
      expect(canAddResourceType(createOnly, t, OTHER_TARGET)).toBe(false);
      expect(canEditResourceType(createOnly, t, OTHER_TARGET)).toBe(false);
    }
    expect(addableResourceTypes(editOnly, TARGET)).toEqual([]);
    // a per-statistic permission adds as SPEC 6 says, whatever the role holds
    const editOnlyWithFlag = person("Pruefer", ["RESOURCE_EDIT"], [{ res_rights: true }]);
    expect(addableResourceTypes(editOnlyWithFlag, TARGET)).toEqual(SPECIALIST);
    expect(addableResourceTypes(editOnlyWithFlag, OTHER_TARGET)).toEqual([]);
  });

  it("lists addable types and picks the default", () => {
    expect(addableResourceTypes(withFlags("it_res_rights"), TARGET)).toEqual(IT);
    expect(addableResourceTypes(withFlags("res_rights"), TARGET)).toEqual(SPECIALIST);
    expect(addableResourceTypes(resedit, TARGET)).toEqual(RESOURCE_TYPE_CODES);
    expect(defaultNewResourceType(resedit, TARGET)).toBe("99");
    expect(defaultNewResourceType(withFlags("it_res_rights"), TARGET)).toBe("99");
    expect(defaultNewResourceType(withFlags("res_rights"), TARGET)).toBe("97");
    expect(defaultNewResourceType(null, TARGET)).toBe("97");
  });
});

describe("hasResourceEditPermission", () => {
  const eid = "1231125400305";

  it("reads statistic id and office from the Erhebungsid", () => {
    expect(hasResourceEditPermission(withFlags("res_rights"), eid)).toBe(true);
    expect(hasResourceEditPermission(withFlags("it_res_rights"), eid)).toBe(true);
    expect(hasResourceEditPermission(withFlags("eid_rights"), eid)).toBe(false);
    expect(hasResourceEditPermission(withFlags("res_rights"), "1231125400306")).toBe(false);
    expect(hasResourceEditPermission(withFlags("res_rights"), "1231225400305")).toBe(false);
  });

  it("holds for RESOURCE_EDIT and SuperAdmin, never for malformed ids or nobody", () => {
    expect(hasResourceEditPermission(resedit, eid)).toBe(true);
    expect(hasResourceEditPermission(superAdmin(), eid)).toBe(true);
    expect(hasResourceEditPermission(superAdmin(), "123")).toBe(false);
    expect(hasResourceEditPermission(null, eid)).toBe(false);
  });
});

describe("resourceActionRight", () => {
  const survey = { erhebungsid: "1231125400305", status: 3, baseObjectId: 0, accessMode: true };

  it("checks the type's right first, then the states", () => {
    const res = { status: 0, resourcetype: "97" };
    expect(resourceActionRight("setUsable", withFlags("it_res_rights"), res, survey)).toBe("forbidden");
    expect(resourceActionRight("setUsable", withFlags("res_rights"), res, survey)).toBe("allowed");
    expect(resourceActionRight("lock", withFlags("res_rights"), res, survey)).toBe("conflict");
    expect(resourceActionRight("lock", withFlags("res_rights"), res, { ...survey, status: 2 })).toBe(
      "conflict",
    );
  });

  it("lets the role SuperAdmin alone delete physically, from any status (SPEC 6; decision 26)", () => {
    const used = { status: 8, resourcetype: "99" };
    expect(resourceActionRight("deletePhysical", superAdmin(), used, survey)).toBe("allowed");
    expect(resourceActionRight("deletePhysical", superAdmin(), { ...used, status: 0 }, survey)).toBe(
      "allowed",
    );
    // every right a role can hold, and every person permission, do not make up for the role's name
    const everything = person("StatDBAdmin", [...RIGHTS], [{ res_rights: true, it_res_rights: true }]);
    for (const who of [resedit, everything, withFlags("it_res_rights")]) {
      expect(resourceActionRight("deletePhysical", who, { ...used, status: 0 }, survey)).toBe("forbidden");
    }
    expect(canDeleteResourcesPhysically(superAdmin())).toBe(true);
    expect(canDeleteResourcesPhysically(everything)).toBe(false);
    expect(canDeleteResourcesPhysically(null)).toBe(false);
  });

  it("needs no right to download, only the state", () => {
    const usable = { status: 3, resourcetype: "99" };
    expect(resourceActionRight("download", null, usable, survey)).toBe("allowed");
    expect(resourceActionRight("download", null, usable, { ...survey, accessMode: false })).toBe("conflict");
  });

  it("refuses a malformed Erhebungsid as a missing right", () => {
    expect(
      resourceActionRight(
        "lock",
        superAdmin(),
        { status: 3, resourcetype: "99" },
        { ...survey, erhebungsid: "1" },
      ),
    ).toBe("forbidden");
  });
});

describe("every status × action × right", () => {
  const CARRIED = [0, 1, 2, 3, 8, 9, 10, 11] as const;
  /** SPEC 4's table and decision 13's two rows, spelt out again: the statuses each action is allowed from */
  const FROM: Readonly<Record<Exclude<ResourceAction, "download">, readonly number[]>> = {
    changeDescription: CARRIED,
    lock: [8, 3, 2, 1],
    setTestable: [8, 3, 0],
    setUsable: [0, 1, 2],
    changeUsability: [8, 3, 2, 1, 0],
    delete: [0],
    deleteButUsed: [8],
    deletePhysical: CARRIED,
    overwrite: [0, 1, 2],
  };
  /** who holds the right for a type: [person, types] (SPEC 6); physical delete is SuperAdmin's alone */
  const HOLDERS = [
    [null, []],
    [withFlags("eid_rights", "mapping_rights", "organisator"), []],
    [withFlags("it_res_rights"), IT],
    [withFlags("res_rights"), SPECIALIST],
    [resedit, RESOURCE_TYPE_CODES],
    [editOnly, RESOURCE_TYPE_CODES],
    [superAdmin(), RESOURCE_TYPE_CODES],
  ] as const;
  const open = { erhebungsid: "1231125400305", status: 0, baseObjectId: 0, accessMode: false };

  it("allows exactly what the right and the table allow, on open and on archived or deleted surveys", () => {
    for (const action of RESOURCE_ACTIONS.filter((a) => a !== "download")) {
      const from = FROM[action];
      for (const [who, types] of HOLDERS) {
        for (const resourcetype of ["99", "98", "97", "93", "86"]) {
          for (const status of CARRIED) {
            const granted =
              action === "deletePhysical"
                ? who?.role.name === "SuperAdmin"
                : (types as readonly string[]).includes(resourcetype);
            const expected = !granted ? "forbidden" : from.includes(status) ? "allowed" : "conflict";
            const verdict = resourceActionRight(action, who, { status, resourcetype }, open);
            expect(verdict, `${action} ${who?.role.name} ${resourcetype} ${status}`).toBe(expected);
            for (const closed of [2, 9]) {
              expect(
                resourceActionRight(action, who, { status, resourcetype }, { ...open, status: closed }),
              ).toBe(granted ? "conflict" : "forbidden");
            }
          }
        }
      }
    }
  });
});
