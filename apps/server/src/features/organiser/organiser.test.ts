import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPerson } from "../../../test/person-fixtures.ts";
import { type RequestTestApp, startRequestTestApp } from "../../../test/request-fixtures.ts";

let r: RequestTestApp;
let organiser: { id: number; email: string };
beforeAll(async () => {
  r = await startRequestTestApp();
  organiser = await newPerson(r.t.db, { role: "FachAdmin" });
  const otherState = await newPerson(r.t.db);
  const notOrganiser = await newPerson(r.t.db);
  const deleted = await newPerson(r.t.db, { deleted: true });
  await r.t.db
    .insertInto("person_permission")
    .values([
      { person_id: organiser.id, statistic_id: "2111", lkz: "05", organisator: true, eid_rights: true },
      { person_id: otherState.id, statistic_id: "2111", lkz: "06", organisator: true },
      { person_id: notOrganiser.id, statistic_id: "2111", lkz: "05", eid_rights: true },
      { person_id: deleted.id, statistic_id: "2111", lkz: "05", organisator: true },
    ])
    .execute();
});
afterAll(() => r.t.close());

const ask = (caller: "LoggedUser" | "OrgAdmin" | "anonymous", body: object) =>
  r.staff(caller, "POST", "/erhebungsOrganisator", body);

describe("POST erhebungsOrganisator", () => {
  it("answers the accounts in use with the organisator flag for the statistic id and state", async () => {
    const res = await ask("OrgAdmin", { statisticId: "2111", lkz: "05" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: organiser.id,
        name: expect.stringMatching(/^Person \d+$/),
        forename: "Test",
        email: organiser.email,
        phone: "+49 611 1",
        office: "05",
        deleted: false,
        updating: expect.any(String),
        role: { id: expect.any(Number), name: "FachAdmin" },
      },
    ]);
    expect((await ask("OrgAdmin", { statisticId: "2111", lkz: "07" })).json()).toEqual([]);
  });

  it("shows email addresses only with USEREMAILADRESS_READ, needs a session, and refuses bad input", async () => {
    const [seen] = (await ask("LoggedUser", { statisticId: "2111", lkz: "05" })).json();
    expect(seen).toMatchObject({ id: organiser.id, email: null });
    expect((await ask("anonymous", { statisticId: "2111", lkz: "05" })).statusCode).toBe(401);
    const bad = await ask("OrgAdmin", { statisticId: "21", lkz: "05" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION", field: "statisticId" });
  });
});
