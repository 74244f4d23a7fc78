import type { RequestSpecializingInput, RequestType } from "@erhdb/domain";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userOf } from "../../../test/fixtures.ts";
import { type Caller, newPerson } from "../../../test/person-fixtures.ts";
import {
  mailedTicketToken,
  mailsOfKind,
  type RequestTestApp,
  requestBody,
  requestDataSnapshot,
  SURVEY_DATA,
  startRequestTestApp,
} from "../../../test/request-fixtures.ts";
import { TEST_CONFIG } from "../../../test/test-app.ts";

let r: RequestTestApp;
let surveyId: string;
beforeAll(async () => {
  r = await startRequestTestApp();
  // public and approved: every caller of the form may make a request about it
  const survey = { statisticId: "2111", office: "05", status: 3, accessMode: true, evas: ["12411", "12613"] };
  surveyId = (await r.newSurvey(survey)).erhebungsid;
});

const SURVEY_REQUEST_TYPES = ["UPDATE_ERHEBUNGSID", "CONTINUE_ERHEBUNGSID", "ARCHIVE_ERHEBUNGSID"] as const;
type SurveyRequestType = (typeof SURVEY_REQUEST_TYPES)[number];
afterAll(() => r.t.close());

const specializings = (): Record<RequestType, RequestSpecializingInput> => ({
  NEW_ERHEBUNGSID: { type: "NEW_ERHEBUNGSID", ...SURVEY_DATA, evas: [], statistikArt: "Landesstatistik" },
  UPDATE_ERHEBUNGSID: { type: "UPDATE_ERHEBUNGSID", erhebungsid: surveyId, ...SURVEY_DATA },
  CONTINUE_ERHEBUNGSID: { type: "CONTINUE_ERHEBUNGSID", erhebungsid: surveyId, ...SURVEY_DATA },
  ARCHIVE_ERHEBUNGSID: { type: "ARCHIVE_ERHEBUNGSID", erhebungsid: surveyId, description: "eingestellt" },
  REQUEST_RIGHTS: {
    type: "REQUEST_RIGHTS",
    permissionList: [{ statisticId: "4521", lkz: "14", eid_rights: true }],
    supervisorMail: "chef@statistik.example",
  },
  RESET_RIGHTS: {
    type: "RESET_RIGHTS",
    forename: "Anja",
    name: "Krüger",
    mail: "a@k.example",
    reason: "Wechsel",
  },
});

const stored = (id: number) =>
  r.t.db.selectFrom("request").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("POST request/create", () => {
  it("stores a request of every type with what it concerns, its first history entry and the applicant's ticket", async () => {
    const expected: Record<RequestType, [string | null, string]> = {
      NEW_ERHEBUNGSID: [null, "09"],
      UPDATE_ERHEBUNGSID: ["2111", "09"],
      CONTINUE_ERHEBUNGSID: ["2111", "09"],
      ARCHIVE_ERHEBUNGSID: ["2111", "05"],
      REQUEST_RIGHTS: ["4521", "14"],
      RESET_RIGHTS: [null, "07"],
    };
    for (const [type, specializing] of Object.entries(specializings())) {
      const mail = `${type.toLowerCase()}@antrag.example`;
      const id = await r.submit(requestBody(specializing, { mail: mail.toUpperCase() }));
      const row = await stored(id);
      expect(row, type).toMatchObject({
        request_type: type,
        action_status: "NEU",
        applicant_mail: mail,
        applicant_lang: "de",
        statistic_id: expected[type as RequestType][0],
        federal_state_code: expected[type as RequestType][1],
        substantiation: "Für die Arbeit im Referat.",
      });
      expect(row.request_specializing).toMatchObject({
        type,
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      // only the hash of the mailed token is stored
      const token = await mailedTicketToken(r.t.db, mail);
      expect(row.ticket_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.ticket_token_hash).not.toContain(token);
      const history = await r.t.db
        .selectFrom("request_content")
        .selectAll()
        .where("request_id", "=", id)
        .execute();
      expect(history.map((h) => [h.action, h.actor, h.type])).toEqual([
        ["CREATED", "Julia Schneider", "NEU"],
      ]);
    }
  });

  it("mails the applicant the ticket link in the form's language", async () => {
    const mail = "english@antrag.example";
    const id = await r.submit(requestBody(specializings().RESET_RIGHTS, { mail }), {
      "accept-language": "en",
    });
    expect((await stored(id)).applicant_lang).toBe("en");
    const [ticket] = (await mailsOfKind(r.t.db, "request-ticket")).filter((m) => m.recipient === mail);
    expect(ticket?.subject).toBe(`Erhebungsdatenbank: your request no. ${id} has arrived`);
    const token = await mailedTicketToken(r.t.db, mail);
    const link = `${TEST_CONFIG.publicUrl}/ticketstatus?token=${token}`;
    expect(ticket?.body).toContain(`View the request's status:\n${link}`);
    expect(ticket?.html).toContain(`href="${link}"`);
    const status = await r.t.api({ method: "GET", url: `/request/ticketstatus?token=${token}` });
    expect(status.json()).toMatchObject({ requestType: "RESET_RIGHTS", actionStatus: "NEU" });
  });

  // The form's picker offers only the surveys the caller sees (decision 10); the call must not tell the
  // others apart from ids that do not exist, or anyone could probe for blocked and internal surveys.
  describe("a survey the caller may not see", () => {
    /** The answer to a request about `erhebungsid` as `caller`, from an address of its own. */
    const ask = (caller: Caller, type: SurveyRequestType, erhebungsid: string) =>
      r.t.api({
        method: "POST",
        url: "/request/create",
        token: r.tokens[caller],
        remoteAddress: r.t.newIp(),
        payload: requestBody({ ...specializings()[type], erhebungsid } as RequestSpecializingInput),
      });
    const answerOf = (res: LightMyRequestResponse) => ({
      status: res.statusCode,
      type: res.headers["content-type"],
      body: res.body,
    });

    it.each([
      { caller: "anonymous", survey: { status: 3, accessMode: false } },
      { caller: "anonymous", survey: { status: 0, accessMode: true } },
      { caller: "LoggedUser", survey: { status: 0 } },
      // FachAdmin holds eid_rights for 2110 in 09 only
      { caller: "FachAdmin", survey: { statisticId: "2111", status: 0 } },
    ] as const)(
      "$caller, $survey: the answer of an unknown id, byte for byte, for each survey request",
      async ({ caller, survey }) => {
        for (const type of SURVEY_REQUEST_TYPES) {
          const hidden = await r.newSurvey({ ...survey, evas: ["12411"] });
          const before = await requestDataSnapshot(r.t.db);
          const refused = answerOf(await ask(caller, type, hidden.erhebungsid));
          expect(await requestDataSnapshot(r.t.db)).toEqual(before);
          // the same id once it is gone
          await r.t.db.deleteFrom("survey").where("id", "=", hidden.id).execute();
          const unknown = answerOf(await ask(caller, type, hidden.erhebungsid));
          expect(refused, type).toEqual(unknown);
          expect(unknown.status).toBe(400);
          expect(JSON.parse(unknown.body)).toEqual({
            code: "VALIDATION",
            field: "requestSpecializing.erhebungsid",
            message: `Eine Erhebung mit der Erhebungsid ${hidden.erhebungsid} gibt es nicht.`,
          });
        }
      },
    );

    it("takes requests about the surveys the caller sees: public approved ones, or their own", async () => {
      const open = await r.newSurvey({ statisticId: "2111", status: 3, accessMode: true, evas: ["12411"] });
      const own = await r.newSurvey({ statisticId: "2110", office: "09", status: 0, evas: ["12411"] });
      for (const type of SURVEY_REQUEST_TYPES) {
        expect((await ask("anonymous", type, open.erhebungsid)).statusCode, type).toBe(201);
        expect((await ask("FachAdmin", type, own.erhebungsid)).statusCode, type).toBe(201);
        expect((await ask("StatDBAdmin", type, own.erhebungsid)).statusCode, type).toBe(201);
      }
    });
  });

  it("answers a filled honeypot as usual and stores nothing", async () => {
    const before = await requestDataSnapshot(r.t.db);
    const hits = await r.t.db.selectFrom("rate_limit_hit").selectAll().execute();
    const res = await r.post({
      ...requestBody(specializings().RESET_RIGHTS),
      website: "https://spam.example",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
    expect(await r.t.db.selectFrom("rate_limit_hit").selectAll().execute()).toEqual(hits);
    // a real request afterwards gets an id of its own
    expect(await r.submit(requestBody(specializings().RESET_RIGHTS))).not.toBe(res.json().id);
  });

  it("takes 5 requests per IP in an hour, then 429 until the hour has passed; another IP is not held up", async () => {
    const body = requestBody(specializings().RESET_RIGHTS);
    const post = (remoteAddress: string) =>
      r.t.api({ method: "POST", url: "/request/create", payload: body, remoteAddress });
    const ip = r.t.newIp();
    for (let i = 0; i < 5; i++) expect((await post(ip)).statusCode).toBe(201);
    const count = (await r.t.db.selectFrom("request").select("id").execute()).length;
    const refused = await post(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Zu viele Anträge von Ihrer Adresse. Bitte versuchen Sie es in einer Stunde erneut.",
    });
    expect((await r.t.db.selectFrom("request").select("id").execute()).length).toBe(count);
    expect((await post(r.t.newIp())).statusCode).toBe(201);
    r.t.advanceClock(3_600_001);
    expect((await post(ip)).statusCode).toBe(201);
  });

  it("refuses bad input with 400 naming the field in the caller's language, and stores nothing", async () => {
    const before = await requestDataSnapshot(r.t.db);
    const cases: [object, string, string][] = [
      [
        requestBody(specializings().NEW_ERHEBUNGSID, { name: " " }),
        "applicant.name",
        "Bitte füllen Sie das Feld Name aus.",
      ],
      [
        requestBody({
          ...specializings().UPDATE_ERHEBUNGSID,
          erhebungsid: "123",
        } as RequestSpecializingInput),
        "requestSpecializing.erhebungsid",
        "Bitte geben Sie im Feld Erhebungsid eine 13-stellige Erhebungsid an.",
      ],
      [
        requestBody({
          type: "REQUEST_RIGHTS",
          permissionList: [{ statisticId: "4521", lkz: "14" }],
          supervisorMail: "chef@statistik.example",
        }),
        "requestSpecializing.permissionList.0.rights",
        "Sie müssen mindestens ein Recht auswählen.",
      ],
      [
        requestBody(specializings().RESET_RIGHTS, { mail: "keine-adresse" }),
        "applicant.mail",
        "Bitte geben Sie im Feld E-Mail eine gültige E-Mail-Adresse an.",
      ],
      [
        requestBody({
          ...specializings().UPDATE_ERHEBUNGSID,
          erhebungsid: "1999926000009",
        } as RequestSpecializingInput),
        "requestSpecializing.erhebungsid",
        "Eine Erhebung mit der Erhebungsid 1999926000009 gibt es nicht.",
      ],
      [
        requestBody({ ...specializings().NEW_ERHEBUNGSID, evas: ["99999"] } as RequestSpecializingInput),
        "requestSpecializing.evas",
        "EVAS existiert nicht oder ist bereits archiviert.",
      ],
      // 21111 is discontinued, and the survey does not have it
      [
        requestBody({ ...specializings().UPDATE_ERHEBUNGSID, evas: ["21111"] } as RequestSpecializingInput),
        "requestSpecializing.evas",
        "EVAS existiert nicht oder ist bereits archiviert.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await r.post(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({ code: "VALIDATION", field, message });
    }
    const english = await r.post(requestBody(specializings().RESET_RIGHTS, { forename: "" }), {
      "accept-language": "en",
    });
    expect(english.json()).toMatchObject({
      field: "applicant.forename",
      message: "Please fill in the field First name.",
    });
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
  });

  it("lets a survey request keep an EVAS the survey has though it was discontinued since", async () => {
    const id = await r.submit(
      requestBody({
        ...specializings().UPDATE_ERHEBUNGSID,
        evas: ["12411", "12613"],
      } as RequestSpecializingInput),
    );
    expect((await stored(id)).request_specializing).toMatchObject({ evas: ["12411", "12613"] });
  });
});

describe("the responsible persons of a new request", () => {
  const notices = async (id: number) =>
    (await mailsOfKind(r.t.db, "request-notice")).filter(
      (m) => m.subject.includes(`Nr. ${id} `) || m.subject.includes(`no. ${id} `),
    );

  it("are everyone with REQUEST_READ when no organiser or role-statid names the statistic id; the first by name is responsible", async () => {
    const id = await r.submit(requestBody(specializings().RESET_RIGHTS));
    const readers = [userOf("OrgAdmin"), "admin@test.example", userOf("StatDBAdmin"), userOf("SuperAdmin")];
    expect((await notices(id)).map((m) => m.recipient).sort()).toEqual([...readers].sort());
    const responsible = await r.t.db
      .selectFrom("request")
      .innerJoin("person", "person.id", "request.responsible_person_id")
      .select("person.email")
      .where("request.id", "=", id)
      .executeTakeFirstOrThrow();
    // by name: Administrator (the built-in admin) comes first
    expect(responsible.email).toBe("admin@test.example");
  });

  it("are the members of the roles whose role-statids hold the statistic id, if they have REQUEST_READ", async () => {
    const role = await r.t.db
      .selectFrom("role")
      .select("id")
      .where("name", "=", "StatDBAdmin")
      .executeTakeFirstOrThrow();
    const noReader = await r.t.db
      .selectFrom("role")
      .select("id")
      .where("name", "=", "UserAdmin")
      .executeTakeFirstOrThrow();
    await r.t.db
      .insertInto("role_statid")
      .values([
        { role_id: role.id, statistic_id: "4521" },
        { role_id: noReader.id, statistic_id: "4521" },
      ])
      .execute();
    const id = await r.submit(requestBody(specializings().REQUEST_RIGHTS));
    const sent = await notices(id);
    expect(sent.map((m) => m.recipient)).toEqual([userOf("StatDBAdmin")]);
    expect(sent[0]?.body).toContain("Sie sind für diesen Antrag als zuständige Person eingetragen.");
  });

  it("are the organisers of the statistic id and state first, each told in their own language", async () => {
    const organiser = await newPerson(r.t.db, { role: "OrgAdmin", lang: "en" });
    const elsewhere = await newPerson(r.t.db, { role: "OrgAdmin" });
    await r.t.db
      .insertInto("person_permission")
      .values([
        { person_id: organiser.id, statistic_id: "4521", lkz: "14", organisator: true },
        { person_id: elsewhere.id, statistic_id: "4521", lkz: "05", organisator: true },
      ])
      .execute();
    const id = await r.submit(requestBody(specializings().REQUEST_RIGHTS));
    const sent = await notices(id);
    expect(sent.map((m) => m.recipient)).toEqual([organiser.email]);
    expect(sent[0]?.subject).toBe(`Erhebungsdatenbank: new request no. ${id} (Request permissions)`);
    expect(sent[0]?.body).toContain(`${TEST_CONFIG.publicUrl}/processes`);
    expect((await stored(id)).responsible_person_id).toBe(organiser.id);
  });
});
