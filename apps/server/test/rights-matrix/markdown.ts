import { PERMISSION_FLAGS } from "@erhdb/domain";
import { CALLERS, type Caller, STATISTIC_A, STATISTIC_B } from "./callers.ts";
import type { MatrixRow } from "./rows.ts";

const ROLE_COLUMNS = CALLERS.filter((c) => c.kind === "anonymous" || c.kind === "role" || c.kind === "admin");
const FLAG_COLUMNS = CALLERS.filter((c) => c.kind === "flag");
const ONE_RIGHT = CALLERS.filter((c) => c.kind === "right");

const header = (c: Caller) => (c.kind === "flag" ? (c.flag ?? c.id) : c.id);
const cell = (matrixRow: MatrixRow, c: Caller) => (matrixRow.allowed(c) ? "✓" : String(matrixRow.refusal(c)));

/** The operation and the kind of fixture. */
function operationCell(matrixRow: MatrixRow): string {
  const variant = matrixRow.variant ? ` (${matrixRow.variant})` : "";
  return `\`${matrixRow.operation}\`${variant}`;
}

/** The custom roles of one right that are allowed, and what the others get where it is not 403. */
function oneRightCell(matrixRow: MatrixRow): string {
  const allowed = ONE_RIGHT.filter((c) => matrixRow.allowed(c)).map((c) => c.rights.join(""));
  const others = new Set(ONE_RIGHT.filter((c) => !matrixRow.allowed(c)).map((c) => matrixRow.refusal(c)));
  const list =
    allowed.length === ONE_RIGHT.length ? "all" : allowed.length === 0 ? "none" : allowed.join(", ");
  const otherAnswers = [...others].filter((status) => status !== 403);
  return otherAnswers.length > 0 ? `${list} (others: ${[...others].sort().join("/")})` : list;
}

const LEGEND = `# Rights matrix

Generated from the declarations of \`apps/server/test/rights-matrix/\` by the test
\`apps/server/src/rights-matrix.test.ts\`, which fails when this file differs from what it would print
(\`npm run rights-matrix\` rewrites it); that test and \`rights-matrix-part2/3.test.ts\` prove every
cell against the running API. Decision 27 says how.

One row per operation of \`/v3/api-docs\` and kind of fixture, one column per caller:

- **anonymous**: no session. **SuperAdmin** to **FachAdmin**: an account of that built-in role with its
  default rights. **admin**: the built-in admin account (role SuperAdmin).
- **${PERMISSION_FLAGS.join("**, **")}**: a LoggedUser holding this one
  person-permission flag for statistic A (${STATISTIC_A.statisticId}, office ${STATISTIC_A.lkz}) and none
  for statistic B (${STATISTIC_B.statisticId}, office ${STATISTIC_B.lkz}).
- **one-right roles**: a custom role holding exactly one right, one such role per right: the rights
  whose role is allowed ("all", "none" or the list); the others get 403 unless said.

A cell: ✓ allowed (a 2xx answer); 401 no session; 403 no right; 404 the object is hidden from the caller
(the answer to an unknown one). **W** a write: a refused call leaves exactly one \`REFUSED_\` audit record
and nothing else. **R** a read: a refused call leaves nothing. **H** the object is hidden from whoever may
not see it (decision 34): every refused caller who may not gets exactly the answer (status, code and
message) that the same call on a made-up id or key of the same shape gets; only who sees it gets 403.
`;

/** The matrix as a Markdown page: the legend, then one table per tag of the OpenAPI document. */
export function matrixMarkdown(rows: readonly MatrixRow[], tagOf: (operation: string) => string): string {
  const columns = [...ROLE_COLUMNS.map(header), ...FLAG_COLUMNS.map(header), "one-right roles"];
  const tags = [...new Set(rows.map((r) => tagOf(r.operation)))];
  const sections = tags.map((tag) => {
    const lines = rows
      .filter((r) => tagOf(r.operation) === tag)
      .map((r) => {
        const cells = [
          operationCell(r),
          `${r.writes ? "W" : "R"}${r.sees ? " H" : ""}`,
          ...ROLE_COLUMNS.map((c) => cell(r, c)),
          ...FLAG_COLUMNS.map((c) => cell(r, c)),
          oneRightCell(r),
        ];
        return `| ${cells.join(" | ")} |`;
      });
    return [
      `## ${tag}`,
      "",
      `| operation |   | ${columns.join(" | ")} |`,
      `| --- | --- | ${columns.map(() => "---").join(" | ")} |`,
      ...lines,
    ].join("\n");
  });
  return `${LEGEND}\n${sections.join("\n\n")}\n`;
}
