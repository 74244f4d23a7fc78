import { describe, expect, it } from "vitest";
import { chunkHolding, type GraphChunk, staticClosure } from "./chunk-graph.ts";

const chunk = (fileName: string, imports: string[] = [], moduleIds: string[] = []): GraphChunk => ({
  fileName,
  imports,
  moduleIds,
});

describe("chunk graph of the bundle", () => {
  const react = chunk("react.js");
  const libraries = chunk("libraries.js", ["react.js"]);
  const table = chunk("table.js", ["libraries.js", "react.js"], ["/src/components/data-table/DataTable.tsx"]);
  const evas = chunk("evas.js", ["table.js", "libraries.js"], ["/src/features/evas/index.ts"]);
  const surveys = chunk("surveys.js", ["table.js"], ["/src/features/surveys/index.ts"]);
  const chunks = [surveys, evas, table, libraries, react];

  it("lists a chunk after every chunk it imports, each once, and nothing it does not import", () => {
    expect(staticClosure(chunks, [evas]).map((c) => c.fileName)).toEqual([
      "react.js",
      "libraries.js",
      "table.js",
      "evas.js",
    ]);
    expect(staticClosure(chunks, [evas, surveys]).map((c) => c.fileName)).toEqual([
      "react.js",
      "libraries.js",
      "table.js",
      "evas.js",
      "surveys.js",
    ]);
  });

  it("finds the chunk that holds a module, also inside a group of several", () => {
    expect(chunkHolding(chunks, "/src/features/evas/index.ts")).toBe(evas);
    expect(chunkHolding(chunks, "/src/components/data-table/DataTable.tsx")).toBe(table);
    expect(chunkHolding(chunks, "/src/features/users/index.ts")).toBeUndefined();
    // a module's id, not a part of it
    expect(chunkHolding(chunks, "evas/index.ts")).toBeUndefined();
  });
});
