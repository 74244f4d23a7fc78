import { REQUEST_STATUSES, REQUEST_TYPES, requestRowTargetCell } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../../test/fixtures.ts";
import { tableClient } from "../../test/table-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertPlaceholderEvas } from "../db/migrations/0009_requests.ts";
import { DEMO_USER_PASSWORD, demoTicketToken, seedDemoData } from "./demo.ts";

let t: TestApp;
/** who decides which request type with today's default rights (decision 17) */
let deciders: { rights: string; surveys: string; superAdmin: string };
beforeAll(async () => {
  t = await createTestApp();
  // as in every installation (migration 0009); the test template leaves them out
  await insertPlaceholderEvas(t.db);
  await seedDemoData(t.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  deciders = {
    rights: await t.login("orgadmin@erhebungsdatenbank.de", DEMO_USER_PASSWORD),
    surveys: await t.login("statdbadmin@erhebungsdatenbank.de", DEMO_USER_PASSWORD),
    superAdmin: await t.login("superadmin@erhebungsdatenbank.de", DEMO_USER_PASSWORD),
  };
}, 300_000);
afterAll(() => t.close());

const requests = () => t.db.selectFrom("request").selectAll().orderBy("id").execute();

describe("the demo requests", () => {
  it("have every type in every status, each with a history that leads to its status", async () => {
    const rows = await requests();
    const pairs = rows.map((r) => `${r.request_type}/${r.action_status}`);
    expect(new Set(pairs)).toEqual(
      new Set(REQUEST_TYPES.flatMap((type) => REQUEST_STATUSES.map((s) => `${type}/${s}`))),
    );
    for (const row of rows) {
      const history = await t.db
        .selectFrom("request_content")
        .select(["action", "type", "actor"])
        .where("request_id", "=", row.id)
        .orderBy("updating")
        .execute();
      expect(history[0], String(row.id)).toMatchObject({ action: "CREATED", type: "NEU" });
      expect(history.at(-1)?.type, String(row.id)).toBe(row.action_status);
      expect(row.responsible_person_id).not.toBeNull();
      expect(row.federal_state_code).toMatch(/^\d\d$/);
    }
  });

  it("open their tickets by the known demo tokens", async () => {
    const count = (await requests()).length;
    for (const index of [0, count - 1]) {
      const res = await t.api({
        method: "GET",
        url: `/request/ticketstatus?token=${demoTicketToken(index)}`,
      });
      expect(res.statusCode, String(index)).toBe(200);
      expect(res.json().requestContent.at(-1)).toMatchObject({ action: "CREATED" });
    }
  });

  it("can be accepted for real while they are open, each by the demo account decision 17 names, as its processes table offers it", async () => {
    const open = [
      { key: "NEU", value: "NEU", display: "" },
      { key: "IN_BEARBEITUNG", value: "IN_BEARBEITUNG", display: "" },
    ];
    const openRows = async (token: string) => {
      const table = tableClient(t, "/request", { pagePath: "/request/table" });
      await table.load(token);
      const page = await table.page({ actionStatus: { filter: open } }, { size: 100, token });
      expect(page.records.totalElements).toBe(2 * REQUEST_TYPES.length);
      return page.records.content.map((row) => {
        const target = requestRowTargetCell.parse(row.items.actions?.view ?? "");
        if (!target) throw new Error(`no actions cell in row ${row.id}`);
        return target;
      });
    };
    // OrgAdmin decides rights requests, StatDBAdmin survey requests; a rights request about an account
    // whose role holds a right OrgAdmin lacks (the demo FachAdmin's) is a SuperAdmin's
    const specializing = new Map((await requests()).map((r) => [r.id, r.request_specializing]));
    const deciderOf = (id: number, type: string): keyof typeof deciders => {
      if (type !== "REQUEST_RIGHTS" && type !== "RESET_RIGHTS") return "surveys";
      return specializing.get(id)?.mail === "fachadmin@erhebungsdatenbank.de" ? "superAdmin" : "rights";
    };
    // the table as each decider sees it, read before any acceptance changes the rows
    const offered = {
      rights: await openRows(deciders.rights),
      surveys: await openRows(deciders.surveys),
      superAdmin: await openRows(deciders.superAdmin),
    };
    const accepted: string[] = [];
    for (const kind of ["rights", "surveys", "superAdmin"] as const) {
      for (const target of offered[kind]) {
        const decider = deciderOf(target.id, target.requestType);
        if (decider !== kind) {
          // a SuperAdmin may accept everything; the two admin roles only their own kind
          if (kind !== "superAdmin")
            expect(target.actions, `${kind}: ${target.requestType}`).not.toContain("accept");
          continue;
        }
        expect(target.actions, `${kind}: ${target.requestType}`).toContain("accept");
        const res = await t.api({
          method: "POST",
          url: `/request/${target.id}/approve`,
          token: deciders[kind],
          payload: { reason: "Demo", ...(target.evasRequired ? { evas: "00000" } : {}) },
        });
        expect(res.statusCode, `${target.requestType}: ${res.body}`).toBe(200);
        accepted.push(`${kind}:${target.requestType}`);
      }
    }
    expect(accepted).toHaveLength(2 * REQUEST_TYPES.length);
    expect(accepted.filter((a) => a.startsWith("superAdmin:"))).toEqual(["superAdmin:RESET_RIGHTS"]);
  });
});
