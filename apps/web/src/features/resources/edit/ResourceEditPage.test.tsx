import { type AuthPerson, RIGHTS } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { captureDownloads } from "../../../test/downloads.ts";
import { type Handler, json, type mockApi } from "../../../test/http.ts";
import { findHeading, renderApp } from "../../../test/render.tsx";
import { EID, editorOf, fileAnswer, resourceOf } from "../../../test/resource-fixtures.ts";
import { surveyDetail } from "../../../test/survey-fixtures.ts";
import { resetLocation } from "../../../test/table.tsx";

const specialist = editorOf({ res_rights: true });
const DESCRIPTION = resourceOf(1, { resourcetype: "99", specialization: "00" });
const USABLE = resourceOf(2, { resourcetype: "97", specialization: "00", description: "Fragebogen" });
const BLOCKED = resourceOf(3, { resourcetype: "97", specialization: "00", status: 0, accessMode: false });
const USED = resourceOf(4, { resourcetype: "97", specialization: "50", status: 8 });
const RESOURCES = [DESCRIPTION, USABLE, BLOCKED, USED];
const saved = captureDownloads();

beforeEach(() => resetLocation());

async function openPage(
  options: { person?: AuthPerson; api?: Record<string, Handler>; surveyStatus?: number } = {},
) {
  const view = renderApp(`/resourceedit?erhebungsid=${EID}`, {
    person: options.person ?? specialist,
    api: {
      [`GET eid/erhebungsid/${EID}`]: () => json(surveyDetail({ status: options.surveyStatus ?? 3 })),
      [`GET resource/erhebungsid/${EID}`]: () => json(RESOURCES),
      ...options.api,
    },
  });
  await findHeading(`Ressourcen der Erhebungsid ${EID}`);
  await screen.findByRole("tablist", { name: "Ressourcentypen" });
  return view;
}

async function showType(type: string, specialization = "00") {
  await userEvent.click(screen.getByRole("tab", { name: new RegExp(`^${type} – `) }));
  await userEvent.click(screen.getByRole("tab", { name: `Spezialisierung ${specialization}` }));
}

/** The resource's buttons as action → enabled. */
function buttonsOf(key: string): Record<string, boolean> {
  const group = screen.getByRole("group", { name: `Aktionen für Ressource ${key}` });
  return Object.fromEntries(
    within(group)
      .getAllByRole("button")
      .map((b) => [
        b.getAttribute("aria-label")?.replace(`: Ressource ${key}`, ""),
        !b.hasAttribute("disabled"),
      ]),
  );
}

function actionButton(action: string, key: string) {
  return screen.getByRole("button", { name: `${action}: Ressource ${key}` });
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && (init?.method ?? "GET") === method,
  );

describe("resource edit page", () => {
  it("shows the survey's resources per type and specialization, with key, status, access, file and time", async () => {
    await openPage();
    expect(screen.getByRole("link", { name: "Zurück zu den Erhebungen" })).toHaveAttribute(
      "href",
      "/surveys",
    );
    const types = screen.getByRole("tablist", { name: "Ressourcentypen" });
    expect(
      within(types)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["99 – Erhebungsbeschreibung", "97 – Elektronischer Fragebogen"]);
    await showType("97");
    const table = screen.getByRole("table", { name: "Ressourcen der Spezialisierung 00" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Ressourcenschlüssel",
      "Beschreibung",
      "Status",
      "Zugriff",
      "Dateiname",
      "Letzte Änderung",
      "Aktionen",
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 6)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [USABLE.mutableKey, "Fragebogen", "nutzbar", "öffentlich", "datei-2.xml", "04.03.2025 - 10:05:06"],
      [BLOCKED.mutableKey, "Ressource 3", "gesperrt", "intern", "datei-3.xml", "04.03.2025 - 10:05:06"],
    ]);
  });

  it("opens a resource's history, a replaced file with its name, size and checksum (issue 36)", async () => {
    await openPage({
      api: {
        [`GET history/resource/${BLOCKED.id}?page=0&size=20`]: () =>
          json({
            total: 1,
            entries: [
              {
                id: 8,
                at: "2026-02-01T12:00:00.000Z",
                actor: { name: "Erika Muster" },
                action: "REPLACE_FILE",
                changes: [
                  { field: "size", before: 10, after: 20 },
                  { field: "sha256", before: null, after: "ab12" },
                ],
              },
            ],
          }),
      },
    });
    await showType("97");
    await userEvent.click(
      screen.getByRole("button", { name: `Verlauf der Ressource ${BLOCKED.mutableKey}` }),
    );
    const dialog = await screen.findByRole(
      "dialog",
      { name: `Verlauf: ${BLOCKED.mutableKey}` },
      { timeout: 8000 },
    );
    const history = await within(dialog).findByRole("table", {
      name: "Verlauf der Änderungen, neueste zuerst",
    });
    expect(within(history).getAllByRole("row")[1]).toHaveTextContent(
      "Datei ersetztGröße (Bytes)10 → 20SHA-256– → ab12",
    );
    await expectNoAxeViolations("resource history dialog");
  });

  it("enables each button exactly as the domain's status and rights rules say", async () => {
    await openPage();
    // a specialist (res_rights) has no right on the survey description; its download needs none; the
    // physical delete is the role SuperAdmin's alone and not shown to others (SPEC 6)
    expect(buttonsOf(DESCRIPTION.mutableKey)).toEqual({
      Herunterladen: true,
      "Beschreibung ändern": false,
      Sperren: false,
      "Testbar setzen": false,
      "Nutzbar setzen": false,
      "Zugriff ändern (öffentlich/intern)": false,
      Löschen: false,
      "Trotz Nutzung löschen": false,
    });
    await showType("97");
    expect(buttonsOf(USABLE.mutableKey)).toEqual({
      Herunterladen: true,
      "Beschreibung ändern": true,
      Sperren: true,
      "Testbar setzen": true,
      "Nutzbar setzen": false,
      "Zugriff ändern (öffentlich/intern)": true,
      Löschen: false,
      "Trotz Nutzung löschen": false,
    });
    expect(buttonsOf(BLOCKED.mutableKey)).toEqual({
      Herunterladen: false,
      "Beschreibung ändern": true,
      Sperren: false,
      "Testbar setzen": true,
      "Nutzbar setzen": true,
      "Zugriff ändern (öffentlich/intern)": true,
      Löschen: true,
      "Trotz Nutzung löschen": false,
    });
    await showType("97", "50");
    expect(buttonsOf(USED.mutableKey)).toMatchObject({ Löschen: false, "Trotz Nutzung löschen": true });
  });

  it("lets a SuperAdmin delete for good in any status", async () => {
    await openPage({ person: person("SuperAdmin") });
    await showType("97");
    expect(buttonsOf(USABLE.mutableKey)).toMatchObject({ "Endgültig löschen": true, Herunterladen: true });
  });

  it("shows the physical delete to the role SuperAdmin only, not to a role holding every right", async () => {
    await openPage({ person: person("StatDBAdmin", [...RIGHTS]) });
    await showType("97");
    expect(buttonsOf(BLOCKED.mutableKey)).toMatchObject({ Löschen: true, "Beschreibung ändern": true });
    expect(buttonsOf(BLOCKED.mutableKey)).not.toHaveProperty("Endgültig löschen");
  });

  it("offers no download while the survey is not public and approved", async () => {
    await openPage({ surveyStatus: 0 });
    await showType("97");
    expect(buttonsOf(USABLE.mutableKey)).toMatchObject({ Herunterladen: false, Sperren: true });
  });

  it("allows no change and no upload while the survey is archived", async () => {
    await openPage({ surveyStatus: 2 });
    expect(screen.getByRole("button", { name: "Ressource hinzufügen" })).toBeDisabled();
    await showType("97");
    expect(Object.values(buttonsOf(BLOCKED.mutableKey))).toEqual(Array(8).fill(false));
  });

  it("locks after a confirmation naming the resource, says so and reloads the resources", async () => {
    const { fetchMock } = await openPage({
      api: { "GET resource/2/status/lock": () => json({ ...USABLE, status: 0 }) },
    });
    await showType("97");
    const loads = calls(fetchMock, "GET", `resource/erhebungsid/${EID}`).length;
    await userEvent.click(actionButton("Sperren", USABLE.mutableKey));
    const dialog = await screen.findByRole("dialog", { name: "Ressource sperren" });
    expect(dialog).toHaveAccessibleDescription(`Soll die Ressource ${USABLE.mutableKey} gesperrt werden?`);
    expect(calls(fetchMock, "GET", "resource/2/status/lock")).toHaveLength(0);
    await expectNoAxeViolations("resource confirmation");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sperren" }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(calls(fetchMock, "GET", "resource/2/status/lock")).toHaveLength(1);
    await waitFor(() =>
      expect(calls(fetchMock, "GET", `resource/erhebungsid/${EID}`).length).toBeGreaterThan(loads),
    );
  });

  it.each([
    ["Testbar setzen", BLOCKED, "Ressource testbar setzen", "GET", "resource/3/status/testable"],
    ["Nutzbar setzen", BLOCKED, "Ressource nutzbar setzen", "GET", "resource/3/status/usable"],
    ["Löschen", BLOCKED, "Ressource löschen", "GET", "resource/3/status/delete"],
    [
      "Zugriff ändern (öffentlich/intern)",
      USABLE,
      "Zugriff der Ressource ändern",
      "GET",
      "resource/2/usability",
    ],
  ])("%s calls its path after the confirmation", async (action, resource, title, method, path) => {
    const { fetchMock } = await openPage({ api: { [`${method} ${path}`]: () => json(resource) } });
    await showType("97");
    await userEvent.click(actionButton(action, resource.mutableKey));
    const dialog = await screen.findByRole("dialog", { name: title });
    await userEvent.click(within(dialog).getByRole("button", { name: action }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(calls(fetchMock, method, path)).toHaveLength(1);
  });

  it.each([
    { action: "Sperren", resource: USABLE, title: "Ressource sperren", path: "resource/2/status/lock" },
    {
      action: "Testbar setzen",
      resource: BLOCKED,
      title: "Ressource testbar setzen",
      path: "resource/3/status/testable",
    },
    {
      action: "Nutzbar setzen",
      resource: BLOCKED,
      title: "Ressource nutzbar setzen",
      path: "resource/3/status/usable",
    },
    { action: "Löschen", resource: BLOCKED, title: "Ressource löschen", path: "resource/3/status/delete" },
    {
      action: "Zugriff ändern (öffentlich/intern)",
      resource: USABLE,
      title: "Zugriff der Ressource ändern",
      path: "resource/2/usability",
    },
    {
      action: "Endgültig löschen",
      resource: BLOCKED,
      title: "Ressource endgültig löschen",
      path: "resource/3/delete",
      method: "POST",
      who: person("SuperAdmin"),
    },
  ])(
    "a double click and an Enter on $action's confirmation run it once and say so",
    async ({ action, resource, title, path, method = "GET", who = specialist }) => {
      const held = heldAnswer(() => json(resource));
      const { fetchMock } = await openPage({ person: who, api: { [`${method} ${path}`]: held.handler } });
      await showType("97");
      await userEvent.click(actionButton(action, resource.mutableKey));
      const dialog = await screen.findByRole("dialog", { name: title });
      await expectOneRunAndSuccess({
        button: within(dialog).getByRole("button", { name: action }),
        held,
        requests: () => requestsTo(fetchMock, method, path),
        success: "Aktion erfolgreich ausgeführt.",
      });
    },
  );

  it("deletes for good after the confirmation, for a SuperAdmin", async () => {
    const { fetchMock } = await openPage({
      person: person("SuperAdmin"),
      api: { "POST resource/3/delete": () => json({ id: 3, deleted: true }) },
    });
    await showType("97");
    await userEvent.click(actionButton("Endgültig löschen", BLOCKED.mutableKey));
    const dialog = await screen.findByRole("dialog", { name: "Ressource endgültig löschen" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Endgültig löschen" }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(calls(fetchMock, "POST", "resource/3/delete")).toHaveLength(1);
  });

  it("asks in the direction the access changes, and takes a used resource out of use", async () => {
    const { fetchMock } = await openPage({
      api: { "GET resource/4/status/deletebutused": () => json({ ...USED, status: 11 }) },
    });
    await showType("97");
    await userEvent.click(actionButton("Zugriff ändern (öffentlich/intern)", USABLE.mutableKey));
    expect(await screen.findByRole("dialog")).toHaveAccessibleDescription(
      `Soll die Ressource ${USABLE.mutableKey} nur noch intern zugänglich sein?`,
    );
    await userEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(actionButton("Zugriff ändern (öffentlich/intern)", BLOCKED.mutableKey));
    expect(await screen.findByRole("dialog")).toHaveAccessibleDescription(
      `Soll die Ressource ${BLOCKED.mutableKey} öffentlich (extern) zugänglich werden?`,
    );
    await userEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls(fetchMock, "GET", "resource/2/usability")).toHaveLength(0);
    await showType("97", "50");
    await userEvent.click(actionButton("Trotz Nutzung löschen", USED.mutableKey));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Genutzte Ressource löschen" })).getByRole("button", {
        name: "Trotz Nutzung löschen",
      }),
    );
    await waitFor(() => expect(calls(fetchMock, "GET", "resource/4/status/deletebutused")).toHaveLength(1));
  });

  it("shows a refusal with the action and object of SPEC 8, and loads the resources again", async () => {
    const { fetchMock } = await openPage({
      api: {
        "GET resource/2/status/lock": () =>
          json({ code: "CONFLICT", message: "Die Ressource ist bereits gesperrt." }, 409),
      },
    });
    await showType("97");
    await userEvent.click(actionButton("Sperren", USABLE.mutableKey));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sperren" }));
    expect(
      await screen.findByText(
        "Fehler beim Sperren der Ressource. Grund: Die Ressource ist bereits gesperrt. (CONFLICT)",
      ),
    ).toBeInTheDocument();
    // someone else changed it: the page shows what the server has now
    await waitFor(() => expect(calls(fetchMock, "GET", `resource/erhebungsid/${EID}`)).toHaveLength(2));
  });

  it("changes the description in a dialog prefilled with it, required, sent as plain text", async () => {
    const { fetchMock } = await openPage({
      api: { "POST resource/2/description": () => json({ ...USABLE, description: "Neu" }) },
    });
    await showType("97");
    await userEvent.click(actionButton("Beschreibung ändern", USABLE.mutableKey));
    const dialog = await screen.findByRole("dialog", { name: "Beschreibung ändern" });
    const text = within(dialog).getByRole("textbox", {
      name: `Neue Beschreibung der Ressource ${USABLE.mutableKey}`,
    });
    expect(text).toHaveValue("Fragebogen");
    expect(text).toHaveFocus();
    await userEvent.clear(text);
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(text).toHaveAccessibleDescription("Bitte eine Beschreibung angeben");
    expect(calls(fetchMock, "POST", "resource/2/description")).toHaveLength(0);
    await expectNoAxeViolations("change description dialog");
    await userEvent.type(text, " Neu ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    const [[, init]] = calls(fetchMock, "POST", "resource/2/description") as [[unknown, RequestInit]];
    expect(init.body).toBe("Neu");
    expect(new Headers(init.headers).get("Content-Type")).toMatch(/^text\/plain/);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a double click and an Enter on the description dialog's Speichern save once and say so", async () => {
    const change = heldAnswer(() => json({ ...USABLE, description: "Neu" }));
    const { fetchMock } = await openPage({ api: { "POST resource/2/description": change.handler } });
    await showType("97");
    await userEvent.click(actionButton("Beschreibung ändern", USABLE.mutableKey));
    const dialog = await screen.findByRole("dialog", { name: "Beschreibung ändern" });
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Speichern" }),
      held: change,
      requests: () => requestsTo(fetchMock, "POST", "resource/2/description"),
      success: "Aktion erfolgreich ausgeführt.",
    });
  });

  it("downloads the file under the server's name", async () => {
    const { fetchMock } = await openPage({
      api: { "GET resource/content/1": () => fileAnswer("<eb/>", "eb-2024.xml") },
    });
    await userEvent.click(actionButton("Herunterladen", DESCRIPTION.mutableKey));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(["eb-2024.xml"]));
    expect(await saved[0]?.blob.text()).toBe("<eb/>");
    expect(calls(fetchMock, "GET", "resource/content/1")).toHaveLength(1);
  });

  it("opens the add dialog for who may add a type", async () => {
    await openPage();
    await userEvent.click(screen.getByRole("button", { name: "Ressource hinzufügen" }));
    expect(
      await screen.findByRole("dialog", { name: `Ressource hinzufügen – Erhebungsid ${EID}` }),
    ).toBeInTheDocument();
  });

  it("offers no add button without a resource right", async () => {
    await openPage({ person: editorOf({ eid_rights: true }) });
    expect(screen.queryByRole("button", { name: "Ressource hinzufügen" })).toBeNull();
  });

  it.each([
    ["a malformed id", "/resourceedit?erhebungsid=12345", {}],
    ["no id", "/resourceedit", {}],
    [
      "an id the server does not know",
      `/resourceedit?erhebungsid=${EID}`,
      { [`GET eid/erhebungsid/${EID}`]: () => json({ code: "NOT_FOUND", message: "unbekannt" }, 404) },
    ],
  ])("says 'Ungültige Erhebungsid.' for %s, with the way back", async (_, path, api) => {
    renderApp(path, { person: specialist, api });
    await findHeading("Ressource bearbeiten");
    expect(await screen.findByText("Ungültige Erhebungsid.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zu den Erhebungen" })).toBeInTheDocument();
  });

  it("passes axe-core", async () => {
    await openPage();
    await showType("97");
    await expectNoAxeViolations("resource edit page");
  });
});
