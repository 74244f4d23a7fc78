import { describe, expect, it } from "vitest";
import {
  genericResourceEventKind,
  isSurveyPublic,
  PUBLIC_EVENT_KINDS,
  PUBLIC_EVENT_OBJECT,
  resourceEventKind,
  surveyEventKind,
} from "./publicEvents.ts";

const survey = (status: number, accessMode: boolean) => ({
  status,
  accessMode,
  statisticId: "1261",
  federalStateCode: "09",
});
const resource = (status: number, accessMode: boolean) => ({ status, accessMode, resourcetype: "97" });
const generic = (accessMode: boolean, blobId = 1, version = "0001") => ({ accessMode, blobId, version });

describe("surveyEventKind", () => {
  it("publishes a survey approved with public access, or made public while approved", () => {
    for (const status of [0, 1])
      expect(surveyEventKind(survey(status, true), survey(3, true))).toBe("SURVEY_PUBLISHED");
    expect(surveyEventKind(survey(3, false), survey(3, true))).toBe("SURVEY_PUBLISHED");
  });

  it("withdraws a public survey archived, blocked, made non-public or deleted (logically or for good)", () => {
    for (const after of [survey(2, true), survey(0, true), survey(3, false), survey(9, true), null]) {
      expect(surveyEventKind(survey(3, true), after), JSON.stringify(after)).toBe("SURVEY_WITHDRAWN");
    }
  });

  it("is no event where a visitor saw the survey neither before nor after, or both times", () => {
    expect(surveyEventKind(survey(0, false), survey(3, false))).toBeNull();
    expect(surveyEventKind(null, survey(0, true))).toBeNull();
    expect(surveyEventKind(survey(3, false), null)).toBeNull();
    expect(surveyEventKind(survey(3, true), survey(3, true))).toBeNull();
  });

  it("calls public what a visitor without a session sees", () => {
    expect(isSurveyPublic(survey(3, true))).toBe(true);
    expect(isSurveyPublic(survey(1, true))).toBe(false);
  });
});

describe("resourceEventKind", () => {
  it("publishes a public resource becoming usable from any status, and a usable one made public", () => {
    for (const status of [0, 1, 2]) {
      expect(resourceEventKind(resource(status, true), resource(3, true))).toBe("RESOURCE_PUBLISHED");
    }
    expect(resourceEventKind(resource(3, false), resource(3, true))).toBe("RESOURCE_PUBLISHED");
  });

  it("withdraws a public usable or used resource locked, set testable, made internal or deleted", () => {
    for (const [before, after] of [
      [resource(3, true), resource(0, true)],
      [resource(8, true), resource(1, true)],
      [resource(3, true), resource(3, false)],
      [resource(8, true), resource(11, true)],
      [resource(3, true), null],
    ] as const) {
      expect(resourceEventKind(before, after), JSON.stringify([before, after])).toBe("RESOURCE_WITHDRAWN");
    }
  });

  it("is no event for an internal resource made usable, nor for any change a visitor cannot see", () => {
    expect(resourceEventKind(resource(1, false), resource(3, false))).toBeNull();
    expect(resourceEventKind(resource(0, false), resource(1, true))).toBeNull();
    expect(resourceEventKind(resource(3, true), resource(3, true))).toBeNull();
    expect(resourceEventKind(null, resource(0, true))).toBeNull();
  });
});

describe("genericResourceEventKind", () => {
  it("publishes a general resource created or made public, and a public one's new file or version", () => {
    expect(genericResourceEventKind(null, generic(true))).toBe("GENERIC_RESOURCE_PUBLISHED");
    expect(genericResourceEventKind(generic(false), generic(true))).toBe("GENERIC_RESOURCE_PUBLISHED");
    expect(genericResourceEventKind(generic(true), generic(true, 2))).toBe("GENERIC_RESOURCE_PUBLISHED");
    expect(genericResourceEventKind(generic(true), generic(true, 1, "0002"))).toBe(
      "GENERIC_RESOURCE_PUBLISHED",
    );
  });

  it("withdraws a public one made internal or deleted; nothing else is an event", () => {
    expect(genericResourceEventKind(generic(true), generic(false))).toBe("GENERIC_RESOURCE_WITHDRAWN");
    expect(genericResourceEventKind(generic(true), null)).toBe("GENERIC_RESOURCE_WITHDRAWN");
    expect(genericResourceEventKind(generic(true), generic(true))).toBeNull();
    expect(genericResourceEventKind(null, generic(false))).toBeNull();
    expect(genericResourceEventKind(generic(false), generic(false, 2))).toBeNull();
    expect(genericResourceEventKind(generic(false), null)).toBeNull();
  });
});

it("names one kind of object for every kind", () => {
  expect(Object.keys(PUBLIC_EVENT_OBJECT).sort()).toEqual([...PUBLIC_EVENT_KINDS].sort());
});
