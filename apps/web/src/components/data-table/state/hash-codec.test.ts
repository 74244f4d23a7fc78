import { ENCODING_PAGING } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { column, OFFICES, sampleColumns } from "../../../test/table.tsx";
import { decodeViewState, encodeViewState, type TableViewState } from "./hash-codec.ts";
import { withOptions } from "./snapshot.ts";

const defaults = sampleColumns();

function edited(): TableViewState {
  const [evas, description, office, closing, month, actions] = defaults.map((c) => ({ ...c }));
  const columns = [
    withOptions(description!, {
      filter: { ...description!.options.filter, value: "12,4 & ä/?" },
      sort: { sortable: true, direction: "desc", priority: 1 },
    }),
    withOptions(evas!, {
      filter: { ...evas!.options.filter, value: "124" },
      sort: { sortable: true, direction: "asc", priority: 2 },
    }),
    withOptions(office!, {
      filter: { ...office!.options.filter, value: [OFFICES[0]!, OFFICES[2]!] },
      group: { groupable: true, grouped: true },
    }),
    withOptions(closing!, {
      filter: {
        ...closing!.options.filter,
        value: { variant: "LAST_N_MONTHS", lastN: 6, granularity: "month" },
      },
    }),
    withOptions(month!, {
      filter: {
        ...month!.options.filter,
        value: { variant: "CUSTOM", fromDate: "2024-01-01", toDate: null },
      },
      display: { visibility: false },
    }),
    actions!,
  ];
  return { columns, page: 3, size: 50 };
}

describe("hash codec", () => {
  it("writes nothing for an untouched table", () => {
    expect(encodeViewState({ columns: defaults, page: 0, size: 10 }, defaults, 10)).toBe("");
  });

  it("round-trips filters, sorts, groups, visibility, order, page size and page", () => {
    const state = edited();
    const hash = encodeViewState(state, defaults, 10);
    expect(hash).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/);
    expect(hash).toContain("sort=description:desc,evas:asc");
    expect(hash).toContain("f.office=01,03");
    expect(hash).toContain("f.closing=month~LAST_N_MONTHS~6");
    expect(decodeViewState(`#${hash}`, defaults)).toEqual(state);
  });

  it("writes the sort keys in the order they apply, and reads their ranks back from it (decision 38)", () => {
    const evasFirst = edited();
    evasFirst.columns = evasFirst.columns.map((c) =>
      c.id === "evas" || c.id === "description"
        ? withOptions(c, { sort: { ...c.options.sort, priority: c.id === "evas" ? 1 : 2 } })
        : c,
    );
    const hash = encodeViewState(evasFirst, defaults, 10);
    // evas sorts first, though description stands before it among the columns
    expect(hash).toContain("sort=evas:asc,description:desc");
    expect(decodeViewState(`#${hash}`, defaults)).toEqual(evasFirst);

    const rankOf = (hash: string, id: string) =>
      decodeViewState(hash, defaults)?.columns.find((c) => c.id === id)?.options.sort.priority;
    expect(rankOf("#sort=description:desc,evas:asc", "evas")).toBe(2);
    expect(rankOf("#sort=evas:asc,description:desc", "evas")).toBe(1);
    expect(rankOf("#sort=evas:asc,description:desc", "description")).toBe(2);
  });

  it("reads a hand-written hash", () => {
    const decoded = decodeViewState("#f.evas=124&sort=evas:asc&page=2", defaults);
    expect(decoded?.page).toBe(2);
    const evas = decoded?.columns.find((c) => c.id === "evas");
    expect(evas?.options.filter.value).toBe("124");
    expect(evas?.options.sort.direction).toBe("asc");
    expect(decoded?.size).toBeUndefined();
  });

  it("skips a column that no longer exists", () => {
    expect(
      decodeViewState("#f.gone=1&f.evas=2", defaults)?.columns.find((c) => c.id === "evas")?.options.filter
        .value,
    ).toBe("2");
  });

  it("drops dropdown keys that are not among the column's choices", () => {
    const office = decodeViewState("#f.office=02,99", defaults)?.columns.find((c) => c.id === "office");
    expect(office?.options.filter.value).toEqual([OFFICES[1]]);
  });

  it.each([
    "",
    "#",
    "#main-content",
    "#sort=evas:up",
    // a column named twice: which rank it has is open to doubt
    "#sort=evas:asc,description:asc,evas:desc",
    "#size=7",
    "#page=-1",
    "#page=x",
    "#f.closing=SOMETIME",
    "#f.closing=LAST_N_DAYS~5",
    "#f.closing=CUSTOM~2024-02-30~",
    // the date filter offers days from 01.01.2000 to 31.12.2100, and no last n days by month
    "#f.closing=CUSTOM~1999-12-31~",
    "#f.closing=CUSTOM~2024-01-01~2101-01-01",
    "#f.closing=month~LAST_N_DAYS~7",
    "#f.month=LAST_N_DAYS~7",
    "#f.evas=%E0%A4%A",
    // EVAS takes up to five digits: the text filter would refuse these, so the hash may not carry them
    "#f.evas=abc",
    "#f.evas=123456",
    "#f.description=Zensus&f.evas=12a",
    "#what=ever",
  ])("ignores %j", (hash) => {
    expect(decodeViewState(hash, defaults)).toBeNull();
  });

  it("reads a size only where the table offers it", () => {
    expect(decodeViewState("#size=15", defaults)).toBeNull();
    expect(decodeViewState("#size=-1", defaults)).toBeNull();
    expect(decodeViewState("#size=15", defaults, ENCODING_PAGING)?.size).toBe(15);
    expect(decodeViewState("#size=-1", defaults, ENCODING_PAGING)?.size).toBe(-1);
    expect(decodeViewState("#size=1e1", defaults, ENCODING_PAGING)).toBeNull();
  });

  it("ignores a filter of the wrong kind for the column", () => {
    const columns = [column("closing", "date"), column("actions", "actions")];
    expect(decodeViewState("#f.actions=x", columns)).toBeNull();
  });
});
