import { describe, expect, it } from "vitest";
import { OFFICES, sampleColumns } from "../../../test/table.tsx";
import type { TableViewState } from "./hash-codec.ts";
import { tableReducer } from "./reducer.ts";
import { withOptions } from "./snapshot.ts";

const german = sampleColumns();
/** the same columns as the server names them in English: the office choices' display texts differ */
const english = german.map((c) =>
  c.id === "office"
    ? withOptions(c, {
        filter: {
          ...c.options.filter,
          choices: OFFICES.map((o) => ({ ...o, display: `${o.display} (en)` })),
        },
      })
    : c,
);

function filtered(columnId: string, value: string): TableViewState {
  return {
    columns: german.map((c) =>
      c.id === columnId ? withOptions(c, { filter: { ...c.options.filter, value } }) : c,
    ),
    page: 2,
    size: 20,
  };
}

const filterOf = (state: TableViewState | null, id: string) =>
  state?.columns.find((c) => c.id === id)?.options.filter.value;

describe("the table's state on new default columns (another language)", () => {
  it("lays the state over them and keeps its filters, page and size", () => {
    const next = tableReducer(filtered("evas", "124"), { type: "relabel", defaults: english });
    expect(filterOf(next, "evas")).toBe("124");
    expect(next?.page).toBe(2);
    expect(next?.size).toBe(20);
    const office = next?.columns.find((c) => c.id === "office");
    expect(office?.options.filter.choices?.[0]?.display).toBe("01 – Schleswig-Holstein (en)");
  });

  it("relabels a state that replaced the rendered one meanwhile, instead of restoring the old one", () => {
    // the address was edited (f.evas=124) while the English columns were on their way
    const edited = tableReducer(filtered("description", "Zensus"), {
      type: "replace",
      state: filtered("evas", "124"),
    });
    const next = tableReducer(edited, { type: "relabel", defaults: english });
    expect(filterOf(next, "evas")).toBe("124");
    expect(filterOf(next, "description")).toBeNull();
  });

  it("leaves a table without a state yet as it is", () => {
    expect(tableReducer(null, { type: "relabel", defaults: english })).toBeNull();
  });
});
