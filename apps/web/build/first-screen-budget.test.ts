import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type BudgetFile, measureFirstScreen } from "./first-screen-budget.ts";

/** Random text in base64: brotli shrinks it to about three quarters (6 bits of 8 per character). */
const incompressible = (bytes: number) => randomBytes(bytes).toString("base64").slice(0, bytes);

function chunk(fileName: string, bytes: number, more: Partial<Extract<BudgetFile, { type: "chunk" }>> = {}) {
  return {
    type: "chunk" as const,
    fileName,
    isEntry: false,
    moduleIds: [],
    imports: [],
    code: incompressible(bytes),
    ...more,
  };
}

/** The home screen's page and the German texts' first part, as the plugin finds them in the graph. */
const MODULES = ["/app/src/features/surveys/index.ts", "/app/src/i18n/catalogue-de.ts"];

const bundle = (surveysBytes: number): BudgetFile[] => [
  chunk("assets/index.js", 10_000, { isEntry: true, imports: ["assets/libraries.js"] }),
  chunk("assets/libraries.js", 20_000),
  chunk("assets/surveys.js", surveysBytes, {
    // a group chunk (vite.config.ts): the surveys page among other modules
    moduleIds: ["/app/src/components/data-table/DataTable.tsx", "/app/src/features/surveys/index.ts"],
    imports: ["assets/data-table.js"],
  }),
  chunk("assets/data-table.js", 5_000),
  chunk("assets/catalogue-de.js", 3_000, { moduleIds: ["/app/src/i18n/catalogue-de.ts"] }),
  // loaded by a dynamic import only: another screen, the other language, the rest of the texts
  chunk("assets/users.js", 500_000, { moduleIds: ["/app/src/features/users/index.ts"] }),
  chunk("assets/catalogue-en.js", 500_000, { moduleIds: ["/app/src/i18n/catalogue-en.ts"] }),
  { type: "asset" },
];

describe("the first screen's JavaScript budget (issue 17)", () => {
  it("counts the entry, the surveys page and the German texts with what they import, not the rest", () => {
    const { bytes, summary, problem } = measureFirstScreen(bundle(4_000), MODULES, 40_000);
    // 42,000 characters in five chunks at about three quarters each; the 1,000,000 of the others not
    expect(bytes).toBeGreaterThan(0.74 * 42_000);
    expect(bytes).toBeLessThan(0.77 * 42_000);
    expect(summary).toMatch(
      /^first screen JavaScript 3\d\.\d KiB brotli of 39\.1 KiB \(assets\/libraries\.js/,
    );
    expect(summary).not.toMatch(/users|catalogue-en/);
    expect(problem).toBeNull();
  });

  it("stops the build over the budget", () => {
    expect(measureFirstScreen(bundle(30_000), MODULES, 40_000).problem).toMatch(
      /^over budget: first screen JavaScript/,
    );
  });

  it("stops the build when the surveys page or the German texts are in no chunk", () => {
    const renamed = bundle(4_000).filter(
      (file) => file.type === "asset" || !file.fileName.includes("catalogue-de"),
    );
    expect(measureFirstScreen(renamed, MODULES, 40_000).problem).toBe(
      "first-screen budget: no chunk for /app/src/i18n/catalogue-de.ts",
    );
    expect(measureFirstScreen(bundle(4_000), ["/app/src/features/home/index.ts"], 40_000).problem).toBe(
      "first-screen budget: no chunk for /app/src/features/home/index.ts",
    );
  });
});
