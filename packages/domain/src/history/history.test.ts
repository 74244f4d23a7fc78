import { describe, expect, it } from "vitest";
import { person, superAdmin, withFlags } from "../testing/persons.ts";
import {
  type HistoryReader,
  historyChanges,
  historyQuerySchema,
  isHistoryPartAction,
  SNAPSHOT_SHAPE,
} from "./history.ts";

const ERHEBUNGSID = "1231125400305";

const resource = (mutableKey: string, status: number, accessMode: boolean) => ({
  id: Number(mutableKey.slice(-2)),
  resourcetype: "01",
  specialization: "00",
  description: "Fragebogen",
  mutableKey,
  status,
  accessMode,
  updating: "2026-01-01T00:00:00.000Z",
  fileName: "f.pdf",
  contentType: "application/pdf",
  size: 10,
  encoding: null,
});

/** A survey snapshot as surveys/answer.ts writes it (SurveyAnswer, the actor's resources among it). */
const survey = (changes: Record<string, unknown> = {}) => ({
  id: 7,
  erhebungsid: ERHEBUNGSID,
  statisticId: "2311",
  bzr: "254003",
  federalStateCode: "05",
  period: 1,
  description: "Bautätigkeit",
  evas: [
    { evas: "31111", description: "Baugenehmigungen", closing: null },
    { evas: "31121", description: "Baufertigstellungen", closing: null },
  ],
  status: 0,
  accessMode: false,
  baseObjectId: 0,
  predecessorId: null,
  links: [],
  resources: [resource("1231125400305010000012540030001", 0, false)],
  updating: "2026-01-02T10:00:00.000Z",
  ...changes,
});

const reader = (person: HistoryReader["person"], emails = false): HistoryReader => ({ person, emails });

describe("historyChanges: surveys", () => {
  it("names each changed field with its values before and after, and EVAS as removed and added lists", () => {
    const record = {
      shape: SNAPSHOT_SHAPE,
      before: survey(),
      after: survey({
        description: "Bautätigkeit im Hochbau",
        accessMode: true,
        evas: [
          { evas: "31111", description: "Baugenehmigungen", closing: null },
          { evas: "31131", description: "Bauüberhang", closing: null },
        ],
        updating: "2026-01-03T10:00:00.000Z",
      }),
    };
    expect(historyChanges("eid", record, reader(superAdmin()))).toEqual([
      { field: "description", before: "Bautätigkeit", after: "Bautätigkeit im Hochbau" },
      { field: "evas", before: ["31121"], after: ["31131"] },
      { field: "accessMode", before: false, after: true },
    ]);
  });

  it("reads a record of shape 1 (before issue 36) as it was written, a creation without a before", () => {
    expect(historyChanges("eid", { shape: 1, before: null, after: survey() }, reader(superAdmin()))).toEqual(
      expect.arrayContaining([
        { field: "erhebungsid", before: null, after: ERHEBUNGSID },
        { field: "evas", before: [], after: ["31111", "31121"] },
        { field: "status", before: null, after: 0 },
      ]),
    );
  });

  it("shows a snapshot's resources through the reader's current rights, not the actor's", () => {
    const key = "1231125400305010000012540030001";
    const record = {
      shape: SNAPSHOT_SHAPE,
      before: survey({ resources: [] }),
      after: survey({ resources: [resource(key, 0, false)] }),
    };
    // internal resources of 2311/05: with res_rights for them, not for a user without rights there
    expect(historyChanges("eid", record, reader(withFlags("res_rights")))).toEqual([
      { field: "resources", before: [], after: [key] },
    ]);
    expect(historyChanges("eid", record, reader(person("LoggedUser")))).toEqual([]);
  });

  it("refuses a shape it does not know rather than guess", () => {
    expect(() =>
      historyChanges("eid", { shape: SNAPSHOT_SHAPE + 1, before: {}, after: {} }, reader(null)),
    ).toThrow(/shape/);
  });
});

describe("historyChanges: other kinds", () => {
  it("shows a person's address only to readers with USEREMAILADRESS_READ", () => {
    // persons/service.ts auditView
    const before = {
      email: "a@example.org",
      name: "Muster",
      forename: "Erika",
      office: "05",
      role: "LoggedUser",
    };
    const after = { ...before, email: "b@example.org", role: "UserAdmin" };
    const record = { shape: SNAPSHOT_SHAPE, before, after };
    expect(historyChanges("person", record, reader(superAdmin(), true))).toEqual([
      { field: "email", before: "a@example.org", after: "b@example.org" },
      { field: "role", before: "LoggedUser", after: "UserAdmin" },
    ]);
    expect(historyChanges("person", record, reader(superAdmin(), false))).toEqual([
      { field: "role", before: "LoggedUser", after: "UserAdmin" },
    ]);
  });

  it("shows a role's rights as removed and added lists (roles/service.ts)", () => {
    const before = { id: 3, name: "Lesen", acls: ["USER_READ", "ROLE_READ"] };
    const after = { ...before, acls: ["USER_READ", "REQUEST_READ"] };
    expect(historyChanges("role", { shape: 1, before, after }, reader(superAdmin()))).toEqual([
      { field: "acls", before: ["ROLE_READ"], after: ["REQUEST_READ"] },
    ]);
  });

  it("shows a replaced file as its name, size and SHA-256 (resources/upload.ts)", () => {
    const before = { ...resource("1231125400305010000012540030001", 0, false), sha256: "cd".repeat(32) };
    const after = {
      ...before,
      fileName: "neu.pdf",
      size: 20,
      erhebungsid: ERHEBUNGSID,
      sha256: "ab".repeat(32),
    };
    expect(
      historyChanges("resource", { shape: SNAPSHOT_SHAPE, before, after }, reader(superAdmin())),
    ).toEqual([
      { field: "fileName", before: "f.pdf", after: "neu.pdf" },
      { field: "size", before: 10, after: 20 },
      { field: "sha256", before: "cd".repeat(32), after: "ab".repeat(32) },
      { field: "erhebungsid", before: null, after: ERHEBUNGSID },
    ]);
  });

  it("reads a replacement of shape 2, whose before had no checksum, as a checksum that came", () => {
    const before = resource("1231125400305010000012540030001", 0, false);
    const after = { ...before, sha256: "ab".repeat(32) };
    expect(historyChanges("resource", { shape: 2, before, after }, reader(superAdmin()))).toEqual([
      { field: "sha256", before: null, after: "ab".repeat(32) },
    ]);
  });
});

describe("historyQuerySchema", () => {
  it("pages from 0 with at most 100 entries", () => {
    expect(historyQuerySchema.parse({})).toMatchObject({ page: 0, size: 20, format: "json" });
    expect(historyQuerySchema.safeParse({ size: "101" }).success).toBe(false);
    expect(historyQuerySchema.safeParse({ from: "1.1.2026" }).success).toBe(false);
  });
});

describe("historyChanges: requests", () => {
  it("leaves a decision's comment to the entry (requests/service.ts auditView with the comment)", () => {
    const before = { actionStatus: "NEU", responsiblePersonId: null, progressComment: null };
    const after = { ...before, actionStatus: "GENEHMIGT", comment: "passt" };
    expect(historyChanges("request", { shape: SNAPSHOT_SHAPE, before, after }, reader(superAdmin()))).toEqual(
      [{ field: "actionStatus", before: "NEU", after: "GENEHMIGT" }],
    );
  });
});

describe("historyChanges: a survey's links (survey_link records, surveys/lifecycle.ts)", () => {
  const link = { id: 4, surveyId: 7, content: "https://www.destatis.de", description: "Destatis" };

  it("reads a link's creation and deletion as a link that joined or left the survey's links", () => {
    const created = { shape: 1, entity: "survey_link", before: null, after: link };
    const deleted = { shape: SNAPSHOT_SHAPE, entity: "survey_link", before: link, after: null };
    expect(historyChanges("eid", created, reader(null))).toEqual([
      { field: "links", before: [], after: ["https://www.destatis.de"] },
    ]);
    expect(historyChanges("eid", deleted, reader(null))).toEqual([
      { field: "links", before: ["https://www.destatis.de"], after: [] },
    ]);
  });

  it("names a link's entries by their own actions, which restore no state of the survey", () => {
    expect(isHistoryPartAction("eid", "LINK_CREATE")).toBe(true);
    expect(isHistoryPartAction("eid", "EDIT")).toBe(false);
    expect(isHistoryPartAction("role", "LINK_CREATE")).toBe(false);
  });
});

describe("historyChanges: a person's permissions (person_permission records, persons/permission-service.ts)", () => {
  it("reads a widened permission as the one that left and the one that joined, by pair and flags", () => {
    const held = { personId: 5, id: 3, statisticId: "2311", lkz: "05", res_rights: true, eid_rights: false };
    const record = {
      shape: SNAPSHOT_SHAPE,
      entity: "person_permission",
      before: held,
      after: { ...held, eid_rights: true },
    };
    expect(historyChanges("person", record, reader(superAdmin()))).toEqual([
      { field: "permissions", before: ["2311/05: res_rights"], after: ["2311/05: res_rights eid_rights"] },
    ]);
  });
});
