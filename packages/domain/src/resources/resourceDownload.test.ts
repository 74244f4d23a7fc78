import { describe, expect, it } from "vitest";
import { person, superAdmin, withFlags } from "../testing/persons.ts";
import { downloadCounterOf, resourceDownloadVerdict } from "./resourceDownload.ts";

// statistic 2311, office 05: the target of the persons in testing/persons.ts
const survey = (status: number, accessMode: boolean) => ({
  erhebungsid: "1231125400305",
  statisticId: "2311",
  federalStateCode: "05",
  status,
  accessMode,
  baseObjectId: 0,
});
const resource = (status: number, accessMode = true) => ({ status, accessMode, resourcetype: "97" });
const publicApproved = survey(3, true);

describe("resourceDownloadVerdict", () => {
  it("gives everyone a usable or used public resource of a public approved survey", () => {
    for (const who of [null, person("LoggedUser"), withFlags("res_rights"), superAdmin()]) {
      expect(resourceDownloadVerdict(who, resource(3), publicApproved)).toBe("allowed");
      expect(resourceDownloadVerdict(who, resource(8), publicApproved)).toBe("allowed");
    }
  });

  it("asks anonymous callers to log in, and refuses others, for a live resource they do not see", () => {
    for (const r of [resource(1), resource(3, false), resource(0), resource(10)]) {
      expect(resourceDownloadVerdict(null, r, publicApproved)).toBe("unauthenticated");
      expect(resourceDownloadVerdict(person("LoggedUser"), r, publicApproved)).toBe("forbidden");
      expect(resourceDownloadVerdict(withFlags("eid_rights"), r, publicApproved)).toBe("allowed");
    }
  });

  it("answers not found where the caller may not know the resource: hidden survey, deleted resource", () => {
    expect(resourceDownloadVerdict(null, resource(3), survey(0, true))).toBe("notFound");
    expect(resourceDownloadVerdict(person("LoggedUser"), resource(3), survey(3, false))).toBe("notFound");
    for (const status of [9, 11]) {
      expect(resourceDownloadVerdict(null, resource(status), publicApproved)).toBe("notFound");
      expect(resourceDownloadVerdict(withFlags("eid_rights"), resource(status), publicApproved)).toBe(
        "notFound",
      );
      expect(resourceDownloadVerdict(withFlags("res_rights"), resource(status), publicApproved)).toBe(
        "allowed",
      );
    }
    expect(resourceDownloadVerdict(superAdmin(), resource(9), survey(9, false))).toBe("allowed");
  });

  it("lets the survey's editors download any live resource of their surveys, blocked ones too", () => {
    const blockedSurvey = survey(0, false);
    expect(resourceDownloadVerdict(withFlags("res_rights"), resource(0, false), blockedSurvey)).toBe(
      "allowed",
    );
    expect(resourceDownloadVerdict(withFlags("mapping_rights"), resource(0, false), blockedSurvey)).toBe(
      "forbidden",
    );
  });
});

describe("downloadCounterOf", () => {
  it("counts the core association as core, other staff as intern, the public as extern", () => {
    expect(downloadCounterOf({ office: "99" })).toBe("core");
    expect(downloadCounterOf({ office: "00" })).toBe("intern");
    expect(downloadCounterOf({ office: "09" })).toBe("intern");
    expect(downloadCounterOf(null)).toBe("extern");
  });
});
