import { configDefaults } from "vitest/config";
import { ISOLATED_TEST_FILES, webProject } from "./vitest.common.ts";

// The app's tests but those of ISOLATED_TEST_FILES (decision 49: the numbers). A worker thread runs its
// files one after another in one jsdom, importing the app once instead of once per file, as a fresh VM
// context per file (vmThreads) does. So a file must leave nothing behind that the next one sees: setup.ts
// resets the storage, the language and the rendered tree, unstubGlobals and restoreMocks what was
// stubbed (vi.stubGlobal, vi.spyOn); a global assigned by hand or a fake timer left on stays.
export default webProject({
  name: "web",
  include: ["src/**/*.test.{ts,tsx}"],
  exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES],
  pool: "threads",
  isolate: false,
  // groupOrder: see the root vitest.config.ts
  sequence: { groupOrder: 3 },
});
