import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Each file in a fresh VM context of a worker thread that stays: the isolation of the default pool
    // (a file's module state never reaches the next one) without its new process and jsdom set-up per
    // file, which took more than half the time of the light files (issue 25; the whole project 679 s
    // wall and 1,206 s CPU with the default pool, 578 s and 1,081 s with this one, same tests passing).
    pool: "vmThreads",
    // Vitest's default leaves one core free (availableParallelism - 1): on a two-core machine that is a
    // single worker, and half the machine idles (issue 25).
    maxWorkers: "100%",
    // groupOrder: see the root vitest.config.ts
    sequence: { groupOrder: 2 },
    // Each test stubs fetch for itself; restore the real globals and mocks in between.
    unstubGlobals: true,
    restoreMocks: true,
    // Whole pages under jsdom with MUI and typed input take seconds per test while every suite runs
    // in parallel on two cores; the default 5 s is a load limit, not a property of the product.
    testTimeout: 30_000,
  },
});
