import { describe, expect, it } from "vitest";
import { SQL_LIMIT } from "../constants.ts";
import { dbQueryRequestSchema, isLimitedResult, isRunnableQuery, SQL_QUERY_MAX_LENGTH } from "./dbQuery.ts";

describe("the SQL console's query", () => {
  it("is runnable when it holds more than blanks (SPEC 5: an empty query is ignored)", () => {
    expect(isRunnableQuery("SELECT 1")).toBe(true);
    expect(isRunnableQuery("  \n\t ")).toBe(false);
    expect(isRunnableQuery("")).toBe(false);
  });

  it("is taken trimmed, and refused empty, too long or with a NUL character", () => {
    expect(dbQueryRequestSchema.parse({ query: "  SELECT 1 \n" })).toEqual({ query: "SELECT 1" });
    expect(dbQueryRequestSchema.safeParse({ query: " " }).error?.issues[0]?.message).toBe("SQL_QUERY_EMPTY");
    expect(dbQueryRequestSchema.safeParse({}).success).toBe(false);
    expect(dbQueryRequestSchema.safeParse({ query: "SELECT '\u0000'" }).error?.issues[0]?.message).toBe(
      "SQL_QUERY_NUL",
    );
    expect(dbQueryRequestSchema.safeParse({ query: "x".repeat(SQL_QUERY_MAX_LENGTH) }).success).toBe(true);
    expect(
      dbQueryRequestSchema.safeParse({ query: "x".repeat(SQL_QUERY_MAX_LENGTH + 1) }).error?.issues[0]
        ?.message,
    ).toBe("SQL_QUERY_TOO_LONG");
  });
});

describe("the SQL console's 'limited results'", () => {
  const answer = (rowCount: number, limited: boolean, bytesLimited = false) => ({
    columns: ["n"],
    rows: Array.from({ length: rowCount }, (_, i) => [String(i)]),
    limited,
    bytesLimited,
  });

  it("shows at 499 rows or more (SPEC 5, 9), whether or not the query had more", () => {
    expect(SQL_LIMIT).toBe(499);
    expect(isLimitedResult(answer(498, false))).toBe(false);
    expect(isLimitedResult(answer(0, false))).toBe(false);
    expect(isLimitedResult(answer(499, false))).toBe(true);
    expect(isLimitedResult(answer(499, true))).toBe(true);
  });

  it("shows for an answer cut at its bytes, however few rows came before (decision 18)", () => {
    expect(isLimitedResult(answer(3, true, true))).toBe(true);
    expect(isLimitedResult(answer(0, true, true))).toBe(true);
  });
});
