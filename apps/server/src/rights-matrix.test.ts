import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MATRIX_ROWS } from "../test/rights-matrix/expectations.ts";
import { matrixMarkdown } from "../test/rights-matrix/markdown.ts";
import { rowName } from "../test/rights-matrix/rows.ts";
import { matrixRows } from "../test/rights-matrix/suite.ts";

/**
 * The rights matrix (decision 27): every operation of the OpenAPI document × anonymous, each built-in role,
 * the built-in admin, a custom role of each single right and a LoggedUser of each person-permission flag
 * (on statistic A, none on B), as `test/rights-matrix/expectations/` declares it by hand. Each refusal is
 * paired with an allowed caller's 2xx on the same fixture; a refused write changes nothing but one
 * REFUSED_ audit record. `docs/rights-matrix.md` prints the same declarations; UPDATE_RIGHTS_MATRIX=1
 * (`npm run rights-matrix`) rewrites it instead of comparing.
 */

const MARKDOWN = fileURLToPath(new URL("../../../docs/rights-matrix.md", import.meta.url));
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

// this file runs part 1 of the rows; rights-matrix-part2/3.test.ts the others
const app = matrixRows(1);

/** Every operation of the document as "METHOD /path", with its tag. */
function documented(): Map<string, string> {
  return new Map(
    Object.entries(app.document().paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item?.[method];
        return operation ? [[`${method.toUpperCase()} ${path}`, operation.tags?.[0] ?? ""] as const] : [];
      }),
    ),
  );
}

describe("the rights matrix", () => {
  it("declares every operation of /v3/api-docs, and no other, each row once", () => {
    const operations = documented();
    const declared = new Set(MATRIX_ROWS.map((r) => r.operation));
    expect(
      [...operations.keys()].filter((o) => !declared.has(o)),
      "operations without a declaration",
    ).toEqual([]);
    expect(
      [...declared].filter((o) => !operations.has(o)),
      "declarations of no operation",
    ).toEqual([]);
    const names = MATRIX_ROWS.map(rowName);
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      "rows declared twice",
    ).toEqual([]);
  });

  it("docs/rights-matrix.md prints these declarations", async () => {
    const operations = documented();
    const printed = matrixMarkdown(MATRIX_ROWS, (operation) => operations.get(operation) ?? "");
    if (process.env.UPDATE_RIGHTS_MATRIX === "1") await writeFile(MARKDOWN, printed);
    expect(await readFile(MARKDOWN, "utf8"), "run npm run rights-matrix").toBe(printed);
  });
});
