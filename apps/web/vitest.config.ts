import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Vitest's default leaves one core free (availableParallelism - 1): on a two-core machine that is a
    // single worker, and half the machine idles (issue 25).
    maxWorkers: "100%",
    // Each test stubs fetch for itself; restore the real globals and mocks in between.
    unstubGlobals: true,
    restoreMocks: true,
    // Whole pages under jsdom with MUI and typed input take seconds per test while every suite runs
    // in parallel on two cores; the default 5 s is a load limit, not a property of the product.
    testTimeout: 30_000,
  },
});
