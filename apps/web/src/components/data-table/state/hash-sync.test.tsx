import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json } from "../../../test/http.ts";
import {
  lastQuery,
  mockScreenWidth,
  renderTable,
  resetLocation,
  sampleColumns,
} from "../../../test/table.tsx";

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

const evasColumn = (fetchMock: Parameters<typeof lastQuery>[0]) =>
  lastQuery(fetchMock).columns.find((c) => c.id === "evas")!;

function editHash(hash: string) {
  act(() => {
    window.location.hash = hash;
  });
}

describe("table state in the URL hash", () => {
  it("mirrors every change in the hash and in local storage", async () => {
    renderTable();
    const table = await screen.findByRole("table", { name: "Testtabelle" });
    await within(table).findByText("12411");
    expect(window.location.hash).toBe("");
    await userEvent.click(within(table).getByRole("button", { name: /^EVAS/ }));
    await waitFor(() => expect(window.location.hash).toBe("#sort=evas:asc"));
    expect(window.localStorage.getItem("table.state.things")).toBe("sort=evas:asc");
  });

  it("opens with the state of the hash", async () => {
    window.history.replaceState(
      null,
      "",
      "/erhebungsdatenbank/test#sort=evas:desc&f.description=Zensus&page=2&size=20",
    );
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    expect(lastQuery(fetchMock)).toMatchObject({ page: 2, size: 20 });
    expect(evasColumn(fetchMock).options.sort.direction).toBe("desc");
  });

  it("reads the hash again when it is edited by hand", async () => {
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    editHash("#f.evas=99&sort=evas:asc");
    await waitFor(() => expect(evasColumn(fetchMock).options.filter.value).toBe("99"));
    expect(evasColumn(fetchMock).options.sort.direction).toBe("asc");
    expect(screen.getByRole("button", { name: "Filter entfernen: EVAS: 99" })).toBeInTheDocument();
  });

  it("opens with a hash edited while its columns were still loading", async () => {
    let release = () => {};
    const columnsLoaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock } = renderTable({
      api: { "GET things/tablestate": () => columnsLoaded.then(() => json({ columns: sampleColumns() })) },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    editHash("#f.evas=77");
    release();
    await screen.findByText("12411");
    expect(evasColumn(fetchMock).options.filter.value).toBe("77");
    expect(window.location.hash).toBe("#f.evas=77");
  });

  it("keeps an edited address it has not read yet: a change of its own written meanwhile does not undo it", async () => {
    const { fetchMock } = renderTable();
    const table = await screen.findByRole("table", { name: "Testtabelle" });
    await within(table).findByText("12411");
    // The address changes; its hashchange comes as a task of its own, and before it the table writes a
    // state of its own: a sort here; in the app the other language's columns arriving (datatable.spec.ts)
    act(() => {
      window.location.hash = "#f.evas=99";
      fireEvent.click(within(table).getByRole("button", { name: /^EVAS/ }));
    });
    await waitFor(() => expect(evasColumn(fetchMock).options.filter.value).toBe("99"));
    expect(window.location.hash).toBe("#f.evas=99");
    expect(screen.getByRole("button", { name: "Filter entfernen: EVAS: 99" })).toBeInTheDocument();
  });

  it("reads a hash the router navigates to on the same page, which fires no hashchange (a search hit)", async () => {
    const { fetchMock, navigate } = renderTable();
    await screen.findByText("12411");
    navigate("#f.evas=98");
    await waitFor(() => expect(evasColumn(fetchMock).options.filter.value).toBe("98"));
    expect(screen.getByRole("button", { name: "Filter entfernen: EVAS: 98" })).toBeInTheDocument();
    expect(window.location.hash).toBe("#f.evas=98");
  });

  it("ignores an invalid hash, keeps its state and shows it in the address again", async () => {
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.evas=1");
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    const requests = fetchMock.mock.calls.length;
    editHash("#sort=evas:sideways");
    await waitFor(() => expect(window.location.hash).toBe("#f.evas=1"));
    expect(evasColumn(fetchMock).options.filter.value).toBe("1");
    expect(fetchMock.mock.calls.length).toBe(requests);
  });

  it("keeps the defaults when it opens with an invalid hash", async () => {
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#page=zwei");
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    expect(lastQuery(fetchMock).page).toBe(0);
    expect(window.location.hash).toBe("");
  });

  it("returns to the defaults when the hash is emptied", async () => {
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.evas=1");
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    editHash("");
    await waitFor(() => expect(evasColumn(fetchMock).options.filter.value).toBeNull());
  });

  it("restores the table's last state from local storage without a hash", async () => {
    window.localStorage.setItem("table.state.things", "f.description=Zensus");
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    expect(lastQuery(fetchMock).columns.find((c) => c.id === "description")?.options.filter.value).toBe(
      "Zensus",
    );
    expect(window.location.hash).toBe("#f.description=Zensus");
  });

  it("prefers the hash to local storage", async () => {
    window.localStorage.setItem("table.state.things", "f.description=Zensus");
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.evas=7");
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    expect(lastQuery(fetchMock).columns.find((c) => c.id === "description")?.options.filter.value).toBeNull();
    expect(evasColumn(fetchMock).options.filter.value).toBe("7");
  });
});
