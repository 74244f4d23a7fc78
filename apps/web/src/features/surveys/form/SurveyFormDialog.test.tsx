import { defaultBzrForYear } from "@erhdb/domain";
import { person, superAdmin } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import { resourceOf } from "../../../test/resource-fixtures.ts";
import { bodyOf, openSurveyForm, SURVEY } from "../../../test/survey-form-harness.tsx";

/** A state-office user with mapping_rights (and eid_rights) for statistic 1261 in Bayern. */
const mapper = person(
  "LoggedUser",
  [],
  [{ statisticId: "1261", lkz: "09", eid_rights: true, mapping_rights: true }],
);
/** eid_rights only: may save a comment, but neither data nor EVAS. */
const eidOnly = person("LoggedUser", [], [{ statisticId: "1261", lkz: "09", eid_rights: true }]);
/** res_rights only: the survey's resources of types 97 to 86. */
const resOnly = person("LoggedUser", [], [{ statisticId: "1261", lkz: "09", res_rights: true }]);

/**
 * The dialog is a large MUI form: a test that types into it and saves runs longer than vitest's 5 s
 * default on a busy two-core machine, without anything being wrong.
 */

/**
 * The dialog's own tab list: the resources tab shows a list of tabs of its own (one per resource type)
 * as soon as its resources are there, which is sooner once an earlier test or file has loaded its code.
 */
const dialogTabs = (dialog: HTMLElement) =>
  within(dialog).queryByRole("tablist", { name: "Bereiche der Erhebung" });
const tabNames = (dialog: HTMLElement) => {
  const tabs = dialogTabs(dialog);
  return tabs
    ? within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent)
    : [];
};
const selectedTab = (dialog: HTMLElement) => {
  const tabs = dialogTabs(dialog);
  if (!tabs) throw new Error("the dialog shows no tabs");
  return within(tabs).getByRole("tab", { selected: true });
};
const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole("textbox", { name });
/** Puts a whole text into a field at once, as a paste does (typing it key by key is slow and proves nothing more). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
/** The year field keeps its leading '20' (SPEC 5): a user deletes the last two digits and types new ones. */
async function setYear(dialog: HTMLElement, twoDigits: string) {
  const year = textbox(dialog, "Jahr");
  await userEvent.click(year);
  await userEvent.keyboard("{End}{Backspace}{Backspace}");
  await userEvent.type(year, twoDigits);
}
const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));

async function addEvas(dialog: HTMLElement, code: string) {
  const field = await within(dialog).findByRole("textbox", { name: "EVAS hinzufügen" });
  await waitFor(() => expect(within(dialog).getByRole("button", { name: "Hinzufügen" })).toBeEnabled());
  await userEvent.type(field, code);
  await userEvent.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));
}

describe("survey dialog: create", () => {
  it("shows both tabs, the data tab first, with the defaults of SPEC 9", async () => {
    const { dialog } = await openSurveyForm({ person: superAdmin(), mode: "create" });
    expect(tabNames(dialog)).toEqual(["Daten", "EVAS"]);
    expect(selectedTab(dialog)).toHaveAccessibleName("Daten");
    expect(textbox(dialog, "Statistik-ID")).toHaveValue("");
    expect(textbox(dialog, "Jahr")).toHaveValue(`20${defaultBzrForYear().slice(0, 2)}`);
    expect(within(dialog).getByRole("combobox", { name: "Art des Zeitraums" })).toHaveTextContent("0 – Jahr");
    expect(within(dialog).getByRole("combobox", { name: "Zeitnummer" })).toHaveTextContent("000");
    expect(within(dialog).getByRole("combobox", { name: "Amt" })).toHaveTextContent(
      "00 – Statistisches Bundesamt",
    );
    expect(within(dialog).getByRole("combobox", { name: "Periodizität" })).toHaveTextContent(
      "00 – monatlich",
    );
    expect(within(dialog).getByRole("checkbox", { name: "Öffentlich (extern sichtbar)" })).not.toBeChecked();
    expect(within(dialog).getByText(/^Erhebungsid:/)).toHaveTextContent("(noch unvollständig)");
    expect(within(dialog).queryByText(/genehmigt oder einem Basisobjekt/)).not.toBeInTheDocument();
    expect(textbox(dialog, "Kommentar")).toBeInTheDocument();
  });

  it("creates a survey, shows the composed Erhebungsid while typing, and closes with a message", async () => {
    const created = { ...SURVEY, erhebungsid: "1462127000005" };
    const { dialog, fetchMock } = await openSurveyForm({
      person: superAdmin(),
      mode: "create",
      api: { "POST eid/create": () => json(created, 201) },
    });
    await userEvent.type(textbox(dialog, "Statistik-ID"), "4621");
    await setYear(dialog, "27");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Amt" }));
    await userEvent.click(await screen.findByRole("option", { name: "05 – Nordrhein-Westfalen" }));
    expect(within(dialog).getByText(/^Erhebungsid:/)).toHaveTextContent("Erhebungsid: 1462127000005");
    expect(within(dialog).getByText(/^Erhebungsid:/)).not.toHaveTextContent("unvollständig");
    await fill(textbox(dialog, "Beschreibung"), "Straßenverkehrsunfälle 2026");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Öffentlich (extern sichtbar)" }));
    await userEvent.click(within(dialog).getByRole("tab", { name: "EVAS" }));
    await addEvas(dialog, "46241");
    await fill(textbox(dialog, "Kommentar"), "Neue Erhebung");
    await save(dialog);
    expect(await screen.findByText("Erhebung 1462127000005 erfolgreich angelegt.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "eid/create")).toEqual({
      statisticId: "4621",
      bzr: "270000",
      federalStateCode: "05",
      period: 0,
      description: "Straßenverkehrsunfälle 2026",
      accessMode: true,
      evas: ["46241"],
      comment: "Neue Erhebung",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("refuses to save with errors: the message, red fields with their texts, no call", async () => {
    const { dialog, fetchMock } = await openSurveyForm({ person: superAdmin(), mode: "create" });
    await save(dialog);
    expect(
      within(dialog).getByText("Bitte überprüfen Sie die Eingaben. Entsprechende Felder sind Rot markiert."),
    ).toBeInTheDocument();
    expect(textbox(dialog, "Statistik-ID")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Bitte eine Statistik-ID aus vier Ziffern angeben.")).toBeInTheDocument();
    expect(textbox(dialog, "Beschreibung")).toHaveAttribute("aria-invalid", "true");
    expect(
      within(dialog).getByText("Bitte eine Beschreibung angeben (höchstens 1000 Zeichen)."),
    ).toBeInTheDocument();
    expect(textbox(dialog, "Kommentar")).toHaveAttribute("aria-invalid", "true");
    expect(
      within(dialog).getByText("Bitte einen Kommentar angeben (höchstens 4000 Zeichen)."),
    ).toBeInTheDocument();
    expect(textbox(dialog, "Jahr")).not.toHaveAttribute("aria-invalid", "true");
    // the data tab holds the first error and stays; the EVAS tab says it has errors too
    expect(selectedTab(dialog)).toHaveAccessibleName("Daten enthält Fehler");
    expect(within(dialog).getByRole("tab", { name: "EVAS enthält Fehler" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    // the marks follow the typing once shown
    await userEvent.type(textbox(dialog, "Statistik-ID"), "4621");
    expect(textbox(dialog, "Statistik-ID")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("switches to the EVAS tab when the only error is the missing EVAS", async () => {
    const { dialog } = await openSurveyForm({ person: superAdmin(), mode: "create" });
    await userEvent.type(textbox(dialog, "Statistik-ID"), "4621");
    await fill(textbox(dialog, "Beschreibung"), "Unfälle");
    await fill(textbox(dialog, "Kommentar"), "neu");
    await save(dialog);
    expect(selectedTab(dialog)).toHaveAccessibleName("EVAS enthält Fehler");
    const field = await within(dialog).findByRole("textbox", { name: "EVAS hinzufügen" });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(
      within(dialog).getByText("Bitte mindestens eine und höchstens 100 EVAS zuordnen."),
    ).toBeInTheDocument();
  });

  it("keeps everything typed and shows the server's message when saving fails", async () => {
    const { dialog } = await openSurveyForm({
      person: superAdmin(),
      mode: "create",
      api: {
        "POST eid/create": () =>
          json(
            {
              code: "CONFLICT",
              message: "Die Erhebungsid 1462127000005 existiert bereits.",
              field: "erhebungsid",
            },
            409,
          ),
      },
    });
    await userEvent.type(textbox(dialog, "Statistik-ID"), "4621");
    await fill(textbox(dialog, "Beschreibung"), "Unfälle");
    await fill(textbox(dialog, "Kommentar"), "neu");
    await userEvent.click(within(dialog).getByRole("tab", { name: "EVAS" }));
    await addEvas(dialog, "46241");
    await save(dialog);
    expect(
      await within(dialog).findByText(
        "Fehler beim Anlegen der Erhebungsid. Grund: Die Erhebungsid 1462127000005 existiert bereits. (CONFLICT)",
      ),
    ).toBeInTheDocument();
    // back on the data tab, whose identifier fields the server named
    expect(selectedTab(dialog)).toHaveAccessibleName("Daten enthält Fehler");
    expect(textbox(dialog, "Statistik-ID")).toHaveValue("4621");
    expect(textbox(dialog, "Statistik-ID")).toHaveAttribute("aria-invalid", "true");
    expect(textbox(dialog, "Beschreibung")).toHaveValue("Unfälle");
    expect(textbox(dialog, "Kommentar")).toHaveValue("neu");
    await userEvent.click(within(dialog).getByRole("tab", { name: /^EVAS/ }));
    expect(within(dialog).getByRole("button", { name: "Übersicht zu EVAS 46241" })).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Erhebung anlegen" })).toBeInTheDocument();
  });

  it("shows the EVAS tab when the server refuses an EVAS", async () => {
    const { dialog } = await openSurveyForm({
      person: superAdmin(),
      mode: "create",
      api: {
        "POST eid/create": () =>
          json(
            {
              code: "VALIDATION",
              message: "EVAS existiert nicht oder ist bereits archiviert.",
              field: "evas",
            },
            400,
          ),
      },
    });
    await userEvent.type(textbox(dialog, "Statistik-ID"), "4621");
    await fill(textbox(dialog, "Beschreibung"), "Unfälle");
    await fill(textbox(dialog, "Kommentar"), "neu");
    await userEvent.click(within(dialog).getByRole("tab", { name: "EVAS" }));
    await addEvas(dialog, "46241");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Daten" }));
    await save(dialog);
    await waitFor(() => expect(selectedTab(dialog)).toHaveAccessibleName("EVAS enthält Fehler"));
    expect(textbox(dialog, "EVAS hinzufügen")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getAllByText(/EVAS existiert nicht oder ist bereits archiviert\./)).toHaveLength(2);
  });

  it("passes axe-core on both tabs and with errors", async () => {
    const { dialog } = await openSurveyForm({ person: superAdmin(), mode: "create" });
    await expectNoAxeViolations("survey dialog, data tab");
    await save(dialog);
    await expectNoAxeViolations("survey dialog, data tab with errors");
    await userEvent.click(within(dialog).getByRole("tab", { name: /^EVAS/ }));
    await within(dialog).findByRole("textbox", { name: "EVAS hinzufügen" });
    await expectNoAxeViolations("survey dialog, EVAS tab with errors");
  });
});

describe("survey dialog: edit", () => {
  it("a SuperAdmin edits the data, filled from the survey", async () => {
    const { dialog, fetchMock } = await openSurveyForm({
      person: superAdmin(),
      mode: "edit",
      api: { [`POST eid/${SURVEY.erhebungsid}/update`]: () => json(SURVEY) },
    });
    await within(dialog).findByRole("tab", { name: "Daten" });
    expect(tabNames(dialog)).toEqual(["Daten", "EVAS", "Ressourcen"]);
    expect(selectedTab(dialog)).toHaveAccessibleName("Daten");
    expect(textbox(dialog, "Statistik-ID")).toHaveValue("1261");
    expect(textbox(dialog, "Jahr")).toHaveValue("2025");
    expect(within(dialog).getByRole("combobox", { name: "Periodizität" })).toHaveTextContent("03 – jährlich");
    expect(within(dialog).getByRole("combobox", { name: "Amt" })).toHaveTextContent("09 – Bayern");
    expect(textbox(dialog, "Beschreibung")).toHaveValue(SURVEY.description);
    expect(textbox(dialog, "Kommentar")).toHaveValue("");
    expect(within(dialog).getByText(/^Erhebungsid:/)).toHaveTextContent("1126125000009");

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Periodizität" }));
    await userEvent.click(await screen.findByRole("option", { name: "keine Angabe" }));
    await fill(textbox(dialog, "Kommentar"), "Periodizität entfernt");
    await save(dialog);
    expect(await screen.findByText("Erhebung 1126125000009 erfolgreich bearbeitet.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, `eid/${SURVEY.erhebungsid}/update`)).toEqual({
      statisticId: "1261",
      bzr: "250000",
      federalStateCode: "09",
      period: -1,
      description: SURVEY.description,
      accessMode: false,
      evas: ["12411"],
      comment: "Periodizität entfernt",
    });
  });

  it("a double click and an Enter on Speichern save the edit once and say so", async () => {
    const path = `eid/${SURVEY.erhebungsid}/update`;
    const update = heldAnswer(() => json(SURVEY));
    const { dialog, fetchMock } = await openSurveyForm({
      person: superAdmin(),
      mode: "edit",
      api: { [`POST ${path}`]: update.handler },
    });
    await within(dialog).findByRole("tab", { name: "Daten" });
    await fill(textbox(dialog, "Kommentar"), "geprüft");
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Speichern" }),
      held: update,
      requests: () => requestsTo(fetchMock, "POST", path),
      success: "Erhebung 1126125000009 erfolgreich bearbeitet.",
    });
  });

  it("mapping_rights alone: only the EVAS tab, opened first; the data travel unchanged", async () => {
    const { dialog, fetchMock } = await openSurveyForm({
      person: mapper,
      mode: "edit",
      api: { [`POST eid/${SURVEY.erhebungsid}/update`]: () => json(SURVEY) },
    });
    await within(dialog).findByRole("tab", { name: "EVAS" });
    expect(tabNames(dialog)).toEqual(["EVAS"]);
    expect(selectedTab(dialog)).toHaveAccessibleName("EVAS");
    expect(within(dialog).queryByRole("textbox", { name: "Statistik-ID" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/genehmigt oder einem Basisobjekt/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "EVAS 12411 entfernen" }));
    expect(within(dialog).getByText("Noch keine EVAS zugeordnet.")).toBeInTheDocument();
    await addEvas(dialog, "12211");
    await fill(textbox(dialog, "Kommentar"), "EVAS getauscht");
    await save(dialog);
    await screen.findByText("Erhebung 1126125000009 erfolgreich bearbeitet.");
    expect(bodyOf(fetchMock, `eid/${SURVEY.erhebungsid}/update`)).toEqual({
      statisticId: "1261",
      bzr: "250000",
      federalStateCode: "09",
      period: 3,
      description: SURVEY.description,
      accessMode: false,
      evas: ["12211"],
      comment: "EVAS getauscht",
    });
  });

  it.each([
    ["approved", { status: 3 }],
    ["assigned to a base object", { baseObjectId: 4_712_345 }],
  ])("a restricted survey (%s): the banner, and no data tab even for a SuperAdmin", async (_, patch) => {
    const { dialog } = await openSurveyForm({
      person: superAdmin(),
      mode: "edit",
      survey: { ...SURVEY, ...patch },
    });
    expect(
      await within(dialog).findByText(/Diese Erhebung ist genehmigt oder einem Basisobjekt zugeordnet\./),
    ).toBeInTheDocument();
    expect(tabNames(dialog)).toEqual(["EVAS", "Ressourcen"]);
    expect(selectedTab(dialog)).toHaveAccessibleName("EVAS");
    await within(dialog).findByRole("textbox", { name: "EVAS hinzufügen" });
    await expectNoAxeViolations("survey dialog, restricted");
  });

  it("ERHEBUNGSID_EDIT: the EVAS edit controls (SPEC 6), not only a comment", async () => {
    const { dialog, fetchMock } = await openSurveyForm({
      person: person("CoreBroker", ["ERHEBUNGSID_EDIT"]),
      mode: "edit",
      api: { [`POST eid/${SURVEY.erhebungsid}/update`]: () => json(SURVEY) },
    });
    await within(dialog).findByRole("tab", { name: "EVAS" });
    expect(tabNames(dialog)).toEqual(["EVAS"]);
    expect(within(dialog).queryByText(/nur einen Kommentar/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "EVAS 12411 entfernen" }));
    await addEvas(dialog, "46241");
    await fill(textbox(dialog, "Kommentar"), "EVAS korrigiert");
    await save(dialog);
    await screen.findByText("Erhebung 1126125000009 erfolgreich bearbeitet.");
    expect(bodyOf(fetchMock, `eid/${SURVEY.erhebungsid}/update`)).toMatchObject({
      description: SURVEY.description,
      evas: ["46241"],
      comment: "EVAS korrigiert",
    });
  });

  it("eid_rights alone: no tabs, only the comment", async () => {
    const { dialog } = await openSurveyForm({ person: eidOnly, mode: "edit" });
    expect(
      await within(dialog).findByText("Sie können zu dieser Erhebung nur einen Kommentar speichern."),
    ).toBeInTheDocument();
    expect(tabNames(dialog)).toEqual([]);
    expect(textbox(dialog, "Kommentar")).toBeInTheDocument();
  });

  it("says so when the survey cannot be loaded", async () => {
    const { dialog } = await openSurveyForm({
      person: superAdmin(),
      mode: "edit",
      api: {
        [`GET eid/erhebungsid/${SURVEY.erhebungsid}`]: () =>
          json({ code: "NOT_FOUND", message: "Ungültige Erhebungsid." }, 404),
      },
    });
    expect(await within(dialog).findByText(/Ungültige Erhebungsid\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("survey dialog: the resources tab", () => {
  const KEY = `${SURVEY.erhebungsid}97000001`;
  const RESOURCES = [
    resourceOf(1, {
      resourcetype: "97",
      specialization: "00",
      mutableKey: KEY,
      status: 0,
      description: "Fragebogen",
    }),
  ];
  const resourcesApi = { [`GET resource/erhebungsid/${SURVEY.erhebungsid}`]: () => json(RESOURCES) };
  const resourceButton = async (dialog: HTMLElement, action: string) =>
    within(dialog).findByRole("button", { name: `${action}: Ressource ${KEY}` });

  it("res_rights alone: opens at the resources with their actions (SPEC 2.4), and saves nothing itself", async () => {
    const { dialog } = await openSurveyForm({ person: resOnly, mode: "edit", api: resourcesApi });
    await within(dialog).findByRole("tab", { name: "Ressourcen" });
    expect(tabNames(dialog)).toEqual(["Ressourcen"]);
    expect(selectedTab(dialog)).toHaveAccessibleName("Ressourcen");
    expect(await resourceButton(dialog, "Sperren")).toBeInTheDocument();
    expect(await resourceButton(dialog, "Löschen")).toBeEnabled();
    expect(within(dialog).getByRole("button", { name: "Ressource hinzufügen" })).toBeEnabled();
    // no comment, no save: what the tab does happens at once, each action confirmed
    expect(within(dialog).queryByRole("textbox", { name: "Kommentar" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Speichern" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/genehmigt oder einem Basisobjekt/)).not.toBeInTheDocument();
    await expectNoAxeViolations("survey dialog, resources tab");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("hides the physical delete from everyone but the role SuperAdmin (SPEC 6)", async () => {
    const { dialog } = await openSurveyForm({ person: resOnly, mode: "edit", api: resourcesApi });
    await resourceButton(dialog, "Löschen");
    expect(
      within(dialog).queryByRole("button", { name: `Endgültig löschen: Ressource ${KEY}` }),
    ).not.toBeInTheDocument();
  });

  it("mapping_rights and res_rights: the EVAS first, the resources beside them", async () => {
    const { dialog } = await openSurveyForm({
      person: person(
        "LoggedUser",
        [],
        [{ statisticId: "1261", lkz: "09", mapping_rights: true, res_rights: true }],
      ),
      mode: "edit",
      api: resourcesApi,
    });
    await within(dialog).findByRole("tab", { name: "EVAS" });
    expect(tabNames(dialog)).toEqual(["EVAS", "Ressourcen"]);
    expect(selectedTab(dialog)).toHaveAccessibleName("EVAS");
  });

  it("a SuperAdmin's resource action in the tab neither saves the survey nor closes the dialog", async () => {
    const { dialog, fetchMock } = await openSurveyForm({
      person: superAdmin(),
      mode: "edit",
      api: {
        ...resourcesApi,
        "POST resource/1/description": () => json({ ...RESOURCES[0], description: "Fragebogen neu" }),
      },
    });
    await userEvent.click(await within(dialog).findByRole("tab", { name: "Ressourcen" }));
    expect(await resourceButton(dialog, "Endgültig löschen")).toBeEnabled();
    await userEvent.click(await resourceButton(dialog, "Beschreibung ändern"));
    const describe = await screen.findByRole("dialog", { name: "Beschreibung ändern" });
    const text = within(describe).getByRole("textbox", { name: `Neue Beschreibung der Ressource ${KEY}` });
    await userEvent.clear(text);
    await userEvent.type(text, "Fragebogen neu");
    // its own form's submit, which React passes on along the component tree to the survey's form
    await userEvent.click(within(describe).getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, `eid/${SURVEY.erhebungsid}/update`)).toBeUndefined();
    expect(within(dialog).queryByText(/Bitte überprüfen Sie die Eingaben/)).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Erhebung bearbeiten" })).toBeInTheDocument();
  });
});

describe("survey dialog: continue", () => {
  it("starts from the survey continued and sends its Erhebungsid along", async () => {
    const successor = { ...SURVEY, id: 8, erhebungsid: "1126126000009", bzr: "260000" };
    const { dialog, fetchMock } = await openSurveyForm({
      person: mapper,
      mode: "continue",
      api: { "POST eid/continue": () => json(successor, 201) },
    });
    expect(await within(dialog).findByText("Fortführung von 1126125000009")).toBeInTheDocument();
    expect(tabNames(dialog)).toEqual(["Daten", "EVAS"]);
    expect(textbox(dialog, "Jahr")).toHaveValue("2025");
    await setYear(dialog, "26");
    await fill(textbox(dialog, "Kommentar"), "Fortgeführt für 2026");
    await save(dialog);
    expect(await screen.findByText("Erhebung 1126126000009 erfolgreich fortgeführt.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "eid/continue")).toEqual({
      statisticId: "1261",
      bzr: "260000",
      federalStateCode: "09",
      period: 3,
      description: SURVEY.description,
      accessMode: false,
      evas: ["12411"],
      comment: "Fortgeführt für 2026",
      erhebungsid: "1126125000009",
    });
  });

  it("names the action in a server error", async () => {
    const { dialog } = await openSurveyForm({
      person: superAdmin(),
      mode: "continue",
      api: { "POST eid/continue": () => json({ code: "INTERNAL", message: "Datenbank weg" }, 500) },
    });
    await within(dialog).findByText("Fortführung von 1126125000009");
    await fill(textbox(dialog, "Kommentar"), "weiter");
    await save(dialog);
    expect(
      await within(dialog).findByText(
        "Fehler beim Fortführen der Erhebungsid. Grund: Datenbank weg (INTERNAL)",
      ),
    ).toBeInTheDocument();
  });
});
