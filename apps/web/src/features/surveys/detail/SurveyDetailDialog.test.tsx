import { person } from "@erhdb/domain/testing/persons";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { captureDownloads } from "../../../test/downloads.ts";
import { type Handler, json } from "../../../test/http.ts";
import { renderApp } from "../../../test/render.tsx";
import { fileAnswer } from "../../../test/resource-fixtures.ts";
import {
  APPROVED,
  BLOCKED,
  openSurveysPage,
  surveyDetail,
  surveysApi,
} from "../../../test/survey-fixtures.ts";
import { resetLocation } from "../../../test/table.tsx";

// The survey form (helper C's) is not part of these tests.
vi.mock("../form/use-survey-form.tsx", () => ({ useSurveyForm: () => ({ open: vi.fn(), dialog: null }) }));

beforeEach(() => resetLocation());
const saved = captureDownloads();

function openAt(path: string, api: Record<string, Handler> = {}) {
  return renderApp(path, { api: { ...surveysApi(), ...api } });
}

async function detailDialog() {
  const dialog = await screen.findByRole("dialog", { name: `Erhebungsid ${APPROVED}` }, { timeout: 8000 });
  await within(dialog).findByRole("heading", { name: "Details" });
  return dialog;
}

/** The definition list's entries as term → text. */
function details(dialog: HTMLElement): Record<string, string | undefined> {
  const terms = dialog.querySelectorAll("dt");
  return Object.fromEntries([...terms].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
}

describe("survey detail dialog", () => {
  it("opens from the address at start and shows the details with names for the codes", async () => {
    openAt(`/surveys?detail=${APPROVED}`);
    const dialog = await detailDialog();
    expect(details(dialog)).toEqual({
      Erhebungsid: APPROVED,
      Beschreibung: "Statistik der Geburten 2024 – Bayern",
      Systematik: "Fachstatistik (nach EVAS-Sachgebieten)",
      "Statistik-ID": "1261",
      BZR: "240000",
      Amt: "09 – Bayern",
      Periodizität: "03 – jährlich",
      Status: "freigegeben (öffentlich)",
    });
    expect(within(dialog).getByTestId("PublicIcon")).toBeInTheDocument();
    // the survey's Show page links its statistic's feed, in the head beside the list's, and for people
    const feed = "/erhebungsdatenbank/feeds/statistic/1261.atom";
    const heads = [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')];
    expect(heads.map((link) => link.getAttribute("href"))).toContain(feed);
    expect(
      within(dialog).getByRole("link", { name: "Änderungen der Statistik 1261 als Atom-Feed" }),
    ).toHaveAttribute("href", feed);
  });

  it("names the other systematics, an internal approval and a survey without period", async () => {
    openAt(`/surveys?detail=${APPROVED}`, {
      [`GET eid/erhebungsid/${APPROVED}`]: () =>
        json(surveyDetail({ statisticId: "0001", period: -1, accessMode: false })),
    });
    const entries = details(await detailDialog());
    expect(entries.Systematik).toBe("Sonderstatistik (außerhalb der EVAS-Sachgebiete)");
    expect(entries.Periodizität).toBe("keine Angabe");
    expect(entries.Status).toBe("freigegeben");
  });

  it("shows a closed EVAS in the warning colour and in words with its closing day", async () => {
    openAt(`/surveys?detail=${APPROVED}`);
    const dialog = await detailDialog();
    const evas = within(dialog).getByRole("region", { name: "Zugeordnete EVAS" });
    const [open, closed] = within(evas).getAllByRole("listitem");
    expect(open).toHaveTextContent(/^12612 – Statistik der Geburten$/);
    expect(closed).toHaveTextContent("12613 – Statistik der Sterbefälle (stillgelegt am 01.09.2015)");
    expect(getComputedStyle(closed as HTMLElement).color).not.toBe(
      getComputedStyle(open as HTMLElement).color,
    );
  });

  it("tabs the resources per type in code-table order, then per specialization", async () => {
    openAt(`/surveys?detail=${APPROVED}`);
    const dialog = await detailDialog();
    const types = within(dialog).getByRole("tablist", { name: "Ressourcentypen" });
    expect(
      within(types)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["99 – Erhebungsbeschreibung", "97 – Elektronischer Fragebogen"]);
    expect(within(dialog).getByRole("tabpanel", { name: "99 – Erhebungsbeschreibung" })).toHaveTextContent(
      "Erhebungsbeschreibung 2024",
    );
    await userEvent.click(within(types).getByRole("tab", { name: "97 – Elektronischer Fragebogen" }));
    const specs = within(dialog).getByRole("tablist", {
      name: "Spezialisierungen von Elektronischer Fragebogen",
    });
    expect(
      within(specs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Spezialisierung 00", "Spezialisierung 50"]);
    const table = within(dialog).getByRole("table", { name: "Ressourcen der Spezialisierung 00" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[1]?.textContent)).toEqual([
      "Fragebogen Papierersatz",
      "Fragebogen Nachtrag",
    ]);
    expect(rows[0]).toHaveTextContent("nutzbar");
    expect(rows[0]).toHaveTextContent("intern");
    expect(rows[1]).toHaveTextContent("öffentlich");
    // no usage counts: the answer carries none
    expect(within(table).queryByRole("columnheader", { name: "Abrufe extern" })).toBeNull();
    await userEvent.click(within(specs).getByRole("tab", { name: "Spezialisierung 50" }));
    expect(
      within(dialog).getByRole("table", { name: "Ressourcen der Spezialisierung 50" }),
    ).toHaveTextContent("Fragebogen Transformation");
  });

  it("opens on the tab of the resource type the address names (resid) and drops it when closed", async () => {
    openAt(`/surveys?detail=${APPROVED}&resid=97`);
    const types = within(await detailDialog()).getByRole("tablist", { name: "Ressourcentypen" });
    expect(within(types).getByRole("tab", { selected: true })).toHaveTextContent(
      "97 – Elektronischer Fragebogen",
    );
    await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("opens on the first tab when the survey has no resource of the type resid names", async () => {
    openAt(`/surveys?detail=${APPROVED}&resid=93`);
    const types = within(await detailDialog()).getByRole("tablist", { name: "Ressourcentypen" });
    expect(within(types).getByRole("tab", { selected: true })).toHaveTextContent(
      "99 – Erhebungsbeschreibung",
    );
  });

  it("downloads each listed resource from a button named with its key, and says so when it fails", async () => {
    const [transformation, description] = surveyDetail().resources;
    const { fetchMock } = openAt(`/surveys?detail=${APPROVED}`, {
      [`GET resource/content/${description?.id}`]: () => fileAnswer("<eb/>", "eb-2024.xml"),
      [`GET resource/content/${transformation?.id}`]: () =>
        json({ code: "INTERNAL", message: "Datei fehlt" }, 500),
    });
    const dialog = await detailDialog();
    await userEvent.click(
      within(dialog).getByRole("button", { name: `Ressource ${description?.mutableKey} herunterladen` }),
    );
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(["eb-2024.xml"]));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/resource/content/${description?.id}`)),
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole("tab", { name: "97 – Elektronischer Fragebogen" }));
    await userEvent.click(within(dialog).getByRole("tab", { name: "Spezialisierung 50" }));
    await userEvent.click(
      within(dialog).getByRole("button", { name: `Ressource ${transformation?.mutableKey} herunterladen` }),
    );
    expect(
      await screen.findByText(
        "Fehler beim Herunterladen der Ressource. Grund: Datei fehlt (INTERNAL)",
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it("previews the survey description in a sandboxed frame, beside its own window and the XML; says why not", async () => {
    const [transformation, description] = surveyDetail().resources;
    const href = `/erhebungsdatenbank/api/v1/resource/${description?.id}/preview?token=1.${"a".repeat(64)}.x`;
    let answer = json(
      { code: "PREVIEW_FAILED", message: "Das Stylesheet konnte die Vorschau nicht erstellen." },
      422,
    );
    openAt(`/surveys?detail=${APPROVED}`, {
      [`GET resource/${description?.id}/preview/link`]: () => answer,
      [`GET resource/content/${description?.id}`]: () => fileAnswer("<eb/>", "eb-2024.xml"),
    });
    const dialog = await detailDialog();
    const name = `Vorschau der Ressource ${description?.mutableKey}`;
    const openPreview = async () => {
      await userEvent.click(
        within(dialog).getByRole("button", {
          name: `Vorschau von Ressource ${description?.mutableKey} anzeigen`,
        }),
      );
      return screen.findByRole("dialog", { name }, { timeout: 4000 });
    };

    // a refusal in the server's words, and no frame
    const failed = await openPreview();
    expect(await within(failed).findByRole("alert")).toHaveTextContent(
      "Das Stylesheet konnte die Vorschau nicht erstellen.",
    );
    expect(within(failed).queryByTitle(`${name} als HTML`)).toBeNull();
    expect(within(failed).queryByRole("link", { name: "In eigenem Fenster öffnen" })).toBeNull();
    await userEvent.click(within(failed).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(failed).not.toBeInTheDocument());

    answer = json({ href, stylesheet: { id: 7, fileName: "res2html.xsl", version: "1.3" } });
    const preview = await openPreview();
    const frame = await within(preview).findByTitle(`${name} als HTML`);
    expect(frame.tagName).toBe("IFRAME");
    // sandboxed without a single allowance: no scripts, no forms, an origin of its own
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame).toHaveAttribute("src", href);
    expect(preview).toHaveTextContent("Dargestellt mit dem Stylesheet res2html.xsl (Version 1.3).");
    const alone = within(preview).getByRole("link", { name: "In eigenem Fenster öffnen" });
    expect(alone).toHaveAttribute("href", href);
    expect(alone).toHaveAttribute("target", "_blank");
    expect(alone).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.click(within(preview).getByRole("button", { name: "XML herunterladen" }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(["eb-2024.xml"]));
    await expectNoAxeViolations("preview dialog");
    await userEvent.click(within(preview).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(preview).not.toBeInTheDocument());

    // the questionnaire's transformation has no preview (decision 45)
    await userEvent.click(within(dialog).getByRole("tab", { name: "97 – Elektronischer Fragebogen" }));
    await userEvent.click(within(dialog).getByRole("tab", { name: "Spezialisierung 50" }));
    expect(
      within(dialog).queryByRole("button", {
        name: `Vorschau von Ressource ${transformation?.mutableKey} anzeigen`,
      }),
    ).toBeNull();
  });

  it("shows the usage counts where the server sends them", async () => {
    const [first] = surveyDetail().resources;
    openAt(`/surveys?detail=${APPROVED}`, {
      [`GET eid/erhebungsid/${APPROVED}`]: () =>
        json(
          surveyDetail({
            resources: [{ ...first!, resourcetype: "99", countCore: 12, countIntern: 1234, countExtern: 0 }],
          }),
        ),
    });
    const dialog = await detailDialog();
    const table = within(dialog).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toContain("Abrufe extern");
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(/12.*1\.234.*0$/);
  });

  it("shows http links as links opening a new window, anything else as plain text", async () => {
    openAt(`/surveys?detail=${APPROVED}`);
    const dialog = await detailDialog();
    const links = within(dialog).getByRole("region", { name: "Links" });
    const link = within(links).getByRole("link", { name: /destatis/ });
    expect(link).toHaveAttribute("href", "https://www.destatis.de/geburten");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(links).getAllByRole("link")).toHaveLength(1);
    expect(links).toHaveTextContent("javascript:alert(1) – Alter Eintrag");
    expect(links).toHaveTextContent("Geburten bei Destatis");
  });

  it("says so for an unknown or invisible survey and removes the parameter", async () => {
    const { router } = openAt(`/surveys?detail=${BLOCKED}`, {
      [`GET eid/erhebungsid/${BLOCKED}`]: () => json({ code: "NOT_FOUND", message: "nicht gefunden" }, 404),
    });
    expect(await screen.findByText("Ungültige Erhebungsid.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/surveys");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refuses a malformed id without asking the server", async () => {
    const { router, fetchMock } = openAt("/surveys?detail=12345");
    expect(await screen.findByText("Ungültige Erhebungsid.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("eid/erhebungsid/"))).toBe(false);
  });

  it("opens from the row's detail button as a history entry of its own, and goes back to the list when closed", async () => {
    const { router } = await openSurveysPage({ person: person("SuperAdmin", ["COMMENTARY_READ"]) });
    await userEvent.click(screen.getByRole("button", { name: `Details anzeigen: Erhebungsid ${APPROVED}` }));
    const dialog = await detailDialog();
    expect(router.state.location.search).toBe(`?detail=${APPROVED}`);
    expect(router.state.historyAction).toBe("PUSH");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    // back to the list's own entry: no second one is left behind for Back to step through
    expect(router.state.historyAction).toBe("POP");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes on the browser's Back and stays on the list; Forward opens it again", async () => {
    const { router } = await openSurveysPage({ person: person("SuperAdmin", ["COMMENTARY_READ"]) });
    await userEvent.click(screen.getByRole("button", { name: `Details anzeigen: Erhebungsid ${APPROVED}` }));
    await detailDialog();
    act(() => router.back());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/surveys");
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("table", { name: "Verzeichnis der Erhebungen" })).toBeInTheDocument();
    act(() => router.forward());
    await detailDialog();
  });

  it("shows a failure other than an invalid id in the dialog", async () => {
    openAt(`/surveys?detail=${APPROVED}`, {
      [`GET eid/erhebungsid/${APPROVED}`]: () => json({ code: "INTERNAL", message: "kaputt" }, 500),
    });
    const dialog = await screen.findByRole("dialog", { name: `Erhebungsid ${APPROVED}` });
    // a 5xx is asked once more (providers.tsx) before it shows
    expect(await within(dialog).findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      "Fehler. Grund: kaputt (INTERNAL)",
    );
  });

  it("passes axe-core with the dialog open", async () => {
    openAt(`/surveys?detail=${APPROVED}`);
    const dialog = await detailDialog();
    await userEvent.click(within(dialog).getByRole("tab", { name: "97 – Elektronischer Fragebogen" }));
    await expectNoAxeViolations("survey detail dialog");
  });
});
