import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";

// The API server (apps/server) listens on 8080 in development; these paths belong to it.
const SERVER = "http://localhost:8080";

export default defineConfig({
  base: "/erhebungsdatenbank/",
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The server sends `script-src 'self'`: everything must be a file, never an inline script.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React changes less often than the app: a chunk of its own stays cached across releases.
          // (Only libraries the first page needs in full belong here; a group takes every module it
          // matches, also those that lazy pages alone use.)
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
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
