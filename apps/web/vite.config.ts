import { HOME_PATH } from "@erhdb/domain";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstScreenBudget } from "./build/first-screen-budget.ts";
import { pageShell } from "./build/page-shell.ts";
import { precompress } from "./build/precompress.ts";
import { preloadFonts } from "./build/preload-fonts.ts";
import { screenModuleId } from "./build/screen-modules.ts";
import { staticGraphGroup } from "./build/static-graph-group.ts";

// The API server (apps/server) listens on 8080 in development; these paths belong to it.
const SERVER = "http://localhost:8080";

/**
 * The home screen's page (the module screen-modules.ts loads for HOME_PATH) with what it imports
 * statically: its first render's code (issue 17). Barrels lead to every module they re-export, used or
 * not: the domain's index (zod, dayjs) and react-i18next's (Trans); Vite's preload helper (a virtual
 * module) belongs to the entry. Each of these patterns must stop a module, or the build stops.
 *
 * Of the domain the group takes the modules whose names the screen imports, with the domain modules
 * those import, less what the entry's own code uses (the app's chunk holds that): the table protocol, the
 * date ranges, filter rules, paging and action cells, the Erhebungsid and input patterns, the offices,
 * the survey row target. They reach the screens through the domain's index, and the lazy screens share
 * them in different sets: without this, nine files of one to three KiB each, every one a request and a
 * preload link more on a list's first page (issue 17). None imports zod (the budget would tell).
 */
const surveysScreen = staticGraphGroup(
  (context) => screenModuleId(context, HOME_PATH),
  [/packages[\\/]domain[\\/]/, /node_modules[\\/](react-i18next|html-parse-stringify)[\\/]/, /^\0/],
  ["@erhdb/domain"],
);

export default defineConfig({
  base: "/erhebungsdatenbank/",
  plugins: [react(), surveysScreen.plugin, preloadFonts(), pageShell(), firstScreenBudget(), precompress()],
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
            // With react-dom-client.ts, so that React DOM is evaluated when this chunk is (see there).
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]react-dom-client\.ts$/,
              priority: 4,
            },
            // The libraries the first page needs, in one file rather than forty: on a slow line each
            // request costs a round trip of its own (issue 17). $initial also tags what the domain's
            // index merely re-exports, zod among it, so zod stays out.
            {
              name: "libraries",
              tags: ["$initial"],
              test: /node_modules[\\/](?!zod[\\/])/,
              priority: 3,
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
              priority: 2,
            },
            // The surveys screen (the home screen) with what it imports statically and the groups above
            // have not taken (the table, MUI's table parts, TanStack's query hooks, icons): one request
            // instead of about forty. The other lists load it for the table, and the domain's rules
            // their first render uses with it.
            {
              name: "surveys-screen",
              test: surveysScreen.test,
              includeDependenciesRecursively: false,
              priority: 1,
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
