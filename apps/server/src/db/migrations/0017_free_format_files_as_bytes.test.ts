import { afterAll, describe, expect, inject, it } from "vitest";
import { emptyDatabase } from "../../../test/database-template.ts";
import { insertResource } from "../../../test/resource-fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import type { DatabaseHandle } from "../database.ts";
import { migrateTo } from "../migrate.ts";

let handle: DatabaseHandle | undefined;
afterAll(() => handle?.close());

describe("migration 0017: files of a free format are bytes", () => {
  it("stores the files of 88 and of 89 from 20 as application/octet-stream without encoding, and leaves the others", async () => {
    handle = await emptyDatabase(inject("databaseTemplate"));
    const { db } = handle;
    await migrateTo(db, "0015_contains_filter_statistics");
    const survey = await (await surveyFixtures(db))();
    const stored: [type: string, specialization: string, contentType: string, encoding: string | null][] = [
      ["88", "00", "text/html", "UTF-8"],
      ["88", "99", "image/svg+xml", null],
      ["89", "20", "application/xhtml+xml", "UTF-8"],
      ["89", "05", "application/pdf", null],
      ["91", "00", "text/plain", "UTF-8"],
    ];
    const ids: number[] = [];
    for (const [type, specialization, contentType, encoding] of stored) {
      const { id } = await insertResource(db, survey, { type, specialization });
      await db
        .updateTable("resource")
        .set({ content_type: contentType, encoding })
        .where("id", "=", id)
        .execute();
      ids.push(id);
    }
    await migrateTo(db, "0017_free_format_files_as_bytes");
    const rows = await db
      .selectFrom("resource")
      .select(["id", "content_type as contentType", "encoding"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
    expect(rows.map(({ contentType, encoding }) => [contentType, encoding])).toEqual([
      ["application/octet-stream", null],
      ["application/octet-stream", null],
      ["application/octet-stream", null],
      ["application/pdf", null],
      ["text/plain", "UTF-8"],
    ]);
  });
});
