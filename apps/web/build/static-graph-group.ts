import path from "node:path";
import { type Plugin, parseAst } from "vite";
import type { GraphContext } from "./screen-modules.ts";

type Graph = Pick<GraphContext, "getModuleInfo">;

/**
 * `root` and every module it imports statically, not taking nor following a module of `outside`. Each
 * pattern of `outside` must stop at least one module: one that stops none names a module that moved or
 * went, and the group would silently take what it was meant to keep out.
 */
export function staticGraph(
  graph: Graph,
  root: string,
  outside: readonly RegExp[],
  { allStop = true } = {},
): Set<string> {
  const members = new Set<string>();
  const stopping = new Set<RegExp>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (members.has(id)) continue;
    const stop = outside.find((pattern) => pattern.test(id));
    if (stop) {
      stopping.add(stop);
      continue;
    }
    members.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  const idle = outside.filter((pattern) => !stopping.has(pattern));
  if (allStop && idle.length > 0)
    throw new Error(`static-graph-group: nothing of ${root}'s graph matches ${idle.join(", ")}`);
  return members;
}

/** The names a module's code imports from `specifier` (type-only imports are gone from the code). */
export function namesImported(code: string, specifier: string, file = "module.js"): string[] {
  const names: string[] = [];
  for (const statement of parseAst(code, { lang: "js" }, file).body) {
    if (
      (statement.type !== "ImportDeclaration" && statement.type !== "ExportNamedDeclaration") ||
      statement.source?.value !== specifier
    )
      continue;
    for (const imported of statement.specifiers) {
      if (imported.type === "ImportNamespaceSpecifier" || imported.type === "ImportDefaultSpecifier")
        throw new Error(`static-graph-group: ${file} imports all of ${specifier}, not names of it`);
      const name = imported.type === "ImportSpecifier" ? imported.imported : imported.local;
      names.push(name.type === "Identifier" ? name.name : String(name.value));
    }
  }
  return names;
}

/**
 * The modules of a barrel (`specifier`, e.g. the domain's index, which re-exports every module of its
 * package) whose exports `members` import by name, with the modules of the barrel's folder those import
 * statically; neither taking nor following those of `known` (the part the entry uses: the entry's chunk
 * holds it). A static graph does not follow a barrel, which names every module it has; this is the part
 * of it that the members use. None found stops the build: the barrel or its use moved.
 */
export async function barrelModulesUsed(
  context: GraphContext,
  members: ReadonlySet<string>,
  specifier: string,
  known: ReadonlySet<string> = new Set(),
): Promise<Set<string>> {
  const importers = [...members];
  const [first] = importers;
  const barrel = first === undefined ? undefined : (await context.resolve(specifier, first))?.id;
  const barrelInfo = barrel === undefined ? null : context.getModuleInfo(barrel);
  if (!barrel || !barrelInfo) throw new Error(`static-graph-group: ${specifier} is not in the module graph`);
  const folder = `${path.dirname(barrel)}${path.sep}`;
  const definedIn = new Map<string, string>();
  for (const id of barrelInfo.importedIds)
    for (const name of context.getModuleInfo(id)?.exports ?? []) definedIn.set(name, id);
  const used = new Set<string>();
  for (const id of importers) {
    const info = context.getModuleInfo(id);
    if (!info?.importedIds.includes(barrel) || info.code === null) continue;
    for (const name of namesImported(info.code, specifier, id)) {
      const module = definedIn.get(name);
      if (module && !known.has(module)) used.add(module);
    }
  }
  if (used.size === 0) throw new Error(`static-graph-group: the group imports no module of ${specifier}`);
  const pending = [...used];
  for (let id = pending.pop(); id !== undefined; id = pending.pop())
    for (const imported of context.getModuleInfo(id)?.importedIds ?? [])
      if (imported.startsWith(folder) && imported !== barrel && !used.has(imported) && !known.has(imported)) {
        used.add(imported);
        pending.push(imported);
      }
  return used;
}

/**
 * A chunk group (vite.config.ts, `codeSplitting.groups`) of one module and everything it imports
 * statically, read from the module graph once it is complete: the code a screen needs for its first
 * render, without the dialogs and pickers it imports on demand. A group's own `test` sees a module's id
 * alone, and a folder pattern would also take those lazy parts (the table's folder holds its dialogs).
 * With `barrels`, the modules of those barrels that the group imports names from join it.
 */
export function staticGraphGroup(
  /** the module the group starts from, found once the graph is complete */
  root: (context: GraphContext) => Promise<string>,
  /** modules not taken nor followed: a barrel such as the domain's index names every module it has */
  outside: readonly RegExp[],
  barrels: readonly string[] = [],
): { plugin: Plugin; test(id: string): boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "erhdb:static-graph-group",
    apply: "build",
    async buildEnd(error) {
      if (error) return;
      members.clear();
      try {
        const graph = staticGraph(this, await root(this), outside);
        const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
        if (entry === undefined) throw new Error("static-graph-group: the graph has no entry");
        const entryGraph = staticGraph(this, entry, outside, { allStop: false });
        const used = await Promise.all(
          barrels.map(async (barrel) =>
            barrelModulesUsed(this, graph, barrel, await barrelModulesUsed(this, entryGraph, barrel)),
          ),
        );
        for (const id of [...graph, ...used.flatMap((modules) => [...modules])]) members.add(id);
      } catch (problem) {
        this.error(problem instanceof Error ? problem.message : String(problem));
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
