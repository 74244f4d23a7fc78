import { describe, expect, it } from "vitest";
import { compile } from "../data-table/testing.ts";
import { visibilitySql } from "./survey-visibility.ts";

const text = (v: ReturnType<typeof visibilitySql>) =>
  v === null ? null : (Array.isArray(v) ? v : [v]).map((part) => compile(part));

describe("visibilitySql", () => {
  it("adds nothing for SuperAdmin and hides the deleted for survey administrators", () => {
    expect(visibilitySql({ kind: "all" })).toBeNull();
    expect(text(visibilitySql({ kind: "notDeleted" }))).toEqual([{ sql: "s.status <> $1", parameters: [9] }]);
  });

  it("spells the public condition like the partial index, without parameters", () => {
    expect(text(visibilitySql({ kind: "publicAndOwn", own: [] }))).toEqual([
      { sql: "s.status = 3 AND s.access_mode", parameters: [] },
    ]);
  });

  it("adds the own pairs as a second part that excludes the public rows, values as parameters", () => {
    const parts = text(
      visibilitySql({
        kind: "publicAndOwn",
        own: [
          { statisticId: "2110", lkz: "09" },
          { statisticId: "4521'--", lkz: "08" },
        ],
      }),
    );
    expect(parts).toHaveLength(2);
    expect(parts?.[1]?.sql.replace(/\s+/g, " ")).toBe(
      "(s.statistic_id, s.federal_state_code) IN (($1, $2), ($3, $4)) AND s.status <> $5 AND NOT (s.status = 3 AND s.access_mode)",
    );
    expect(parts?.[1]?.parameters).toEqual(["2110", "09", "4521'--", "08", 9]);
  });
});
