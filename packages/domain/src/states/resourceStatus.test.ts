import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ResourceAction, ResourceStatus } from "./resourceStatus.ts";
import {
  nextResourceStatus,
  RESOURCE_ACTIONS,
  RESOURCE_STATUS_CODES,
  RESOURCE_STATUS_I18N_KEYS,
  resourceActionAllowed,
  resourceStatusI18nKey,
  resourceStatusName,
  surveyTakesResourceChanges,
  toResourceStatus,
} from "./resourceStatus.ts";

const CARRIED: ResourceStatus[] = [0, 1, 2, 3, 8, 9, 10, 11];

/** SPEC 4, the resource table; physical delete is SuperAdmin's alone, from any status (decision 26). */
const FROM: Record<ResourceAction, ResourceStatus[]> = {
  download: [3, 8],
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

const publicApproved = { status: 3, baseObjectId: 0, accessMode: true };

describe("resource status codes", () => {
  it("are those of SPEC 4", () => {
    expect(RESOURCE_STATUS_CODES).toEqual([0, 1, 2, 3, 8, 9, 10, 11, 99]);
    expect(resourceStatusName(11)).toBe("deletedButUsed");
    expect(resourceStatusName("8")).toBe("used");
    expect(resourceStatusName(4)).toBeNull();
    expect(toResourceStatus("10")).toBe(10);
    expect(toResourceStatus("x")).toBeNull();
    expect(resourceStatusI18nKey(3)).toBe("resourceStatus.3");
    expect(resourceStatusI18nKey(5)).toBe("resourceStatus.unknown");
    expect(RESOURCE_STATUS_I18N_KEYS).toHaveLength(9);
  });
});

describe("resourceActionAllowed", () => {
  it("follows the table on a public, approved survey", () => {
    for (const action of RESOURCE_ACTIONS) {
      for (const status of CARRIED) {
        expect(resourceActionAllowed(action, { status }, publicApproved), `${action} ${status}`).toBe(
          FROM[action].includes(status),
        );
        expect(resourceActionAllowed(action, { status: String(status) }, publicApproved)).toBe(
          FROM[action].includes(status),
        );
      }
    }
  });

  it("allows nothing while the survey is archived or deleted", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESOURCE_ACTIONS),
        fc.constantFrom(...CARRIED),
        fc.constantFrom(2, 9, "2", "9"),
        fc.boolean(),
        (action, status, surveyStatus, accessMode) => {
          const survey = { status: surveyStatus, baseObjectId: 0, accessMode };
          expect(resourceActionAllowed(action, { status }, survey)).toBe(false);
        },
      ),
    );
  });

  it("downloads only from a public, approved survey", () => {
    for (const survey of [
      { status: 3, baseObjectId: 0, accessMode: false },
      { status: 0, baseObjectId: 0, accessMode: true },
      { status: 1, baseObjectId: 0, accessMode: true },
    ]) {
      expect(resourceActionAllowed("download", { status: 3 }, survey)).toBe(false);
    }
    expect(resourceActionAllowed("download", { status: 8 }, publicApproved)).toBe(true);
  });

  it("lets other actions ignore the survey's access mode and open status", () => {
    const internalBlocked = { status: 0, baseObjectId: 0, accessMode: false };
    expect(resourceActionAllowed("lock", { status: 3 }, internalBlocked)).toBe(true);
    expect(resourceActionAllowed("setUsable", { status: 1 }, { ...internalBlocked, status: 1 })).toBe(true);
  });

  it("allows physical delete from any status, but not on an archived or deleted survey", () => {
    for (const status of CARRIED) {
      expect(resourceActionAllowed("deletePhysical", { status }, publicApproved)).toBe(true);
      expect(resourceActionAllowed("delete", { status }, publicApproved)).toBe(status === 0);
      for (const closed of [2, 9]) {
        expect(
          resourceActionAllowed("deletePhysical", { status }, { ...publicApproved, status: closed }),
        ).toBe(false);
      }
    }
  });

  it("allows nothing for status 99 (a filter value), unknown statuses or an unknown survey status", () => {
    for (const action of RESOURCE_ACTIONS) {
      expect(resourceActionAllowed(action, { status: 99 }, publicApproved)).toBe(false);
      expect(resourceActionAllowed(action, { status: 5 }, publicApproved)).toBe(false);
      expect(resourceActionAllowed(action, { status: 0 }, { ...publicApproved, status: 4 })).toBe(false);
    }
  });
});

describe("nextResourceStatus", () => {
  it("moves lock → 0, testable → 1, usable → 3, delete → 9, delete-but-used → 11 from the allowed statuses", () => {
    const targets = { lock: 0, setTestable: 1, setUsable: 3, delete: 9, deleteButUsed: 11 } as const;
    for (const [action, target] of Object.entries(targets) as [keyof typeof targets, ResourceStatus][]) {
      for (const status of CARRIED) {
        expect(nextResourceStatus(action, status)).toBe(FROM[action].includes(status) ? target : null);
      }
    }
    expect(nextResourceStatus("lock", "x")).toBeNull();
  });
});

describe("surveyTakesResourceChanges", () => {
  it("is false for archived, deleted and unknown survey statuses only", () => {
    for (const status of [0, 1, 3, "3"])
      expect(surveyTakesResourceChanges({ status, baseObjectId: 0 })).toBe(true);
    for (const status of [2, 9, "9", 5])
      expect(surveyTakesResourceChanges({ status, baseObjectId: 0 })).toBe(false);
  });
});
