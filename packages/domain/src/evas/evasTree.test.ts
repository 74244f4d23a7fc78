import { describe, expect, it } from "vitest";
import type { EvasTreeNode } from "./evas.ts";
import { buildEvasTree } from "./evasTree.ts";

const codes = (...evas: string[]) => evas.map((e) => ({ evas: e, description: `d${e}` }));

/** The tree as nested codes, easy to compare. */
type Shape = { [evas: string]: Shape };
const shape = (nodes: EvasTreeNode[]): Shape =>
  Object.fromEntries(nodes.map((n) => [n.evas, shape(n.children)]));

describe("buildEvasTree", () => {
  it("nests the levels 1, 2, 3 and 5 by prefix, in code order, whatever the input order", () => {
    const tree = buildEvasTree(codes("12411", "2", "1", "124", "12", "12111", "121", "11", "111", "11111"));
    expect(shape(tree)).toEqual({
      1: { 11: { 111: { 11111: {} } }, 12: { 121: { 12111: {} }, 124: { 12411: {} } } },
      2: {},
    });
    expect(tree.map((n) => n.evas)).toEqual(["1", "2"]);
    expect(tree[0]?.children.map((n) => n.evas)).toEqual(["11", "12"]);
    expect(tree[0]).toMatchObject({ evas: "1", description: "d1", level: 1 });
    expect(tree[0]?.children[1]?.children[1]?.children[0]).toMatchObject({ evas: "12411", level: 5 });
  });

  it("hangs a code without its group under the nearest ancestor present", () => {
    expect(shape(buildEvasTree(codes("8", "88", "88111", "88121", "3", "33231", "45541", "4567")))).toEqual({
      8: { 88: { 88111: {}, 88121: {} } },
      3: { 33231: {} },
      45541: {},
    });
  });

  it("keeps groups without statistics and ignores what is no EVAS code", () => {
    expect(shape(buildEvasTree(codes("1", "14", "149", "1234")))).toEqual({ 1: { 14: { 149: {} } } });
  });

  it("is empty for no codes", () => {
    expect(buildEvasTree([])).toEqual([]);
  });
});
