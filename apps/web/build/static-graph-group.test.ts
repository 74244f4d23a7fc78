import { describe, expect, it } from "vitest";
import type { GraphContext } from "./screen-modules.ts";
import { barrelModulesUsed, namesImported, staticGraph } from "./static-graph-group.ts";

interface Module {
  imports?: string[];
  exports?: string[];
  code?: string;
}

/** A module graph of the given modules; `@domain` resolves to the domain's index. */
function graph(modules: Record<string, Module>): GraphContext {
  const context = {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module
        ? { importedIds: module.imports ?? [], exports: module.exports ?? [], code: module.code ?? "" }
        : null;
    },
    resolve: async (specifier: string) => (specifier === "@domain" ? { id: "/domain/index.ts" } : null),
  };
  return context as unknown as GraphContext;
}

const MODULES: Record<string, Module> = {
  "/app/surveys/index.ts": {
    imports: ["/app/table/Table.tsx", "/domain/index.ts", "/app/i18n/Trans.ts"],
    code: `import { Table } from "/app/table/Table.tsx";\nimport { PAGE_SIZE } from "@domain";\nexport const Page = Table;`,
  },
  "/app/table/Table.tsx": {
    imports: ["/domain/index.ts"],
    code: `import { parseFilter as parse, HOME } from "@domain";\nexport { ROW } from "@domain";\nexport const Table = parse;`,
  },
  "/app/i18n/Trans.ts": { imports: ["/node_modules/zod/index.js"] },
  "/domain/index.ts": {
    imports: [
      "/domain/paging.ts",
      "/domain/filter.ts",
      "/domain/row.ts",
      "/domain/screens.ts",
      "/domain/schemas.ts",
    ],
    exports: ["PAGE_SIZE", "parseFilter", "ROW", "HOME", "schema"],
  },
  "/domain/paging.ts": { exports: ["PAGE_SIZE"] },
  "/domain/filter.ts": {
    exports: ["parseFilter"],
    imports: ["/domain/dates.ts", "/node_modules/dayjs/index.js"],
  },
  "/domain/dates.ts": { imports: ["/domain/screens.ts"] },
  "/domain/row.ts": { exports: ["ROW"] },
  "/domain/screens.ts": { exports: ["HOME"] },
  "/domain/schemas.ts": { exports: ["schema"], imports: ["/node_modules/zod/index.js"] },
};

describe("staticGraph (a screen's first-render code)", () => {
  const context = graph(MODULES);

  it("takes the root and what it imports statically, stopping at the modules outside", () => {
    expect(staticGraph(context, "/app/surveys/index.ts", [/\/domain\//, /node_modules\/zod\//])).toEqual(
      new Set(["/app/surveys/index.ts", "/app/table/Table.tsx", "/app/i18n/Trans.ts"]),
    );
  });

  it("stops the build when a pattern of the modules outside stops none: it names a module that moved", () => {
    expect(() =>
      staticGraph(context, "/app/surveys/index.ts", [/\/domain\//, /node_modules\/react-i18next\//]),
    ).toThrow(
      "static-graph-group: nothing of /app/surveys/index.ts's graph matches /node_modules\\/react-i18next\\//",
    );
    expect(
      staticGraph(context, "/app/surveys/index.ts", [/\/domain\//, /node_modules\/react-i18next\//], {
        allStop: false,
      }).size,
    ).toBe(4);
  });
});

describe("namesImported", () => {
  it("reads the names a module imports or re-exports from a specifier", () => {
    expect(namesImported(MODULES["/app/table/Table.tsx"]?.code ?? "", "@domain")).toEqual([
      "parseFilter",
      "HOME",
      "ROW",
    ]);
  });

  it("stops the build at an import of the whole barrel, whose use it cannot tell", () => {
    expect(() => namesImported(`import * as domain from "@domain";`, "@domain", "/a.ts")).toThrow(
      "static-graph-group: /a.ts imports all of @domain, not names of it",
    );
  });
});

describe("barrelModulesUsed (the domain modules a screen's first render uses)", () => {
  const context = graph(MODULES);
  const members = new Set(["/app/surveys/index.ts", "/app/table/Table.tsx", "/app/i18n/Trans.ts"]);

  it("takes the modules whose names the members import, with what they import of the barrel's folder", async () => {
    expect(await barrelModulesUsed(context, members, "@domain")).toEqual(
      new Set([
        "/domain/paging.ts",
        "/domain/filter.ts",
        "/domain/screens.ts",
        "/domain/row.ts",
        "/domain/dates.ts",
      ]),
    );
  });

  it("leaves out, and does not follow, the modules the entry uses already", async () => {
    expect(
      await barrelModulesUsed(
        context,
        members,
        "@domain",
        new Set(["/domain/screens.ts", "/domain/filter.ts"]),
      ),
    ).toEqual(new Set(["/domain/paging.ts", "/domain/row.ts"]));
  });

  it("stops the build when the members import nothing of the barrel, or the barrel is not in the graph", async () => {
    await expect(barrelModulesUsed(context, new Set(["/app/i18n/Trans.ts"]), "@domain")).rejects.toThrow(
      "static-graph-group: the group imports no module of @domain",
    );
    await expect(barrelModulesUsed(context, members, "@elsewhere")).rejects.toThrow(
      "static-graph-group: @elsewhere is not in the module graph",
    );
  });
});
