import { ENCODING_PAGING } from "@erhdb/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { protocolTableSource } from "../../api/table-source.ts";
import { json } from "../../test/http.ts";
import {
  answer,
  findTable,
  lastQuery,
  mockScreenWidth,
  renderTable,
  resetLocation,
  row,
  sampleColumns,
} from "../../test/table.tsx";

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

const manyRows = () =>
  json(
    answer(
      Array.from({ length: 10 }, (_, i) => row(i + 1, { evas: String(10000 + i) })),
      95,
    ),
  );

describe("sorting", () => {
  it("cycles none → asc → desc → none, announced by aria-sort", async () => {
    const { fetchMock } = renderTable();
    const table = await findTable();
    await within(table).findByText("12411");
    const head = within(table).getByRole("columnheader", { name: /^EVAS/ });
    const button = within(head).getByRole("button", { name: /^EVAS/ });
    const direction = () => lastQuery(fetchMock).columns.find((c) => c.id === "evas")?.options.sort.direction;
    expect(head).toHaveAttribute("aria-sort", "none");
    expect(button).toHaveAccessibleName("EVAS nicht sortiert");

    await userEvent.click(button);
    await waitFor(() => expect(direction()).toBe("asc"));
    expect(head).toHaveAttribute("aria-sort", "ascending");
    expect(button).toHaveAccessibleName("EVAS aufsteigend sortiert");

    await userEvent.click(button);
    await waitFor(() => expect(direction()).toBe("desc"));
    expect(head).toHaveAttribute("aria-sort", "descending");

    await userEvent.click(button);
    await waitFor(() => expect(direction()).toBe("none"));
    expect(head).toHaveAttribute("aria-sort", "none");
  });

  describe("by several columns, in the order the user chose (decision 38)", () => {
    /** the sample columns, sorted by EVAS ascending as the server's defaults say (as the surveys by Erhebungsid) */
    const byEvas = () =>
      sampleColumns().map((c) =>
        c.id === "evas"
          ? { ...c, options: { ...c.options, sort: { sortable: true, direction: "asc" as const } } }
          : c,
      );
    const sortOf = (fetchMock: Parameters<typeof lastQuery>[0], id: string) =>
      lastQuery(fetchMock).columns.find((c) => c.id === id)?.options.sort;
    const head = (table: HTMLElement, name: string) =>
      within(table).getByRole("columnheader", { name: new RegExp(`^${name}`) });
    const button = (table: HTMLElement, name: string) =>
      within(head(table, name)).getByRole("button", { name: new RegExp(`^${name}`) });
    const shiftClick = async (element: HTMLElement) => {
      const user = userEvent.setup();
      await user.keyboard("{Shift>}");
      await user.click(element);
      await user.keyboard("{/Shift}");
    };

    it("a click sorts by that column alone, a Shift-click adds it as the next key, each arrow with its rank", async () => {
      const { fetchMock } = renderTable({ columns: byEvas() });
      const table = await findTable();
      await within(table).findByText("12411");

      await userEvent.click(button(table, "Beschreibung"));
      await waitFor(() => expect(sortOf(fetchMock, "description")?.direction).toBe("asc"));
      expect(sortOf(fetchMock, "evas")?.direction).toBe("none");
      expect(window.location.hash).toBe("#sort=description:asc");
      expect(head(table, "Beschreibung")).toHaveAttribute("aria-sort", "ascending");
      expect(head(table, "EVAS")).toHaveAttribute("aria-sort", "none");
      // one key: no rank to show
      expect(button(table, "Beschreibung")).toHaveAccessibleName("Beschreibung aufsteigend sortiert");
      expect(head(table, "Beschreibung")).not.toHaveTextContent("1");

      await shiftClick(button(table, "EVAS"));
      await waitFor(() => expect(sortOf(fetchMock, "evas")).toMatchObject({ direction: "asc", priority: 2 }));
      expect(sortOf(fetchMock, "description")).toMatchObject({ direction: "asc", priority: 1 });
      // the address names the keys in the same order
      expect(window.location.hash).toBe("#sort=description:asc,evas:asc");
      // aria-sort on one header at a time: the first key's
      expect(head(table, "Beschreibung")).toHaveAttribute("aria-sort", "ascending");
      expect(head(table, "EVAS")).not.toHaveAttribute("aria-sort");
      expect(button(table, "Beschreibung")).toHaveAccessibleName(
        "Beschreibung aufsteigend sortiert, Sortierschlüssel 1 von 2",
      );
      expect(button(table, "EVAS")).toHaveAccessibleName(
        "EVAS aufsteigend sortiert, Sortierschlüssel 2 von 2",
      );
      expect(head(table, "Beschreibung")).toHaveTextContent(/^Beschreibung.*1$/);
      expect(head(table, "EVAS")).toHaveTextContent(/^EVAS.*2$/);

      // Shift+Enter on the focused head moves that key on in its cycle, in its place
      button(table, "EVAS").focus();
      await userEvent.keyboard("{Shift>}{Enter}{/Shift}");
      await waitFor(() =>
        expect(sortOf(fetchMock, "evas")).toMatchObject({ direction: "desc", priority: 2 }),
      );
      expect(window.location.hash).toBe("#sort=description:asc,evas:desc");

      // Shift+Space moves it on to none: it leaves the order
      await userEvent.keyboard("{Shift>} {/Shift}");
      await waitFor(() => expect(window.location.hash).toBe("#sort=description:asc"));
      expect(sortOf(fetchMock, "evas")?.direction).toBe("none");

      // a plain click on a further key sorts by it alone, one step on
      await shiftClick(button(table, "EVAS"));
      await waitFor(() => expect(window.location.hash).toBe("#sort=description:asc,evas:asc"));
      await userEvent.click(button(table, "EVAS"));
      await waitFor(() => expect(window.location.hash).toBe("#sort=evas:desc"));
      expect(sortOf(fetchMock, "evas")).toMatchObject({ direction: "desc", priority: 1 });
      expect(sortOf(fetchMock, "description")?.direction).toBe("none");
      expect(sortOf(fetchMock, "description")).not.toHaveProperty("priority");
    });

    it("opens with the order of the address, shown by the ranks and sent as the query's", async () => {
      window.history.replaceState(null, "", "/erhebungsdatenbank/test#sort=evas:desc,description:asc");
      const { fetchMock } = renderTable({ columns: byEvas() });
      const table = await findTable();
      await within(table).findByText("12411");
      // EVAS stands before Beschreibung among the columns; the address puts it first anyway
      expect(sortOf(fetchMock, "evas")).toMatchObject({ direction: "desc", priority: 1 });
      expect(sortOf(fetchMock, "description")).toMatchObject({ direction: "asc", priority: 2 });
      expect(head(table, "EVAS")).toHaveAttribute("aria-sort", "descending");
      expect(button(table, "Beschreibung")).toHaveAccessibleName(
        "Beschreibung aufsteigend sortiert, Sortierschlüssel 2 von 2",
      );
      expect(window.location.hash).toBe("#sort=evas:desc,description:asc");
    });

    it("in the card layout's sort menu too: a choice sorts by it alone, a Shift-click adds, ranks are named", async () => {
      mockScreenWidth(400);
      const { fetchMock } = renderTable({ columns: byEvas() });
      await screen.findByRole("list", { name: "Testtabelle" });
      const choose = async (name: string, add: boolean) => {
        await userEvent.click(screen.getByRole("button", { name: "Sortieren" }));
        const item = await screen.findByRole("menuitem", { name: new RegExp(`^${name}`) });
        await (add ? shiftClick(item) : userEvent.click(item));
      };
      await choose("Beschreibung", false);
      await waitFor(() => expect(window.location.hash).toBe("#sort=description:asc"));
      await choose("EVAS", true);
      await waitFor(() => expect(window.location.hash).toBe("#sort=description:asc,evas:asc"));
      expect(sortOf(fetchMock, "evas")).toMatchObject({ direction: "asc", priority: 2 });
      await userEvent.click(screen.getByRole("button", { name: "Sortieren" }));
      expect(await screen.findByRole("menuitem", { name: /^EVAS/ })).toHaveTextContent(
        "aufsteigend sortiert, Sortierschlüssel 2 von 2",
      );
    });
  });

  it("offers no sort button on a column that is not sortable", async () => {
    renderTable();
    const table = await findTable();
    const head = await within(table).findByRole("columnheader", { name: "Aktionen" });
    expect(within(head).queryByRole("button")).not.toBeInTheDocument();
    expect(head).not.toHaveAttribute("aria-sort");
  });
});

describe("pagination", () => {
  it("pages through the records", async () => {
    const { fetchMock } = renderTable({ page: manyRows });
    await screen.findByText("10000");
    expect(screen.getByText("1–10 von 95")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /nächsten Seite/ }));
    await waitFor(() => expect(lastQuery(fetchMock).page).toBe(1));
  });

  it("offers the sizes 10, 20, 30, 50, 100 and remembers the choice in table.page.size", async () => {
    const { fetchMock } = renderTable({ page: manyRows });
    await screen.findByText("10000");
    const sizes = screen.getByRole("combobox", { name: /Zeilen pro Seite/i });
    const options = within(sizes)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["10", "20", "30", "50", "100"]);
    await userEvent.selectOptions(sizes, "50");
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ size: 50, page: 0 }));
    expect(window.localStorage.getItem("table.page.size")).toBe("50");
  });

  it("starts with the remembered page size", async () => {
    window.localStorage.setItem("table.page.size", "30");
    const { fetchMock } = renderTable({ page: manyRows });
    await screen.findByText("10000");
    expect(lastQuery(fetchMock).size).toBe(30);
  });

  it("ignores a remembered size that is not offered", async () => {
    window.localStorage.setItem("table.page.size", "7");
    const { fetchMock } = renderTable({ page: manyRows });
    await screen.findByText("10000");
    expect(lastQuery(fetchMock).size).toBe(10);
  });

  describe("a table with page sizes of its own (the encodings of SPEC 9)", () => {
    const encodings = {
      source: protocolTableSource({ id: "things", path: "things", paging: ENCODING_PAGING }),
    };

    it("offers 5 ... 100 and 'Alle', opens with 20, and 'Alle' asks for every row", async () => {
      const { fetchMock } = renderTable({ page: manyRows, props: encodings });
      await screen.findByText("10000");
      expect(lastQuery(fetchMock).size).toBe(20);
      const sizes = screen.getByRole("combobox", { name: /Zeilen pro Seite/i });
      const options = within(sizes)
        .getAllByRole("option")
        .map((o) => o.textContent);
      expect(options).toEqual(["5", "10", "15", "20", "25", "50", "100", "Alle"]);
      await userEvent.selectOptions(sizes, "Alle");
      await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ size: -1, page: 0 }));
      expect(window.localStorage.getItem("table.page.size")).toBe("-1");
    });

    it("opens with the size chosen in another table where it offers it, else with its own default", async () => {
      window.localStorage.setItem("table.page.size", "50");
      const offered = renderTable({ page: manyRows, props: encodings });
      await screen.findByText("10000");
      expect(lastQuery(offered.fetchMock).size).toBe(50);
      offered.unmount();

      window.localStorage.setItem("table.page.size", "30");
      const other = renderTable({ page: manyRows, props: encodings });
      await screen.findByText("10000");
      expect(lastQuery(other.fetchMock).size).toBe(20);
      other.unmount();

      // 'all', chosen in the encodings table, is no size of the standard tables
      window.localStorage.setItem("table.page.size", "-1");
      const standard = renderTable({ page: manyRows });
      await screen.findByText("10000");
      expect(lastQuery(standard.fetchMock).size).toBe(10);
    });
  });

  it("goes back to page 0 when a filter changes", async () => {
    const { fetchMock } = renderTable({ page: manyRows });
    await screen.findByText("10000");
    await userEvent.click(screen.getByRole("button", { name: /nächsten Seite/ }));
    await waitFor(() => expect(lastQuery(fetchMock).page).toBe(1));
    await userEvent.click(screen.getByRole("button", { name: "Filter für EVAS" }));
    await userEvent.type(await screen.findByRole("textbox", { name: "EVAS" }), "124{Enter}");
    await waitFor(() => expect(lastQuery(fetchMock).page).toBe(0));
    expect(lastQuery(fetchMock).columns.find((c) => c.id === "evas")?.options.filter.value).toBe("124");
  });
});
