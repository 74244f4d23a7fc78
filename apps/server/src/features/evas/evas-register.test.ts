import type { EvasTreeNode } from "@erhdb/domain";
import { berlinIsoDate, isEvasDiscontinued } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { type EvasRow, readEvasCsv, seedEvas } from "../../seed/evas.ts";

// The whole shipped register (1,097 codes), to check the tree against the real structure.
let t: TestApp;
let register: EvasRow[];
beforeAll(async () => {
  t = await createTestApp();
  register = await readEvasCsv();
  await seedEvas(t.db, register, new Date());
});
afterAll(() => t.close());

/** Every node with the code of its parent (null for roots). */
function flatten(
  nodes: EvasTreeNode[],
  parent: string | null = null,
): { node: EvasTreeNode; parent: string | null }[] {
  return nodes.flatMap((node) => [{ node, parent }, ...flatten(node.children, node.evas)]);
}

describe("the tree of the real register", () => {
  it("holds every active code exactly once, each under its nearest active ancestor", async () => {
    const today = berlinIsoDate(new Date());
    const active = register.filter((r) => !isEvasDiscontinued(r.closing, today)).map((r) => r.evas);
    const tree: EvasTreeNode[] = (await t.api({ method: "GET", url: "/evas/activeEvasTree" })).json();
    const flat = flatten(tree);
    expect(flat.map((f) => f.node.evas).sort()).toEqual([...active].sort());
    const activeSet = new Set(active);
    for (const { node, parent } of flat) {
      const nearest = [3, 2, 1]
        .filter((length) => length < node.evas.length)
        .map((length) => node.evas.slice(0, length))
        .find((code) => activeSet.has(code));
      expect(parent, node.evas).toBe(nearest ?? null);
      expect(node.level).toBe(node.evas.length);
    }
    const fiveDigit = (await t.api({ method: "GET", url: "/evas/activeEvas" })).json();
    expect(flat.filter((f) => f.node.level === 5)).toHaveLength(fiveDigit.length);
  });

  it("hangs the six codes without a 3-digit group under their 2-digit group (13412 is discontinued)", async () => {
    const flat = flatten((await t.api({ method: "GET", url: "/evas/activeEvasTree" })).json());
    const parentOf = (evas: string) => flat.find((f) => f.node.evas === evas)?.parent;
    expect(parentOf("13412")).toBeUndefined();
    for (const evas of ["33231", "45541", "88111", "88121", "88131"]) {
      expect(parentOf(evas), evas).toBe(evas.slice(0, 2));
    }
  });
});
