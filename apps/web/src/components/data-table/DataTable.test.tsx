import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { json } from "../../test/http.ts";
import {
  answer,
  column,
  findTable,
  lastQuery,
  mockScreenWidth,
  renderTable,
  resetLocation,
  row,
  sampleColumns,
} from "../../test/table.tsx";

const LONG = "Fortschreibung des Bevölkerungsstandes auf Grundlage des Zensus mit sehr langer Beschreibung";

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

describe("DataTable", () => {
  it("loads the tablestate, sends the columns in order and shows the records", async () => {
    const { fetchMock } = renderTable({
      page: () => json(answer([row(1, { evas: "12411", description: "Bevölkerung", office: "05" })])),
    });
    const table = await findTable();
    expect(await within(table).findByText("12411")).toBeInTheDocument();
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(heads[0]).toMatch(/^EVAS/);
    expect(heads).toHaveLength(6);
    const query = lastQuery(fetchMock);
    expect(query).toMatchObject({ page: 0, size: 10 });
    expect(query.columns.map((c) => c.id)).toEqual([
      "evas",
      "description",
      "office",
      "closing",
      "month",
      "actions",
    ]);
  });

  it("shows the translated empty-list text for an empty table", async () => {
    renderTable({ page: () => json(answer([])) });
    const table = await findTable();
    expect(await within(table).findByText("Keine Einträge vorhanden.")).toBeInTheDocument();
  });

  it("shows up to 10 skeleton rows while loading", async () => {
    renderTable({ page: () => new Promise<Response>(() => undefined) });
    await findTable();
    expect(await screen.findAllByTestId("skeleton-row")).toHaveLength(10);
    expect(screen.getByRole("status")).toHaveTextContent("Wird geladen");
  });

  it("shows fewer skeleton rows where the list asks for them (9 in the general resource list)", async () => {
    renderTable({ page: () => new Promise<Response>(() => undefined), props: { skeletonRows: 9 } });
    await findTable();
    expect(await screen.findAllByTestId("skeleton-row")).toHaveLength(9);
  });

  it("keeps the description's full text in the cell and cuts it at 270 px", async () => {
    renderTable({ page: () => json(answer([row(1, { evas: "1", description: LONG })])) });
    const text = await screen.findByText(LONG);
    expect(text).toHaveStyle({ maxWidth: "270px", textOverflow: "ellipsis", whiteSpace: "nowrap" });
    // a tab stop, so the tooltip with the whole text also opens on keyboard focus (DeferredTooltip's
    // own tests prove the keyboard's focus; here hovering opens it)
    expect(text).toHaveAttribute("tabindex", "0");
    await userEvent.hover(text);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(LONG);
  });

  it("shows a code's label beside it", async () => {
    renderTable({
      page: () =>
        json(
          answer([
            {
              id: 1,
              items: {
                evas: { view: "12411", label: "12411", customCss: null },
                office: { view: "05", label: "NRW", customCss: null },
              },
            },
          ]),
        ),
    });
    expect(await screen.findByText("(NRW)")).toBeInTheDocument();
  });

  it("shows the toolbar slot and reloads on refresh", async () => {
    const { fetchMock } = renderTable({ props: { toolbar: <button type="button">Neu</button> } });
    await screen.findByText("12411");
    expect(screen.getByRole("button", { name: "Neu" })).toBeInTheDocument();
    const before = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole("button", { name: "Aktualisieren" }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
  });
});

describe("language", () => {
  it("loads the columns again in the new language and keeps the filters", async () => {
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.office=02");
    const office = (init: RequestInit) => {
      const en = new Headers(init.headers).get("Accept-Language") === "en";
      const choices = [{ key: "02", value: "02", display: en ? "02 – Hamburg (en)" : "02 – Hamburg" }];
      return column("office", "dropdown", { filter: { choices } });
    };
    const { fetchMock } = renderTable({
      api: { "GET things/tablestate": (_p, init) => json({ columns: [column("evas"), office(init)] }) },
    });
    expect(
      await screen.findByRole("button", { name: "Filter entfernen: Amt: 02 – Hamburg" }),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage("en"));
    expect(
      await screen.findByRole("button", { name: "Remove filter: Amt: 02 – Hamburg (en)" }),
    ).toBeInTheDocument();
    // the chip shows the relabelled state as it is rendered; its page request follows once the query runs
    await waitFor(() =>
      expect(lastQuery(fetchMock).columns.find((c) => c.id === "office")?.options.filter.value).toEqual([
        { key: "02", value: "02", display: "02 – Hamburg (en)" },
      ]),
    );
  });
});

/**
 * Put into the toolbar slot, it reads the skeletons of the table's first commit: layout effects run
 * once the whole commit is in the DOM and before any re-render that an effect asks for.
 */
function FirstCommitSkeletons({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    for (const s of document.querySelectorAll('[data-testid="skeleton-row"]')) seen.push(s.tagName);
  }, [seen]);
  return null;
}

describe("card layout at xs", () => {
  it("shows each record as a card of label/value pairs", async () => {
    mockScreenWidth(400);
    renderTable({ page: () => json(answer([row(1, { evas: "12411", description: "Bevölkerung" })])) });
    const list = await screen.findByRole("list", { name: "Testtabelle" });
    const card = within(list).getByRole("listitem");
    expect(within(card).getByText("EVAS").tagName).toBe("DT");
    expect(within(card).getByText("12411").tagName).toBe("DD");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    // the heads are gone, so sorting moves to a menu
    expect(screen.getByRole("button", { name: "Sortieren" })).toBeInTheDocument();
  });

  it("keeps the sort and group buttons in their place while the columns load, disabled", async () => {
    mockScreenWidth(400);
    let columnsArrive: (response: Response) => void = () => undefined;
    renderTable({
      api: { "GET things/tablestate": () => new Promise<Response>((resolve) => (columnsArrive = resolve)) },
    });
    // appearing only with the columns, they would push the list down (issue 17: layout shift)
    expect(await screen.findByRole("button", { name: "Sortieren" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Gruppieren" })).toBeDisabled();
    act(() => columnsArrive(json({ columns: sampleColumns() })));
    await waitFor(() => expect(screen.getByRole("button", { name: "Sortieren" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Gruppieren" })).toBeEnabled();
  });

  it("shows one skeleton while loading, from the first render on", async () => {
    mockScreenWidth(400);
    const first: string[] = [];
    renderTable({
      page: () => new Promise<Response>(() => undefined),
      props: { toolbar: <FirstCommitSkeletons seen={first} /> },
    });
    expect(await screen.findAllByTestId("skeleton-row")).toHaveLength(1);
    // the card's placeholder, not the ten rows of the table layout
    expect(first).toEqual(["SPAN"]);
  });
});
