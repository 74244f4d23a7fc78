import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { BASE_PATH } from "@erhdb/domain";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCallers } from "../test/rights-matrix/callers.ts";
import { MATRIX_ROWS } from "../test/rights-matrix/expectations.ts";
import { startMatrixApp } from "../test/rights-matrix/fixtures.ts";
import { matrixMarkdown } from "../test/rights-matrix/markdown.ts";
import { type MatrixContext, rowName } from "../test/rights-matrix/rows.ts";
import { runRow } from "../test/rights-matrix/run.ts";
import { type DatabaseState, databaseState } from "../test/rights-matrix/snapshot.ts";

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

let ctx: MatrixContext;
let close: () => Promise<void>;
let state: () => Promise<DatabaseState>;
let document: OpenAPIV3.Document;

beforeAll(async () => {
  const started = await startMatrixApp();
  close = started.close;
  ctx = { t: started.t, fx: started.fx, sessions: await signInCallers(started.t) };
  state = await databaseState(started.t.db);
  const res = await started.t.app.inject({ method: "GET", url: `${BASE_PATH}/v3/api-docs` });
  document = res.json();
});
afterAll(() => close());

/** Every operation of the document as "METHOD /path", with its tag. */
function documented(): Map<string, string> {
  return new Map(
    Object.entries(document.paths).flatMap(([path, item]) =>
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

  it.each(MATRIX_ROWS.map((matrixRow) => ({ name: rowName(matrixRow), matrixRow })))(
    "$name",
    async ({ matrixRow }) => {
      expect(await runRow(ctx, matrixRow, state)).toEqual([]);
    },
  );

  it("docs/rights-matrix.md prints these declarations", async () => {
    const operations = documented();
    const printed = matrixMarkdown(MATRIX_ROWS, (operation) => operations.get(operation) ?? "");
    if (process.env.UPDATE_RIGHTS_MATRIX === "1") await writeFile(MARKDOWN, printed);
    expect(await readFile(MARKDOWN, "utf8"), "run npm run rights-matrix").toBe(printed);
  });
});
