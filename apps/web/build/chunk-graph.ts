import type { OutputChunk } from "rolldown";

/** What the chunk graph reads of a chunk of the bundle. */
export type GraphChunk = Pick<OutputChunk, "fileName" | "moduleIds" | "imports">;

/** Whether a chunk holds a module (by its id): a chunk may be a group of several (vite.config.ts). */
export function holds(chunk: GraphChunk, module: string): boolean {
  return chunk.moduleIds.includes(module);
}

/** The chunk that holds a module (by its id). */
export function chunkHolding<C extends GraphChunk>(chunks: readonly C[], module: string): C | undefined {
  return chunks.find((chunk) => holds(chunk, module));
}

/**
 * The given chunks and every chunk they import statically, each after the chunks it imports: the order
 * in which the browser evaluates them.
 */
export function staticClosure<C extends GraphChunk>(chunks: readonly C[], roots: readonly C[]): C[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const ordered = new Map<string, C>();
  const entered = new Set<string>();
  const visit = (chunk: C): void => {
    if (entered.has(chunk.fileName)) return;
    entered.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
    ordered.set(chunk.fileName, chunk);
  };
  for (const root of roots) visit(root);
  return [...ordered.values()];
}
