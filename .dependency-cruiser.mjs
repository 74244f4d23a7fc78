// The import rules `npm run lint` keeps (issue 26, decision 29). A rule here has no exception list: code
// that needs something of another feature moves that thing down to a shared place, or up to the app that
// composes the features.
const TEST = "\\.test\\.tsx?$";
const WEB_SHARED = "^apps/web/src/(api|auth|components|i18n|lib|page-shell)/";
const SERVER_SHARED = "^apps/server/src/(data-table|db|files|lib|mail|plugins|types)/";
// The web's shared floor in its own floors, lowest first: each imports those below it, none above. lib/
// (storage, downloads, formatters, preferences) needs no other; i18n/ reads the stored language; api/ is
// the server's calls, table sources included; auth/ the session, built on the calls; components/ the
// pieces the screens share, using all of these. (page-shell/ stands apart: it imports nothing.)
const WEB_FLOORS = ["lib", "i18n", "api", "auth", "components"];

/** One rule per floor but the top: it imports no floor above it (its tests may, as they may use the app). */
const webFloorRules = WEB_FLOORS.slice(0, -1).map((floor, index) => {
  const above = WEB_FLOORS.slice(index + 1);
  return {
    name: `web-${floor}-imports-upward`,
    comment: `The web's ${floor}/ imports none of the floors above it (${above.map((f) => `${f}/`).join(", ")}): what both need moves down to the lower floor.`,
    severity: "error",
    from: { path: `^apps/web/src/${floor}/`, pathNot: TEST },
    to: { path: `^apps/web/src/(${above.join("|")})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-cycle",
      comment: "A cycle makes two files one: neither can be read, tested or moved without the other.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "feature-imports-feature",
      comment:
        "A feature imports no other feature's files (tests and fixtures too): what two features share lives in a shared place (server: lib, db, plugins, data-table; web: components, lib, api; the domain where it is a rule), and only the app composes features.",
      severity: "error",
      from: { path: "^apps/(server|web)/src/features/([^/]+)/" },
      to: { path: "^apps/$1/src/features/", pathNot: "^apps/$1/src/features/$2/" },
    },
    {
      name: "shared-imports-feature",
      comment: "The shared floors sit below every feature and the app: they import neither.",
      severity: "error",
      from: { path: [WEB_SHARED, SERVER_SHARED], pathNot: TEST },
      to: {
        path: [
          "^apps/web/src/(features|app)/",
          "^apps/server/src/(features|admin|seed)/",
          "^apps/server/src/[^/]+\\.ts$",
        ],
      },
    },
    ...webFloorRules,
    {
      name: "feature-imports-app",
      comment:
        "A feature does not reach up into the app that composes it (its tests may render inside the app's providers).",
      severity: "error",
      from: { path: "^apps/(server|web)/src/features/", pathNot: TEST },
      to: { path: ["^apps/web/src/app/", "^apps/server/src/(admin|seed)/", "^apps/server/src/[^/]+\\.ts$"] },
    },
    {
      name: "domain-imports-app",
      comment: "The domain is the bottom floor: server and web import it, never the other way.",
      severity: "error",
      from: { path: "^packages/domain/" },
      to: { path: "^(apps|e2e|bench|scripts)/" },
    },
    {
      name: "server-and-web-apart",
      comment: "Server and web share code only through the domain.",
      severity: "error",
      from: { path: "^apps/(server|web)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a mistake the type check may miss in a test or script.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // the fixture breaks every rule on purpose (scripts/lint-deps.ts cruises it on its own)
    exclude: {
      path: ["node_modules", "dist", "test-results", "^data/", "^scripts/dependency-rules/fixture/"],
    },
    // TypeScript 7 offers no compiler API to dependency-cruiser; swc parses TypeScript and keeps
    // type-only imports as dependencies too (a type import across features is refused like any other).
    parser: "swc",
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
