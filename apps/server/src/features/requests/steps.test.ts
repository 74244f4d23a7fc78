// The staff's steps short of accepting (decision 17): decline, progress, the responsible person; the ticket.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userOf } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import {
  APPLICANT,
  mailedTicketToken,
  mailsOfKind,
  type RequestTestApp,
  requestBody,
  requestDataSnapshot,
  startRequestTestApp,
} from "../../../test/request-fixtures.ts";

let r: RequestTestApp;
beforeAll(async () => {
  r = await startRequestTestApp();
});
afterAll(() => r.t.close());

let applicants = 0;

/** A RESET_RIGHTS request of an applicant address of its own, for the account of `resetMail`. */
async function newRequest(resetMail = "a@k.example") {
  const mail = `antrag-${++applicants}@statistik.example`;
  const id = await r.submit(
    requestBody(
      { type: "RESET_RIGHTS", forename: "Anja", name: "Krüger", mail: resetMail, reason: "Wechsel" },
      { mail },
    ),
  );
  return { id, mail };
}

const post = (id: number, path: string, body: object = {}) =>
  r.staff("StatDBAdmin", "POST", `/request/${id}${path}`, body);
const statusOf = async (id: number) =>
  (await r.staff("StatDBAdmin", "GET", `/request/${id}`)).json().actionStatus;

describe("POST request/reject/{id}", () => {
  it("needs a reason of more than 10 characters (reject-reason), and changes nothing without one", async () => {
    const { id } = await newRequest();
    const before = await requestDataSnapshot(r.t.db);
    const res = await r.staff("StatDBAdmin", "POST", `/request/reject/${id}`, { reason: " zu kurz!! " });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "VALIDATION",
      field: "reason",
      message: "Die Begründung einer Ablehnung muss länger als 10 Zeichen sein.",
    });
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
  });

  it("declines: ABGELEHNT, the history entry REJECT, the applicant told the reason", async () => {
    const { id, mail } = await newRequest();
    const res = await r.staff("StatDBAdmin", "POST", `/request/reject/${id}`, {
      reason: "Nicht zuständig, bitte an das Land.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      actionStatus: "ABGELEHNT",
      lastEditor: { name: "StatDBAdmin" },
      requestContent: [
        { action: "REJECT", comment: "Nicht zuständig, bitte an das Land.", type: "ABGELEHNT" },
        { action: "CREATED" },
      ],
    });
    const [mailed] = (await mailsOfKind(r.t.db, "request-rejected")).filter((m) => m.recipient === mail);
    expect(mailed?.subject).toBe(`Erhebungsdatenbank: Ihr Antrag Nr. ${id} wurde abgelehnt`);
    expect(mailed?.body).toContain("Begründung: Nicht zuständig, bitte an das Land.");
    expect((await post(id, "/approve")).statusCode).toBe(409);
  });
});

describe("POST request/{id}/update", () => {
  it("moves NEU to IN_BEARBEITUNG and GENEHMIGT to COMPLETED only, keeping the progress comment in the history", async () => {
    const person = await newPerson(r.t.db);
    const { id } = await newRequest(person.email);
    const refused = await post(id, "/update", { progressComment: "fertig", actionStatus: "COMPLETED" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "REQUEST_MOVE_REFUSED",
      message: "Ein Antrag im Status Neu kann nicht in den Status Abgeschlossen wechseln.",
    });

    const taken = await post(id, "/update", {
      progressComment: "Ich kümmere mich.",
      actionStatus: "IN_BEARBEITUNG",
    });
    expect(taken.json()).toMatchObject({
      actionStatus: "IN_BEARBEITUNG",
      progressComment: "Ich kümmere mich.",
      requestContent: [
        {
          action: "ASSIGNED",
          comment: "Ich kümmere mich.",
          actor: "Test StatDBAdmin",
          type: "IN_BEARBEITUNG",
        },
        { action: "CREATED" },
      ],
    });
    const commented = await post(id, "/update", { progressComment: "Rückfrage beim Amt." });
    expect(commented.json()).toMatchObject({
      actionStatus: "IN_BEARBEITUNG",
      progressComment: "Rückfrage beim Amt.",
      requestContent: [
        { action: "COMMENTED", comment: "Rückfrage beim Amt." },
        { action: "ASSIGNED" },
        { action: "CREATED" },
      ],
    });
    expect((await post(id, "/update", { progressComment: "" })).json()).toMatchObject({
      code: "VALIDATION",
      field: "progressComment",
    });
    expect((await post(id, "/update", { actionStatus: "IN_BEARBEITUNG" })).statusCode).toBe(409);

    // a rights request is accepted by a holder of USER_READ (issue 24), which StatDBAdmin is not
    expect((await r.staff("OrgAdmin", "POST", `/request/${id}/approve`, {})).statusCode).toBe(200);
    const closed = await post(id, "/update", { progressComment: "Umgesetzt.", actionStatus: "COMPLETED" });
    expect(closed.json().actionStatus).toBe("COMPLETED");
    expect(closed.json().requestContent[0]).toMatchObject({ action: "COMPLETED", type: "COMPLETED" });
    expect((await post(id, "/approve")).json().code).toBe("REQUEST_DECIDED");
  });
});

describe("POST request/{id}/responsiblePerson/{personId}", () => {
  it("sets one who may handle requests, which takes a new request on; -1 sets nobody", async () => {
    const { id } = await newRequest();
    const orgAdmin = await r.t.db
      .selectFrom("person")
      .select("id")
      .where("email", "=", userOf("OrgAdmin"))
      .executeTakeFirstOrThrow();
    const res = await post(id, `/responsiblePerson/${orgAdmin.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      actionStatus: "IN_BEARBEITUNG",
      responsiblePerson: { id: orgAdmin.id, name: "OrgAdmin", forename: "Test" },
      requestContent: [
        { action: "RESPONSIBLE_CHANGED", comment: "Test OrgAdmin", type: "IN_BEARBEITUNG" },
        { action: "CREATED" },
      ],
    });
    const nobody = await post(id, "/responsiblePerson/-1");
    expect(nobody.json()).toMatchObject({ actionStatus: "IN_BEARBEITUNG", responsiblePerson: null });
  });

  it("refuses an account without REQUEST_READ, a deleted one and an unknown id with 400, changing nothing", async () => {
    const { id } = await newRequest();
    const fachAdmin = await r.t.db
      .selectFrom("person")
      .select("id")
      .where("email", "=", userOf("FachAdmin"))
      .executeTakeFirstOrThrow();
    const deleted = await newPerson(r.t.db, { role: "OrgAdmin", deleted: true });
    const before = await requestDataSnapshot(r.t.db);
    for (const personId of [fachAdmin.id, deleted.id, 999_999]) {
      const res = await post(id, `/responsiblePerson/${personId}`);
      expect(res.statusCode, String(personId)).toBe(400);
      expect(res.json()).toMatchObject({ code: "RESPONSIBLE_PERSON_INVALID", field: "personId" });
    }
    expect((await post(id, "/responsiblePerson/0")).statusCode).toBe(400);
    expect((await post(id, "/responsiblePerson/-2")).statusCode).toBe(400);
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
    expect(await statusOf(id)).toBe("NEU");
  });
});

describe("GET request/orgAdmin", () => {
  it("answers the candidates by decision 17's rule: organisers, else role-statids, else everyone with REQUEST_READ", async () => {
    const names = async (query: string) =>
      ((await r.staff("OrgAdmin", "GET", `/request/orgAdmin${query}`)).json() as { name: string }[]).map(
        (p) => p.name,
      );
    const everyone = ["Administrator", "OrgAdmin", "StatDBAdmin", "SuperAdmin"];
    expect(await names("")).toEqual(everyone);
    expect(await names("?statisticId=6111")).toEqual(everyone);
    const superAdminRole = await r.t.db
      .selectFrom("role")
      .select("id")
      .where("name", "=", "SuperAdmin")
      .executeTakeFirstOrThrow();
    await r.t.db
      .insertInto("role_statid")
      .values({ role_id: superAdminRole.id, statistic_id: "6111" })
      .execute();
    expect(await names("?statisticId=6111")).toEqual(["Administrator", "SuperAdmin"]);
    const organiser = await newPerson(r.t.db, { role: "StatDBAdmin" });
    await r.t.db
      .insertInto("person_permission")
      .values({ person_id: organiser.id, statistic_id: "6111", lkz: "03", organisator: true })
      .execute();
    const [name] = await names("?statisticId=6111&lkz=03");
    expect(name).toMatch(/^Person \d+$/);
    expect(await names("?statisticId=6111&lkz=04")).toEqual(["Administrator", "SuperAdmin"]);
    expect((await r.staff("OrgAdmin", "GET", "/request/orgAdmin?statisticId=61")).statusCode).toBe(400);
  });
});

describe("GET request/{id} and the ticket", () => {
  it("answers the request with its history newest first; 404 for an unknown id", async () => {
    const { id } = await newRequest();
    await post(id, "/update", { progressComment: "Erster Blick." });
    const res = await r.staff("StatDBAdmin", "GET", `/request/${id}`);
    expect(res.json()).toMatchObject({
      id,
      requestType: "RESET_RIGHTS",
      applicant: { ...APPLICANT, mail: expect.stringContaining("@statistik.example") },
      substantiation: "Für die Arbeit im Referat.",
      requestSpecializing: { type: "RESET_RIGHTS", mail: "a@k.example" },
      requestContent: [{ action: "COMMENTED" }, { action: "CREATED" }],
    });
    expect((await r.staff("StatDBAdmin", "GET", "/request/999999")).statusCode).toBe(404);
    expect((await r.staff("StatDBAdmin", "GET", "/request/abc")).statusCode).toBe(400);
  });

  it("shows the applicant the status and the history, newest first, by the mailed token; a wrong one is 404 INVALID_TOKEN", async () => {
    const { id, mail } = await newRequest();
    await post(id, "/update", { progressComment: "In Arbeit.", actionStatus: "IN_BEARBEITUNG" });
    await r.staff("StatDBAdmin", "POST", `/request/reject/${id}`, { reason: "Bitte beim Land stellen." });
    const token = await mailedTicketToken(r.t.db, mail);
    const res = await r.t.api({ method: "GET", url: `/request/ticketstatus?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const ticket = res.json();
    expect(ticket).toMatchObject({ requestType: "RESET_RIGHTS", actionStatus: "ABGELEHNT" });
    expect(ticket.requestContent.map((c: { action: string }) => c.action)).toEqual([
      "REJECT",
      "ASSIGNED",
      "CREATED",
    ]);
    expect(ticket.requestContent[0]).toEqual({
      update: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      comment: "Bitte beim Land stellen.",
      actor: "Test StatDBAdmin",
      action: "REJECT",
      type: "ABGELEHNT",
    });
    for (const wrong of [`${token.slice(0, -1)}x`, "", "kein-token"]) {
      const refused = await r.t.api({ method: "GET", url: `/request/ticketstatus?token=${wrong}` });
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.json()).toMatchObject({ code: "INVALID_TOKEN" });
    }
    expect((await r.t.api({ method: "GET", url: "/request/ticketstatus" })).statusCode).toBe(404);
  });
});
