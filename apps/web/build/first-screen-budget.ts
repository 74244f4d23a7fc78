import { brotliCompressSync, constants } from "node:zlib";
import type { OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { chunkHolding, holds, staticClosure } from "./chunk-graph.ts";

/** Issue 17: the JavaScript of the first screen, compressed as the server sends it (brotli). */
export const FIRST_SCREEN_BUDGET_BYTES = 200 * 1024;

/**
 * The modules whose chunks the first screen loads besides the entry: the surveys page (the home
 * screen) and the first part of the default language's texts. The browser fetches each with the chunks
 * it imports statically; dynamic imports (other screens, dialogs, the rest of the texts) are not part
 * of the first screen.
 */
const FIRST_SCREEN_MODULES = [/features[\\/]surveys[\\/]index\.ts$/, /i18n[\\/]catalogue-de\.ts$/];

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
 * Measures the first screen's JavaScript: the entries and the first-screen modules' chunks with every
 * chunk they import statically. `problem` says why the build must stop: over the budget, or a
 * first-screen module without a chunk (a rename would silently shrink what is measured).
 */
export function measureFirstScreen(
  files: Iterable<BudgetFile>,
  budget = FIRST_SCREEN_BUDGET_BYTES,
): { bytes: number; summary: string; problem: string | null } {
  const chunks = [...files].filter((file) => file.type === "chunk");
  const roots = chunks.filter(
    (chunk) => chunk.isEntry || FIRST_SCREEN_MODULES.some((module) => holds(chunk, module)),
  );
  const sizes = staticClosure(chunks, roots)
    .map((chunk) => ({ name: chunk.fileName, bytes: brotliSize(chunk.code) }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const detail = sizes.map((size) => `${size.name} ${kib(size.bytes)}`).join(", ");
  const summary = `first screen JavaScript ${kib(bytes)} brotli of ${kib(budget)} (${detail})`;
  const missing = FIRST_SCREEN_MODULES.filter((module) => !chunkHolding(chunks, module));
  const problem =
    missing.length > 0
      ? `first-screen budget: no chunk for ${missing.join(", ")}`
      : bytes > budget
        ? `over budget: ${summary}`
        : null;
  return { bytes, summary, problem };
}

/** The build fails when the first screen's JavaScript passes the budget; it prints the sizes either way. */
export function firstScreenBudget(budget = FIRST_SCREEN_BUDGET_BYTES): Plugin {
  return {
    name: "erhdb:first-screen-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const { summary, problem } = measureFirstScreen(Object.values(bundle), budget);
      if (problem) this.error(problem);
      this.info(summary);
    },
  };
}
