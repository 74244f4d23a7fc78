import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/setup.ts"],
    // A worker runs its files one after another in one process, importing the app once instead of
    // once per file in a new process (issue 25). Every file has its own database (decision 4), no
    // module of the server keeps state between apps but caches keyed by the app's database, and the
    // spies restore what they replace; setup.ts fails a file that leaves its database open.
    isolate: false,
    // Vitest's default leaves one core free (availableParallelism - 1): on a two-core machine that is a
    // single worker, and half the machine idles (issue 25).
    maxWorkers: "100%",
    // groupOrder: see the root vitest.config.ts
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
