import { BASE_PATH } from "@erhdb/domain";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCallers } from "./callers.ts";
import { MATRIX_ROWS } from "./expectations.ts";
import { startMatrixApp } from "./fixtures.ts";
import { type MatrixContext, rowName } from "./rows.ts";
import { runRow } from "./run.ts";
import { type DatabaseState, databaseState } from "./snapshot.ts";

/**
 * The matrix's rows run in parts, a test file each, so that the workers share them: one file of them
 * all took 53 to 76 s beside the rest of the suite (issue 25). Every part has its app, database and
 * signed-in callers of its own.
 */
export const MATRIX_PARTS = 3;

/** Starts the matrix's app for the calling test file; `document` is its /v3/api-docs. */
function matrixApp() {
  const started: {
    ctx?: MatrixContext;
    state?: () => Promise<DatabaseState>;
    document?: OpenAPIV3.Document;
  } = {};
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const app = await startMatrixApp();
    close = app.close;
    started.ctx = { t: app.t, fx: app.fx, sessions: await signInCallers(app.t) };
    started.state = await databaseState(app.t.db);
    const res = await app.t.app.inject({ method: "GET", url: `${BASE_PATH}/v3/api-docs` });
    started.document = res.json();
  });
  afterAll(() => close());
  const get = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the matrix's app has not started");
    return value;
  };
  return {
    ctx: () => get(started.ctx),
    state: () => get(started.state),
    document: () => get(started.document),
  };
}

/** The rows of one part (1 to MATRIX_PARTS), each a test of its own; the part's app for more tests. */
export function matrixRows(part: number): ReturnType<typeof matrixApp> {
  const app = matrixApp();
  const rows = MATRIX_ROWS.filter((_, i) => i % MATRIX_PARTS === part - 1);
  describe(`the rights matrix, part ${part} of ${MATRIX_PARTS}`, () => {
    it.each(rows.map((matrixRow) => ({ name: rowName(matrixRow), matrixRow })))(
      "$name",
      async ({ matrixRow }) => {
        expect(await runRow(app.ctx(), matrixRow, app.state())).toEqual([]);
      },
    );
  });
  return app;
}
