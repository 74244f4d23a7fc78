import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv.ts";
import { evasClosing, readEvasCsv } from "./evas.ts";

describe("parseCsv", () => {
  it("reads quoted fields with delimiters, doubled quotes and line breaks", () => {
    const text = '\ufeffa;b;c\r\n1;"x; y";"say ""hi"""\n2;"two\nlines";\n';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["1", "x; y", 'say "hi"'],
      ["2", "two\nlines", ""],
    ]);
  });

  it("rejects a quote left open", () => {
    expect(() => parseCsv('a;"open\n')).toThrow(/quoted/);
  });
});

describe("the EVAS register", () => {
  it("has every code of the source with its tree level", async () => {
    const rows = await readEvasCsv();
    const byLength = new Map<number, number>();
    for (const r of rows) byLength.set(r.evas.length, (byLength.get(r.evas.length) ?? 0) + 1);
    expect(Object.fromEntries(byLength)).toEqual({ 1: 9, 2: 52, 3: 241, 5: 795 });
    expect(new Set(rows.map((r) => r.evas)).size).toBe(rows.length);
    expect(rows.find((r) => r.evas === "13121")?.description).toContain("; beitragspflichtige");
  });

  it("takes the closing date from the register's note and gives statistics a period", async () => {
    const rows = await readEvasCsv(new Map([["12612", 3]]));
    expect(rows.find((r) => r.evas === "12112")?.closing).toBe("2015-09-01");
    expect(rows.find((r) => r.evas === "12612")).toMatchObject({ closing: null, period: 3 });
    expect(rows.filter((r) => r.evas.length < 5).every((r) => r.period === -1)).toBe(true);
    expect(rows.every((r) => r.period >= -1 && r.period <= 13)).toBe(true);
    expect(evasClosing("Something - (Stillgelegt am 31.12.2021)")).toBe("2021-12-31");
  });
});
