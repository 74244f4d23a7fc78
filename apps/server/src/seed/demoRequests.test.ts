import { REQUEST_STATUSES, REQUEST_TYPES, requestRowTargetCell } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../../test/fixtures.ts";
import { tableClient } from "../../test/table-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertPlaceholderEvas } from "../db/migrations/0009_requests.ts";
import { DEMO_USER_PASSWORD, demoTicketToken, seedDemoData } from "./demo.ts";

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  // as in every installation (migration 0009); the test template leaves them out
  await insertPlaceholderEvas(t.db);
  await seedDemoData(t.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  staff = await t.login("orgadmin@erhebungsdatenbank.de", DEMO_USER_PASSWORD);
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

  it("can be accepted for real while they are open, as the processes table offers it", async () => {
    const table = tableClient(t, "/request", { pagePath: "/request/table" });
    await table.load(staff);
    const open = [
      { key: "NEU", value: "NEU", display: "" },
      { key: "IN_BEARBEITUNG", value: "IN_BEARBEITUNG", display: "" },
    ];
    const page = await table.page({ actionStatus: { filter: open } }, { size: 100, token: staff });
    expect(page.records.totalElements).toBe(2 * REQUEST_TYPES.length);
    for (const row of page.records.content) {
      const target = requestRowTargetCell.parse(row.items.actions?.view ?? "");
      if (!target) throw new Error(`no actions cell in row ${row.id}`);
      expect(target.actions).toContain("accept");
      const res = await t.api({
        method: "POST",
        url: `/request/${target.id}/approve`,
        token: staff,
        payload: { reason: "Demo", ...(target.evasRequired ? { evas: "00000" } : {}) },
      });
      expect(res.statusCode, `${target.requestType}: ${res.body}`).toBe(200);
    }
  });
});
