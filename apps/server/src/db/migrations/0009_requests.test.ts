import { PLACEHOLDER_EVAS } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emptyDatabase } from "../../../test/database-template.ts";
import type { DatabaseHandle } from "../database.ts";
import { migrateTo } from "../migrate.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await emptyDatabase(inject("databaseTemplate"));
  await migrateTo(handle.db, "0008_survey_updating_order");
});
afterAll(() => handle?.close());

const request = (type: string, specializing: object) => sql`
  INSERT INTO request (request_type, request_specializing, applicant_name, applicant_forename, applicant_mail,
                       applicant_federal_state_code)
  VALUES (${type}, ${JSON.stringify(specializing)}, 'Krüger', 'Anja', 'a@k.example', '13')`;

describe("migration 0009", () => {
  it("adds the placeholder EVAS, keeps a code the register has already, and fills the requests written before", async () => {
    await sql`INSERT INTO evas (evas, description) VALUES ('01000', 'Eigene Beschreibung')`.execute(
      handle.db,
    );
    for (const statement of [
      request("UPDATE_ERHEBUNGSID", { erhebungsid: "1211126000005", federalStateCode: "07" }),
      request("ARCHIVE_ERHEBUNGSID", { erhebungsid: "1211126000005" }),
      request("NEW_ERHEBUNGSID", { federalStateCode: "07" }),
      request("REQUEST_RIGHTS", { permissionList: [{ statisticId: "4521", lkz: "14" }] }),
      request("RESET_RIGHTS", { mail: "a@k.example" }),
    ]) {
      await statement.execute(handle.db);
    }
    await migrateTo(handle.db, "0009_requests");

    const evas = await handle.db
      .selectFrom("evas")
      .select(["evas", "description"])
      .where("evas", "in", PLACEHOLDER_EVAS)
      .orderBy("evas")
      .execute();
    expect(evas).toEqual([
      { evas: "00000", description: "EVAS noch nicht zugeordnet" },
      { evas: "01000", description: "Eigene Beschreibung" },
      { evas: "09000", description: "EVAS noch nicht zugeordnet – Sonstige" },
    ]);
    const requests = await handle.db
      .selectFrom("request")
      .select(["request_type", "statistic_id", "federal_state_code", "applicant_lang"])
      .orderBy("id")
      .execute();
    expect(
      requests.map((r) => [r.request_type, r.statistic_id, r.federal_state_code, r.applicant_lang]),
    ).toEqual([
      ["UPDATE_ERHEBUNGSID", "2111", "07", "de"],
      ["ARCHIVE_ERHEBUNGSID", "2111", "05", "de"],
      ["NEW_ERHEBUNGSID", null, "07", "de"],
      ["REQUEST_RIGHTS", "4521", "14", "de"],
      ["RESET_RIGHTS", null, "13", "de"],
    ]);
  });
});
