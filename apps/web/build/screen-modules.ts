import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as domain from "@erhdb/domain";
import { parseAst, type Rollup } from "vite";

/** The app's table of screens and the lazy imports of their pages (SCREEN_LOADERS). */
export const SCREEN_MODULES_FILE = fileURLToPath(new URL("../src/app/screen-modules.ts", import.meta.url));

/** What the build reads of a plugin's context: the module graph and the resolver. */
export type GraphContext = Pick<Rollup.PluginContext, "getModuleInfo" | "resolve">;

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Every node below `node`, itself included. */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) if (key !== "type") yield* nodesOf(value);
}

/** A key of SCREEN_LOADERS: a string, or a constant of the domain (`[HOME_PATH]`). */
function screenPath(property: Node): string {
  const key = property.key as Node;
  if (!property.computed && key.type === "Literal" && typeof key.value === "string") return key.value;
  if (property.computed && key.type === "Identifier") {
    const value = (domain as Record<string, unknown>)[key.name as string];
    if (typeof value === "string") return value;
  }
  throw new Error("screen-modules: a key of SCREEN_LOADERS is neither a string nor a string of the domain");
}

/**
 * The module each screen's page comes from, as screen-modules.ts imports it: for each key of
 * SCREEN_LOADERS the one specifier of the dynamic import its loader makes, directly
 * (`() => import("…")`) or through a loader of the file (`() => surveys().then(…)`). A loader that
 * imports no module or several stops the build: the first page's build could not tell its code.
 */
export function screenPageImports(source: string): Map<string, string> {
  const program = parseAst(source, { lang: "ts" }, SCREEN_MODULES_FILE);
  const constants = new Map<string, Node>();
  for (const node of nodesOf(program.body))
    if (
      node.type === "VariableDeclarator" &&
      isNode(node.id) &&
      node.id.type === "Identifier" &&
      isNode(node.init)
    )
      constants.set(node.id.name as string, node.init);
  const loaders = constants.get("SCREEN_LOADERS");
  if (loaders?.type !== "ObjectExpression")
    throw new Error("screen-modules: screen-modules.ts declares no SCREEN_LOADERS object");
  const importsOf = (node: Node, seen: Set<string>): Set<string> => {
    const specifiers = new Set<string>();
    for (const inner of nodesOf(node)) {
      if (inner.type === "ImportExpression") {
        const source = inner.source as Node;
        if (source.type !== "Literal" || typeof source.value !== "string")
          throw new Error("screen-modules: a page is imported by a computed name");
        specifiers.add(source.value);
      } else if (inner.type === "Identifier" && !seen.has(inner.name as string)) {
        const loader = constants.get(inner.name as string);
        if (loader === undefined) continue;
        seen.add(inner.name as string);
        for (const specifier of importsOf(loader, seen)) specifiers.add(specifier);
      }
    }
    return specifiers;
  };
  const pages = new Map<string, string>();
  for (const property of (loaders.properties as Node[]) ?? []) {
    if (property.type !== "Property")
      throw new Error("screen-modules: SCREEN_LOADERS spreads another object");
    const path = screenPath(property);
    const specifiers = [...importsOf(property.value as Node, new Set(["SCREEN_LOADERS"]))];
    const [specifier] = specifiers;
    if (specifiers.length !== 1 || specifier === undefined)
      throw new Error(`screen-modules: the loader of ${path} imports ${specifiers.length} modules, not one`);
    pages.set(path, specifier);
  }
  return pages;
}

/**
 * The module id of each given screen's page in this build: read from screen-modules.ts, resolved as the
 * bundler resolves it, and checked against the module graph (screen-modules.ts imports it dynamically).
 * A screen without a page, or a page the graph does not have, stops the build.
 */
export async function screenModuleIds(
  context: GraphContext,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const graph = context.getModuleInfo(SCREEN_MODULES_FILE);
  if (!graph) throw new Error(`screen-modules: ${SCREEN_MODULES_FILE} is not in the build's module graph`);
  const pages = screenPageImports(await readFile(SCREEN_MODULES_FILE, "utf8"));
  const ids = new Map<string, string>();
  for (const path of paths) {
    const specifier = pages.get(path);
    if (specifier === undefined) throw new Error(`screen-modules: SCREEN_LOADERS has no page for ${path}`);
    const id = (await context.resolve(specifier, SCREEN_MODULES_FILE))?.id;
    if (id === undefined || !graph.dynamicallyImportedIds.includes(id))
      throw new Error(`screen-modules: the page of ${path} (${specifier}) is no dynamic import in the graph`);
    ids.set(path, id);
  }
  return ids;
}

/** The module id of one screen's page in this build (screenModuleIds). */
export async function screenModuleId(context: GraphContext, path: string): Promise<string> {
  const id = (await screenModuleIds(context, [path])).get(path);
  if (id === undefined) throw new Error(`screen-modules: SCREEN_LOADERS has no page for ${path}`);
  return id;
}
