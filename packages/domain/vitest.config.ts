import { defineConfig } from "vitest/config";

// pure functions without shared state: one worker for all files is safe and much faster
export default defineConfig({
  // groupOrder: see the root vitest.config.ts
  test: { name: "domain", include: ["src/**/*.test.ts"], isolate: false, sequence: { groupOrder: 0 } },
});
