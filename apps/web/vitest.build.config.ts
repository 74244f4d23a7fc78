import { defineConfig } from "vitest/config";

// The build's own steps (build/*.ts, the Vite plugins vite.config.ts uses): Node modules that read and
// write the bundle, tested in Node, not under the app's jsdom set-up (vitest.config.ts).
export default defineConfig({
  test: {
    name: "web-build",
    environment: "node",
    include: ["build/**/*.test.ts"],
    // Vitest's default leaves one core free (availableParallelism - 1), see vitest.config.ts.
    maxWorkers: "100%",
    // groupOrder: see the root vitest.config.ts
    sequence: { groupOrder: 4 },
  },
});
