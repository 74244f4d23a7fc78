import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { captureDownloads } from "../../../test/downloads.ts";
import { GENERIC_RESOURCES } from "../../../test/generic-resource-fixtures.ts";
import { json, mockApi } from "../../../test/http.ts";
import { GenericResourceList, type GenericResourceListProps } from "./GenericResourceList.tsx";

const BYTES = new Uint8Array([0x3c, 0x78, 0xfc, 0x00, 0xff, 0x3e]);
const saved = captureDownloads();

function renderList(props: GenericResourceListProps = {}, api: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    "GET auth": () => json({ code: "UNAUTHENTICATED", message: "" }, 401),
    "GET genericResource": () => json(GENERIC_RESOURCES),
    ...api,
  });
  render(
    <AppProviders session={{ revalidateIntervalMs: 600_000, idleTimeoutMs: 600_000 }}>
      <GenericResourceList {...props} />
    </AppProviders>,
  );
  return fetchMock;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const texts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

describe("GenericResourceList", () => {
  it("lists every resource with type, description, version and bzr", async () => {
    renderList();
    const table = await screen.findByRole("table", { name: "Allgemeine Ressourcen" });
    await within(table).findByText("SDF-Metadaten DatML/RAW 2.4");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Typ", "Beschreibung", "Version", "BZR", "Aktionen"]);
    expect(bodyRows(table).map((row) => texts(row).slice(0, 4))).toEqual([
      ["01 – SDFMeta", "SDF-Metadaten DatML/RAW 2.4", "1.0", "240000"],
      ["02 – Schemadatei", "Schema der Erhebungsbeschreibung", "1.0", "240000"],
      ["03 – raw2html", "raw2html – Darstellung von DatML/RAW-Lieferungen", "1.1", "240000"],
      ["04 – res2html", "res1html – Kurzdarstellung der Erhebungsbeschreibung", "1.0", "240000"],
      ["04 – res2html", "res2html – Erhebungsbeschreibung mit Merkmalen", "1.3", "250000"],
    ]);
  });

  it("lists only the resources of one type", async () => {
    renderList({ type: "04" });
    const table = await screen.findByRole("table", { name: "Allgemeine Ressourcen vom Typ 04 – res2html" });
    await within(table).findByText("res1html – Kurzdarstellung der Erhebungsbeschreibung");
    expect(bodyRows(table).map((row) => texts(row)[0])).toEqual(["04 – res2html", "04 – res2html"]);
  });

  it("shows nine placeholder rows while loading, then the empty-list text for a type without resources", async () => {
    let answer: (response: Response) => void = () => undefined;
    renderList({ type: "02" }, { "GET genericResource": () => new Promise<Response>((r) => (answer = r)) });
    const table = await screen.findByRole("table");
    expect(await within(table).findAllByTestId("skeleton-row")).toHaveLength(9);
    expect(table).toHaveAttribute("aria-busy", "true");
    answer(json(GENERIC_RESOURCES.filter((r) => r.resourcetype !== "02")));
    expect(await within(table).findByText("Keine Einträge vorhanden.")).toBeInTheDocument();
    expect(table).toHaveAttribute("aria-busy", "false");
  });

  it("downloads the bytes under the name the server gives", async () => {
    const fetchMock = renderList(
      {},
      {
        "GET genericResource/7/content": () =>
          new Response(BYTES, {
            headers: {
              "content-type": "application/xml",
              "content-disposition":
                "attachment; filename=\"_bersicht res2html.xsl\"; filename*=UTF-8''%C3%9Cbersicht%20res2html.xsl",
            },
          }),
      },
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Übersicht res2html.xsl herunterladen" }),
    );
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.name).toBe("Übersicht res2html.xsl");
    expect(new Uint8Array((await file?.blob.arrayBuffer()) ?? [])).toEqual(BYTES);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("genericResource/7/content"))).toBe(
      true,
    );
  });

  it("says why a download failed", async () => {
    renderList(
      {},
      { "GET genericResource/1/content": () => json({ code: "NOT_FOUND", message: "Nicht gefunden." }, 404) },
    );
    await userEvent.click(await screen.findByRole("button", { name: "sdfmeta_2_4.xml herunterladen" }));
    expect(
      await screen.findByText(
        "Fehler beim Herunterladen der allgemeinen Ressource. Grund: Nicht gefunden. (NOT_FOUND)",
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("says when the list cannot be loaded", async () => {
    renderList(
      {},
      {
        "GET genericResource": () => json({ code: "INTERNAL", message: "Datenbank nicht erreichbar." }, 500),
      },
    );
    // one retry for a server error first (providers.tsx)
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      "Fehler beim Abrufen der allgemeinen Ressource. Grund: Datenbank nicht erreichbar. (INTERNAL)",
    );
  });

  it("passes axe-core", async () => {
    renderList();
    await screen.findByText("SDF-Metadaten DatML/RAW 2.4");
    await expectNoAxeViolations("generic resource list");
  });
});
