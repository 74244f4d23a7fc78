import { describe, expect, it } from "vitest";
import { dbQueryRequestSchema, isRunnableQuery, SQL_QUERY_MAX_LENGTH } from "./dbQuery.ts";

describe("the SQL console's query", () => {
  it("is runnable when it holds more than blanks (SPEC 5: an empty query is ignored)", () => {
    expect(isRunnableQuery("SELECT 1")).toBe(true);
    expect(isRunnableQuery("  \n\t ")).toBe(false);
    expect(isRunnableQuery("")).toBe(false);
  });

  it("is taken trimmed, and refused empty, too long or with a NUL character", () => {
    expect(dbQueryRequestSchema.parse({ query: "  SELECT 1 \n" })).toEqual({ query: "SELECT 1" });
    expect(dbQueryRequestSchema.safeParse({ query: " " }).success).toBe(false);
    expect(dbQueryRequestSchema.safeParse({}).success).toBe(false);
    expect(dbQueryRequestSchema.safeParse({ query: "SELECT '\u0000'" }).success).toBe(false);
    expect(dbQueryRequestSchema.safeParse({ query: "x".repeat(SQL_QUERY_MAX_LENGTH) }).success).toBe(true);
    expect(dbQueryRequestSchema.safeParse({ query: "x".repeat(SQL_QUERY_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
  });
});
