import type { EvasTreeNode } from "@erhdb/domain";
import { berlinIsoDate } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvasFixtures } from "../../../test/evas-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let ids: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await createEvasFixtures(t.db);
});
afterAll(() => t.close());

const codesOf = (list: { evas: string }[]) => list.map((e) => e.evas);
const DAY_MS = 86_400_000;

describe("GET evas/{id}", () => {
  it("answers one EVAS", async () => {
    const res = await t.api({ method: "GET", url: `/evas/${ids.get("12112")}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.get("12112"),
      evas: "12112",
      description: "Testerhebungen zur Volkszählung",
      period: 10,
      closing: "2015-09-01",
    });
    expect((await t.api({ method: "GET", url: `/evas/${ids.get("12411")}` })).json()).toMatchObject({
      period: 3,
      closing: null,
    });
  });

  it("404 for an unknown id", async () => {
    const res = await t.api({ method: "GET", url: "/evas/999999", headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
  });

  it("400 naming the id for one that is no number or out of range", async () => {
    for (const id of ["abc", "12a", "0", "-1", "1.5", "99999999999", "2147483648"]) {
      const res = await t.api({ method: "GET", url: `/evas/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({ code: "VALIDATION", field: "id" });
    }
  });
});

describe("GET evas/activeEvas", () => {
  it("answers the 5-digit EVAS not discontinued, by code", async () => {
    const res = await t.api({ method: "GET", url: "/evas/activeEvas" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(codesOf(list)).toEqual(["12111", "12211", "12411", "72911", "88111"]);
    expect(list[1]).toEqual({
      id: ids.get("12211"),
      evas: "12211",
      description: "Mikrozensus",
      period: 3,
      closing: "2999-12-31",
    });
  });

  it("counts an EVAS as discontinued from its closing day on, by the Berlin date of the app's clock, in the list, the tree and the table alike", async () => {
    const app = await createTestApp();
    try {
      const tomorrow = berlinIsoDate(new Date(Date.now() + DAY_MS));
      await app.db
        .insertInto("evas")
        .values({ evas: "55511", description: "Endet morgen", closing: tomorrow })
        .execute();
      const active = async () => codesOf((await app.api({ method: "GET", url: "/evas/activeEvas" })).json());
      const inTree = async () =>
        JSON.stringify((await app.api({ method: "GET", url: "/evas/activeEvasTree" })).json()).includes(
          "55511",
        );
      const tableCss = async () => {
        const columns = (await app.api({ method: "GET", url: "/evas/tablestate" })).json().columns;
        const answer = (
          await app.api({ method: "POST", url: "/evas", payload: { page: 0, size: 10, columns } })
        ).json();
        return answer.records.content[0].items.evas.customCss;
      };
      expect(await active()).toEqual(["55511"]);
      expect(await inTree()).toBe(true);
      expect(await tableCss()).toBeNull();
      app.advanceClock(DAY_MS); // the closing day itself
      expect(await active()).toEqual([]);
      expect(await inTree()).toBe(false);
      expect(await tableCss()).toBe("discontinued");
    } finally {
      await app.close();
    }
  });
});

describe("GET evas/length/5", () => {
  it("answers every 5-digit EVAS, discontinued ones included, by code", async () => {
    const res = await t.api({ method: "GET", url: "/evas/length/5" });
    expect(res.statusCode).toBe(200);
    expect(codesOf(res.json())).toEqual([
      "12111",
      "12112",
      "12211",
      "12411",
      "13412",
      "72111",
      "72911",
      "88111",
    ]);
    expect(res.json()[1]).toEqual({
      id: ids.get("12112"),
      evas: "12112",
      description: "Testerhebungen zur Volkszählung",
      period: 10,
      closing: "2015-09-01",
    });
  });

  it("answers the other levels of the register too, and 400 for a length that is none", async () => {
    expect(codesOf((await t.api({ method: "GET", url: "/evas/length/1" })).json())).toEqual(["1", "7", "8"]);
    for (const length of ["4", "6", "x"]) {
      const res = await t.api({ method: "GET", url: `/evas/length/${length}` });
      expect(res.statusCode, length).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field: "length" });
    }
  });
});

describe("GET evas/activeEvasTree", () => {
  type Shape = { [evas: string]: Shape };
  const shape = (nodes: EvasTreeNode[]): Shape =>
    Object.fromEntries(nodes.map((n) => [n.evas, shape(n.children)]));

  it("answers the active codes as a tree of levels 1, 2, 3 and 5", async () => {
    const res = await t.api({ method: "GET", url: "/evas/activeEvasTree" });
    expect(res.statusCode).toBe(200);
    const tree: EvasTreeNode[] = res.json();
    expect(shape(tree)).toEqual({
      1: {
        12: { 121: { 12111: {} }, 122: { 12211: {} }, 124: { 12411: {} } },
        // 13412 is discontinued; its group 13 stays, as does 149 without any statistic
        13: {},
        14: { 149: {} },
      },
      // 72 and 721 are discontinued: the active 72911 moves up to 7
      7: { 72911: {} },
      // 88111 has no group 881 in the register and hangs under 88
      8: { 88: { 88111: {} } },
    });
    expect(tree.map((n) => n.evas)).toEqual(["1", "7", "8"]);
    expect(tree[0]?.children.map((n) => n.evas)).toEqual(["12", "13", "14"]);
    const group12 = tree[0]?.children[0];
    expect(group12).toMatchObject({ evas: "12", description: "Bevölkerung", level: 2 });
    expect(group12?.children[0]).toMatchObject({ evas: "121", level: 3 });
    expect(group12?.children[0]?.children[0]).toEqual({
      evas: "12111",
      description: "Volkszählung",
      level: 5,
      children: [],
    });
  });
});

it("the reads are public and need no session", async () => {
  for (const url of ["/evas/activeEvas", "/evas/activeEvasTree", "/evas/length/5", `/evas/${ids.get("1")}`]) {
    expect((await t.api({ method: "GET", url, token: "not-a-session" })).statusCode, url).toBe(200);
  }
});
