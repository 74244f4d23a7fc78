import { existsSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type TestUserConfig } from "vitest/config";

/**
 * The test files that need a module graph of their own (project "web-isolated", vitest.isolated.config.ts);
 * every other file of the app runs in a worker it shares with the files before it (project "web",
 * vitest.config.ts), which costs a third less CPU (decision 49). A file belongs here only for a reason
 * that a fix in the file cannot remove; a file that leaves state behind is fixed instead.
 */
export const ISOLATED_TEST_FILES = [
  // vi.mock replaces a module for the files that import it after the mock: in a shared worker the real
  // module is already evaluated (the mock never takes effect), or the mocked one stays for the next file.
  // These four replace MUI's Tooltip or the snackbar's message to see when and how they are loaded.
  "src/components/DeferredTooltip.approach.test.tsx",
  "src/components/DeferredTooltip.idle.test.tsx",
  "src/components/snackbar-queue.test.tsx",
  // These replace the survey form's hook, which the surveys page and its dialogs import.
  "src/features/surveys/SurveysPage.test.tsx",
  "src/features/surveys/detail/SurveyDetailDialog.test.tsx",
  "src/features/surveys/detail/SurveyDetailDialog.history.test.tsx",
  "src/features/surveys/dialogs/CommentsDialog.test.tsx",
  "src/features/surveys/dialogs/LinksDialog.test.tsx",
  "src/features/surveys/dialogs/StatusChangeDialog.test.tsx",
  // It proves what the start loads: i18next with the stored language's catalogue only, before any other
  // file has switched the language (module state that exists once per module graph).
  "src/i18n/i18n.test.ts",
];

// A name left behind by a renamed or deleted file would keep nothing isolated, in silence.
const missing = ISOLATED_TEST_FILES.filter((file) => !existsSync(path.join(import.meta.dirname, file)));
if (missing.length > 0) throw new Error(`ISOLATED_TEST_FILES names no file at ${missing.join(", ")}`);

/** What both projects of the app's tests share; `pool` and which files are theirs differ. */
export function webProject(test: TestUserConfig) {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: "jsdom",
      setupFiles: ["./src/test/setup.ts"],
      // Vitest's default leaves one core free (availableParallelism - 1): on a two-core machine that is
      // a single worker, and half the machine idles (issue 25).
      maxWorkers: "100%",
      // Each test stubs fetch for itself; restore the real globals and mocks in between.
      unstubGlobals: true,
      restoreMocks: true,
      // Whole pages under jsdom with MUI and typed input take seconds per test while every suite runs
      // in parallel on two cores; the default 5 s is a load limit, not a property of the product.
      testTimeout: 30_000,
      ...test,
    },
  });
}
