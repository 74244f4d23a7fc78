import { ISOLATED_TEST_FILES, webProject } from "./vitest.common.ts";

// The app's test files that need a module graph of their own (the list says why, decision 49). Each runs
// in a fresh VM context of a worker thread that stays: the isolation of the default pool without its new
// process and jsdom set-up per file (issue 25).
export default webProject({
  name: "web-isolated",
  include: ISOLATED_TEST_FILES,
  pool: "vmThreads",
  // groupOrder: see the root vitest.config.ts
  sequence: { groupOrder: 2 },
});
