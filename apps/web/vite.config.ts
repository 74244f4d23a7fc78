import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstScreenBudget } from "./build/first-screen-budget.ts";
import { pageShell } from "./build/page-shell.ts";
import { precompress } from "./build/precompress.ts";
import { preloadFonts } from "./build/preload-fonts.ts";

// The API server (apps/server) listens on 8080 in development; these paths belong to it.
const SERVER = "http://localhost:8080";

export default defineConfig({
  base: "/erhebungsdatenbank/",
  plugins: [react(), preloadFonts(), pageShell(), firstScreenBudget(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The server sends `script-src 'self'`: every script must be a file, never inline (the page shell's
    // boot script too: build/page-shell.ts).
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React changes less often than the app: a chunk of its own stays cached across releases.
          // (Only libraries the first page needs in full belong here; a group takes every module it
          // matches, also those that lazy pages alone use.)
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // The libraries the first page needs, in one file rather than forty: on a slow line each
            // request costs a round trip of its own (issue 17). $initial also tags what the domain's
            // index merely re-exports, zod among it, so zod stays out.
            {
              name: "libraries",
              tags: ["$initial"],
              test: /node_modules[\\/](?!zod[\\/])/,
              priority: 1,
            },
            // The app's own modules that the entry imports, in one file rather than twenty (each such
            // request was a fetch the boot script starts in one task: about 1.4 ms of main thread each).
            // Only these modules, not their dependencies: those are the libraries above, and the domain's
            // zod schemas that the first page never loads.
            {
              name: "app",
              tags: ["$initial"],
              test: /apps[\\/]web[\\/]src|packages[\\/]domain/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/erhebungsdatenbank/api": SERVER,
      "/erhebungsdatenbank/v3": SERVER,
      "/erhebungsdatenbank/swagger-ui.html": SERVER,
    },
  },
});
