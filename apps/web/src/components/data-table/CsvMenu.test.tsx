import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../test/http.ts";
import { mockScreenWidth, renderTable, resetLocation } from "../../test/table.tsx";

const csv = (headers: Record<string, string> = {}) =>
  new Response("EVAS;Beschreibung\r\n12411;Bevölkerung\r\n", {
    status: 200,
    headers: { "content-type": "text/csv; charset=utf-8", ...headers },
  });

const LIMITED = "Das Ergebnis ist auf 10.000 Datensätze begrenzt.";

let saved: Blob[] = [];
let names: string[] = [];

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
  saved = [];
  names = [];
  // still the URL class (loading a module parses URLs), with jsdom's missing object URLs
  vi.stubGlobal(
    "URL",
    class extends URL {
      static override createObjectURL(blob: Blob): string {
        saved.push(blob);
        return "blob:test";
      }
      static override revokeObjectURL(): void {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});

async function download(item: "Aktuelle Ansicht" | "Alle Daten") {
  await userEvent.click(screen.getByRole("button", { name: "CSV" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: item }));
}

describe("CSV menu", () => {
  it("downloads the current view as output.csv with the table's query", async () => {
    const { fetchMock } = renderTable({ api: { "POST things/csv": () => csv() } });
    await screen.findByText("12411");
    await download("Aktuelle Ansicht");
    await waitFor(() => expect(names).toEqual(["output.csv"]));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/things/csv"));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ page: 0, size: 10 });
    const text = await saved[0]!.text();
    // The BOM makes German Excel read the umlauts (Blob.text() drops it, so the bytes tell).
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain("12411;Bevölkerung");
    expect(screen.queryByText(/begrenzt/)).not.toBeInTheDocument();
  });

  it("notes when the current view was limited to 10,000 records", async () => {
    const { fetchMock } = renderTable({
      api: { "POST things/csv": () => csv({ "x-result-limited": "true" }) },
    });
    await screen.findByText("12411");
    await download("Aktuelle Ansicht");
    expect(await screen.findByText(LIMITED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/things/csv"))).toBe(true);
    expect(names).toEqual(["output.csv"]);
  });

  it("downloads all data without a notice when the server sent it whole (a session's export)", async () => {
    const { fetchMock } = renderTable({ api: { "POST things/csv/all": () => csv() } });
    await screen.findByText("12411");
    await download("Alle Daten");
    await waitFor(() => expect(names).toEqual(["output.csv"]));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/things/csv/all"))).toBe(true);
    expect(screen.queryByText(LIMITED)).not.toBeInTheDocument();
  });

  // Anonymous callers get at most 10,000 records of all data too (SPEC 2.3, decision 35).
  it("notes when all data was limited to 10,000 records", async () => {
    renderTable({ api: { "POST things/csv/all": () => csv({ "x-result-limited": "true" }) } });
    await screen.findByText("12411");
    await download("Alle Daten");
    expect(await screen.findByText(LIMITED)).toBeInTheDocument();
    expect(names).toEqual(["output.csv"]);
  });

  it("shows the server's message when an export of the caller's is still running", async () => {
    const running =
      "Es läuft bereits ein CSV-Export von Ihnen. Bitte versuchen Sie es in einigen Sekunden erneut.";
    renderTable({
      api: {
        "POST things/csv/all": () =>
          new Response(JSON.stringify({ code: "EXPORT_RUNNING", message: running }), {
            status: 429,
            headers: { "content-type": "application/json; charset=utf-8", "retry-after": "5" },
          }),
      },
    });
    await screen.findByText("12411");
    await download("Alle Daten");
    expect(await screen.findByText(`Fehler. Grund: ${running} (EXPORT_RUNNING)`)).toBeInTheDocument();
    expect(names).toEqual([]);
    // the menu is free again for the next try
    expect(screen.getByRole("button", { name: "CSV" })).toBeEnabled();
  });

  it("reports a failed export", async () => {
    renderTable({ api: { "POST things/csv": () => json({ code: "INTERNAL" }, 500) } });
    await screen.findByText("12411");
    await download("Aktuelle Ansicht");
    expect(await screen.findByText(/Grund: .*\(INTERNAL\)/)).toBeInTheDocument();
    expect(names).toEqual([]);
  });
});
