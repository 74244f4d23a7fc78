import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  anyOfCondition,
  containsCondition,
  dayRangeCondition,
  escapeLike,
  prefixCondition,
  whereClause,
} from "./conditions.ts";
import { compile } from "./testing.ts";

const expr = sql`s.description`;
const HOSTILE = [
  "'; DROP TABLE evas; --",
  "%",
  "_",
  "\\",
  '"quoted"',
  "O'Brien",
  "Ärzte – Straße ✓ 🚀",
  "$1",
];

describe("escapeLike", () => {
  it("escapes the wildcards and the escape character, nothing else", () => {
    expect(escapeLike("100%")).toBe("100\\%");
    expect(escapeLike("a_b")).toBe("a\\_b");
    expect(escapeLike("c:\\x")).toBe("c:\\\\x");
    expect(escapeLike("plain 'text'")).toBe("plain 'text'");
  });
});

describe("conditions keep every value out of the SQL text", () => {
  it.each(HOSTILE)("contains %j", (text) => {
    const { sql: text_, parameters } = compile(containsCondition(expr, text));
    expect(text_).toBe("s.description ILIKE $1");
    expect(parameters).toEqual([`%${escapeLike(text)}%`]);
  });

  it.each(HOSTILE)("prefix %j", (text) => {
    const { sql: text_, parameters } = compile(prefixCondition(expr, text));
    expect(text_).toBe("s.description LIKE $1");
    expect(parameters).toEqual([`${escapeLike(text)}%`]);
  });

  it("any of: one parameter per key", () => {
    expect(compile(anyOfCondition(sql`s.federal_state_code`, ["01", "'; DROP"]))).toEqual({
      sql: "s.federal_state_code IN ($1, $2)",
      parameters: ["01", "'; DROP"],
    });
    expect(compile(anyOfCondition(expr, [])).sql).toBe("false");
  });
});

describe("dayRangeCondition", () => {
  it("compares a timestamptz with Berlin day starts, the end exclusive on the day after", () => {
    expect(compile(dayRangeCondition(sql`s.updating`, "timestamptz", "2025-01-01", "2025-01-31"))).toEqual({
      sql:
        "s.updating >= ($1::timestamp AT TIME ZONE 'Europe/Berlin') AND " +
        "s.updating < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')",
      parameters: ["2025-01-01", "2025-01-31"],
    });
  });

  it("compares a date column directly", () => {
    expect(compile(dayRangeCondition(sql`e.closing`, "date", "2025-01-01", null))).toEqual({
      sql: "e.closing >= $1::date",
      parameters: ["2025-01-01"],
    });
    expect(compile(dayRangeCondition(sql`e.closing`, "date", null, "2025-01-31")).sql).toBe(
      "e.closing <= $1::date",
    );
  });
});

describe("whereClause", () => {
  it("is empty without conditions and ANDs the others in brackets", () => {
    expect(compile(whereClause([null])).sql).toBe("");
    expect(compile(whereClause([sql`a = ${1}`, null, sql`b OR c`])).sql).toBe("WHERE (a = $1) AND (b OR c)");
  });
});
