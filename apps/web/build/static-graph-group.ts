import type { Plugin } from "vite";

/**
 * A chunk group (vite.config.ts, `codeSplitting.groups`) of one module and everything it imports
 * statically, read from the module graph once it is complete: the code a screen needs for its first
 * render, without the dialogs and pickers it imports on demand. A group's own `test` sees a module's id
 * alone, and a folder pattern would also take those lazy parts (the table's folder holds its dialogs).
 */
export function staticGraphGroup(
  root: RegExp,
  /** modules not taken nor followed: a barrel such as the domain's index names every module it has */
  outside: RegExp,
): { plugin: Plugin; test(id: string): boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "erhdb:static-graph-group",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      members.clear();
      const start = [...this.getModuleIds()].find((id) => root.test(id));
      if (start === undefined) this.error(`static-graph-group: no module matches ${root}`);
      const pending = [start];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (members.has(id) || outside.test(id)) continue;
        members.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
