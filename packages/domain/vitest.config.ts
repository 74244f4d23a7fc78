import { defineConfig } from "vitest/config";

// pure functions without shared state: one worker for all files is safe and much faster
export default defineConfig({ test: { name: "domain", include: ["src/**/*.test.ts"], isolate: false } });
