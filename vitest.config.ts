import { defineConfig } from "vitest/config";

// One runner for every unit and integration suite; each workspace is its own project.
export default defineConfig({
  test: {
    projects: ["packages/domain", "apps/server", "apps/web"],
  },
});
