import { defineConfig } from "vitest/config";

// One runner for every unit and integration suite; each workspace is its own project. How many
// workers a project runs is its own setting (apps/*/vitest.config.ts): a root config's maxWorkers
// reaches no project, only the command line's --maxWorkers does. Projects with different worker counts
// must run in groups of their own ('sequence.groupOrder', 0 to 4): so `vitest run` runs them one after
// another, as `npm test` does, instead of refusing to start. The app's jsdom suite is two projects
// (decision 49): the files that need a module graph of their own (vitest.isolated.config.ts) and those
// that share a worker; each has a group of its own, as in one group Vitest stops a shared worker whenever
// the next file in its queue belongs to the other project. The web's build steps (apps/web/build) run in
// Node, apart from the app's jsdom suite: a project of their own.
export default defineConfig({
  test: {
    projects: [
      "packages/domain",
      "apps/server",
      "apps/web",
      "apps/web/vitest.isolated.config.ts",
      "apps/web/vitest.build.config.ts",
    ],
  },
});
