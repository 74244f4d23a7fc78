import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { DEFAULT_LANGUAGE, HOME_PATH } from "@erhdb/domain";
import type { OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { chunkHolding, holds, staticClosure } from "./chunk-graph.ts";
import { screenModuleId } from "./screen-modules.ts";

/** Issue 17: the JavaScript of the first screen, compressed as the server sends it (brotli). */
export const FIRST_SCREEN_BUDGET_BYTES = 200 * 1024;

/** The first part of the default language's texts (i18n/i18n.ts loads it first). */
const FIRST_TEXTS = fileURLToPath(new URL(`../src/i18n/catalogue-${DEFAULT_LANGUAGE}.ts`, import.meta.url));

/** What the budget reads of a file of the bundle. */
export type BudgetFile =
  | Pick<OutputChunk, "type" | "fileName" | "isEntry" | "moduleIds" | "imports" | "code">
  | { type: "asset" };

function brotliSize(code: string): number {
  return brotliCompressSync(code, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Measures the first screen's JavaScript: the entries and the chunks of the first screen's `modules`
 * (module ids: the home screen's page and the first part of the default language's texts) with every
 * chunk they import statically; dynamic imports (other screens, dialogs, the rest of the texts) are not
 * part of it. `problem` says why the build must stop: over the budget, or a first-screen module without
 * a chunk (a rename would silently shrink what is measured).
 */
export function measureFirstScreen(
  files: Iterable<BudgetFile>,
  modules: readonly string[],
  budget = FIRST_SCREEN_BUDGET_BYTES,
): { bytes: number; summary: string; problem: string | null } {
  const chunks = [...files].filter((file) => file.type === "chunk");
  const roots = chunks.filter((chunk) => chunk.isEntry || modules.some((module) => holds(chunk, module)));
  const sizes = staticClosure(chunks, roots)
    .map((chunk) => ({ name: chunk.fileName, bytes: brotliSize(chunk.code) }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const detail = sizes.map((size) => `${size.name} ${kib(size.bytes)}`).join(", ");
  const summary = `first screen JavaScript ${kib(bytes)} brotli of ${kib(budget)} (${detail})`;
  const missing = modules.filter((module) => !chunkHolding(chunks, module));
  const problem =
    missing.length > 0
      ? `first-screen budget: no chunk for ${missing.join(", ")}`
      : bytes > budget
        ? `over budget: ${summary}`
        : null;
  return { bytes, summary, problem };
}

/**
 * The build fails when the first screen's JavaScript passes the budget; it prints the sizes either way.
 * The home screen's page is the one screen-modules.ts loads for HOME_PATH.
 */
export function firstScreenBudget(budget = FIRST_SCREEN_BUDGET_BYTES): Plugin {
  return {
    name: "erhdb:first-screen-budget",
    apply: "build",
    async generateBundle(_options, bundle) {
      let home = "";
      try {
        home = await screenModuleId(this, HOME_PATH);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      const modules = [home, FIRST_TEXTS];
      const { summary, problem } = measureFirstScreen(Object.values(bundle), modules, budget);
      if (problem) this.error(problem);
      this.info(summary);
    },
  };
}
