import type { DocumentAnswer } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { captureDownloads } from "../../test/downloads.ts";
import { authHeader, json } from "../../test/http.ts";
import {
  FIRST_LOAD,
  findHeading,
  type RenderAppOptions,
  renderApp,
  renderAppInEnglish,
} from "../../test/render.tsx";

const doc = (d: Partial<DocumentAnswer> & Pick<DocumentAnswer, "name">): DocumentAnswer => ({
  kind: "file",
  visibility: "extern",
  title: { de: `Titel ${d.name}`, en: `Title ${d.name}` },
  mediaType: "application/pdf",
  size: 2533,
  updated: "2025-08-12T10:00:00.000Z",
  ...d,
});

const NOTES = doc({
  name: "nutzungshinweise.pdf",
  title: { de: "Nutzungshinweise", en: "Notes on use" },
});
const IDENTIFIERS = doc({
  name: "kennungen",
  kind: "html",
  mediaType: "text/html",
  title: { de: "Kennungen", en: "Identifiers" },
});
const HANDBOOK = doc({
  name: "handbuch",
  kind: "html",
  visibility: "intern",
  mediaType: "text/html",
  title: { de: "Handbuch", en: "Handbook" },
});
const CHECKLIST = doc({
  name: "checkliste.pdf",
  visibility: "intern",
  title: { de: "Checkliste", en: "Checklist" },
});

const PAGE = `<h2>Erhebungen</h2>
<p>Freigeben verlangt einen <strong>Kommentar</strong>.</p>
<table><thead><tr><th scope="col">Status</th></tr></thead><tbody><tr><td>3 freigegeben</td></tr></tbody></table>`;
const user = person("LoggedUser", []);

const saved = captureDownloads();
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage("de");
});

async function openPage(documents: DocumentAnswer[], options: RenderAppOptions = {}) {
  const view = renderApp("/documentation", {
    ...options,
    api: { "GET documents": () => json(documents), ...options.api },
  });
  await findHeading("Dokumentation", FIRST_LOAD);
  await listsLoaded();
  return view;
}

const listsLoaded = () => waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());

const section = (name: string) => screen.getByRole("region", { name });

describe("Documentation page", () => {
  it("shows anonymous visitors the public links, no internal section, and the developer tabs", async () => {
    await openPage([NOTES, IDENTIFIERS]);
    const publicDocs = section("Öffentliche Dokumente");
    const links = within(publicDocs).getAllByRole("button");
    expect(links.map((l) => l.textContent)).toEqual([
      "NutzungshinweisePDF-Datei, 2,5 KB",
      "KennungenSeite zum Lesen",
    ]);
    expect(screen.queryByRole("region", { name: "Interne Dokumente" })).not.toBeInTheDocument();

    expect(screen.getByRole("tab", { name: "REST-Schnittstelle", selected: true })).toBeInTheDocument();
    const rest = screen.getByRole("tabpanel");
    expect(within(rest).getByRole("link", { name: /^Swagger UI/ })).toHaveAttribute(
      "href",
      "/erhebungsdatenbank/swagger-ui.html",
    );
    expect(within(rest).getByRole("link", { name: "OpenAPI-Dokument (JSON)" })).toHaveAttribute(
      "href",
      "/erhebungsdatenbank/v3/api-docs",
    );
    expect(within(rest).getByRole("link", { name: "OpenAPI-Dokument (YAML)" })).toHaveAttribute(
      "href",
      "/erhebungsdatenbank/v3/api-docs.yaml",
    );
    // the running text marks the calls, fields and this server's address as code
    expect(within(rest).getByText(`${window.location.origin}/erhebungsdatenbank/api/v1`).tagName).toBe(
      "CODE",
    );
    expect(within(rest).getByText("POST login").tagName).toBe("CODE");
    expect(within(rest).getByText("GET {tabelle}/tablestate").tagName).toBe("CODE");
    // several sorts apply by their rank (decision 38)
    expect(within(rest).getByText("options.sort.priority").tagName).toBe("CODE");
    // the examples name this server's API
    const login = within(rest).getByLabelText("Anmeldung und Token");
    expect(login.textContent).toContain(`BASE=${window.location.origin}/erhebungsdatenbank/api/v1\n`);
    expect(within(rest).getByLabelText("Listen: das Tabellenprotokoll").textContent).toContain(
      '"$BASE/evas/tablestate"',
    );
    await expectNoAxeViolations("documentation, REST tab");

    await userEvent.click(screen.getByRole("tab", { name: "Standards: SDMX, DDI, OAI-PMH" }));
    const standards = screen.getByRole("tabpanel");
    const origin = `${window.location.origin}/erhebungsdatenbank`;
    expect(within(standards).getByText(`${origin}/sdmx/v2`).tagName).toBe("CODE");
    expect(within(standards).getByText("oai_ddi33").tagName).toBe("CODE");
    expect(within(standards).getByLabelText("SDMX 3.0: die Codelisten").textContent).toContain(
      `SDMX=${origin}/sdmx/v2\n`,
    );
    expect(within(standards).getByLabelText("DDI-Lifecycle 3.3: die Erhebungen").textContent).toBe(
      `curl -s "${origin}/ddi/study/<erhebungsid>"`,
    );
    expect(within(standards).getByLabelText("OAI-PMH 2.0: Ernten für Kataloge").textContent).toContain(
      "verb=ListRecords&resumptionToken=$T",
    );
    await expectNoAxeViolations("documentation, standards tab");

    await userEvent.click(screen.getByRole("tab", { name: "SOAP-Schnittstelle (deprecated)" }));
    const soap = screen.getByRole("tabpanel");
    expect(soap).toHaveTextContent("Die SOAP-Schnittstelle ist veraltet (deprecated).");
    expect(soap).toHaveTextContent("bis zum 31.12.2026");
    expect(soap).toHaveTextContent("für neue Anbindungen nicht mehr zugelassen");
    await expectNoAxeViolations("documentation, SOAP tab");
  });

  it("says 'Keine Links gefunden' for a section without documents", async () => {
    await openPage([CHECKLIST], { person: user });
    expect(within(section("Öffentliche Dokumente")).getByText("Keine Links gefunden")).toBeInTheDocument();
    expect(
      within(section("Interne Dokumente")).getByRole("button", { name: /Checkliste/ }),
    ).toBeInTheDocument();
  });

  it("downloads a file through the API with the session's token, under the server's name", async () => {
    const { fetchMock } = await openPage([NOTES, CHECKLIST], {
      person: user,
      api: {
        "GET documents/intern/checkliste.pdf": () =>
          new Response(new Blob(["%PDF-1.4"]), {
            headers: {
              "content-type": "application/pdf",
              "content-disposition": `attachment; filename="checkliste.pdf"; filename*=UTF-8''checkliste.pdf`,
            },
          }),
      },
    });
    await userEvent.click(within(section("Interne Dokumente")).getByRole("button", { name: /Checkliste/ }));
    await vi.waitFor(() => expect(saved.map((s) => s.name)).toEqual(["checkliste.pdf"]));
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith("documents/intern/checkliste.pdf"),
    );
    expect(authHeader(call?.[1])).toBe("test-token");
  });

  it("says why a download failed", async () => {
    await openPage([NOTES], {
      api: {
        "GET documents/extern/nutzungshinweise.pdf": () =>
          json(
            {
              code: "DOCUMENT_NOT_FOUND",
              message: "Das Dokument „nutzungshinweise.pdf“ gibt es hier nicht.",
            },
            404,
          ),
      },
    });
    await userEvent.click(screen.getByRole("button", { name: /Nutzungshinweise/ }));
    expect(
      await screen.findByText(/Das Dokument „nutzungshinweise.pdf“ gibt es hier nicht./),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("shows a page in a dialog, in German below the dialog's title", async () => {
    await openPage([HANDBOOK], {
      person: user,
      api: {
        "GET documents/loadhtml/handbuch": () =>
          new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } }),
      },
    });
    await userEvent.click(within(section("Interne Dokumente")).getByRole("button", { name: /Handbuch/ }));
    const dialog = await screen.findByRole("dialog", { name: "Handbuch" });
    const heading = await within(dialog).findByRole("heading", { level: 3, name: "Erhebungen" });
    expect(heading.closest("[lang]")).toHaveAttribute("lang", "de");
    expect(within(dialog).getByRole("columnheader", { name: "Status" })).toBeInTheDocument();
    expect(within(dialog).getByRole("cell", { name: "3 freigegeben" })).toBeInTheDocument();
    await expectNoAxeViolations("documentation, page dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says so when the list cannot be loaded", async () => {
    await openPage([], {
      api: { "GET documents": () => json({ code: "INTERNAL", message: "Interner Fehler." }, 500) },
    });
    expect(await within(section("Öffentliche Dokumente")).findByRole("alert")).toHaveTextContent(
      "Interner Fehler.",
    );
  });

  it("speaks English", async () => {
    await renderAppInEnglish("/documentation", { api: { "GET documents": () => json([NOTES]) } });
    await findHeading("Documentation");
    await listsLoaded();
    expect(within(section("Public documents")).getByRole("button").textContent).toBe(
      "Notes on usePDF file, 2.5 KB",
    );
    expect(screen.getByRole("tab", { name: "REST interface" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "SOAP interface (deprecated)" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("until 31 December 2026");
  });
});
