import { readFileSync } from "node:fs";
import path from "node:path";
import { HOME_PATH, SCREENS } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { TITLED_SCREENS } from "./page-shell.ts";
import {
  type GraphContext,
  SCREEN_MODULES_FILE,
  screenModuleId,
  screenModuleIds,
  screenPageImports,
} from "./screen-modules.ts";

const SOURCE = readFileSync(SCREEN_MODULES_FILE, "utf8");

/** A module graph in which screen-modules.ts imports `imported` dynamically, resolved as files. */
function graph(imported: readonly string[]): GraphContext {
  const context = {
    getModuleInfo: (id: string) =>
      id === SCREEN_MODULES_FILE ? { dynamicallyImportedIds: imported.map(resolved) } : null,
    resolve: async (specifier: string, importer: string) => ({
      id: path.resolve(path.dirname(importer), specifier),
    }),
  };
  return context as unknown as GraphContext;
}
const resolved = (specifier: string) => path.resolve(path.dirname(SCREEN_MODULES_FILE), specifier);

describe("screenPageImports (the module of each screen's page, read from src/app/screen-modules.ts)", () => {
  const pages = screenPageImports(SOURCE);

  it("finds one module for every screen, through a loader of the file or an import of its own", () => {
    for (const screen of SCREENS) expect(pages.get(screen.path), screen.path).toMatch(/^\.\.\/features\//);
    expect(pages.get(HOME_PATH)).toBe("../features/surveys/index.ts");
    expect(pages.get("/evastree")).toBe("../features/evas/index.ts");
    expect(pages.get("/documentation")).toBe("../features/documentation/index.ts");
    expect(pages.get("/newsletter/edit")).toBe("../features/newsletter/index.ts");
  });

  it("has a page for each titled screen of the page shell", () => {
    for (const path of TITLED_SCREENS) expect(pages.get(path), path).toBeDefined();
  });

  it("stops the build when a loader imports no module or several, or the table is not there", () => {
    const none = `export const SCREEN_LOADERS = { "/a": () => Promise.resolve(() => null) };`;
    expect(() => screenPageImports(none)).toThrow("the loader of /a imports 0 modules, not one");
    const two = `const a = () => import("./a.ts");
      export const SCREEN_LOADERS = { "/a": () => a().then(() => import("./b.ts")) };`;
    expect(() => screenPageImports(two)).toThrow("the loader of /a imports 2 modules, not one");
    expect(() => screenPageImports(`export const LOADERS = {};`)).toThrow(/declares no SCREEN_LOADERS/);
    const computed = `export const SCREEN_LOADERS = { [NOWHERE]: () => import("./a.ts") };`;
    expect(() => screenPageImports(computed)).toThrow(/neither a string nor a string of the domain/);
  });
});

describe("screenModuleIds (the pages' modules in the build's module graph)", () => {
  it("resolves each screen's page to the module screen-modules.ts imports dynamically", async () => {
    const context = graph(["../features/surveys/index.ts", "../features/evas/index.ts"]);
    const ids = await screenModuleIds(context, ["/surveys", "/evastree"]);
    expect(ids).toEqual(
      new Map([
        ["/surveys", resolved("../features/surveys/index.ts")],
        ["/evastree", resolved("../features/evas/index.ts")],
      ]),
    );
    expect(await screenModuleId(context, HOME_PATH)).toBe(resolved("../features/surveys/index.ts"));
  });

  it("stops the build for a screen without a page, a page the graph lacks, or no screen-modules.ts", async () => {
    const context = graph(["../features/surveys/index.ts"]);
    await expect(screenModuleIds(context, ["/nowhere"])).rejects.toThrow(
      "screen-modules: SCREEN_LOADERS has no page for /nowhere",
    );
    await expect(screenModuleId(context, "/evas")).rejects.toThrow(
      "screen-modules: the page of /evas (../features/evas/index.ts) is no dynamic import in the graph",
    );
    const empty = { getModuleInfo: () => null, resolve: async () => null } as unknown as GraphContext;
    await expect(screenModuleIds(empty, [HOME_PATH])).rejects.toThrow(/is not in the build's module graph/);
  });
});
