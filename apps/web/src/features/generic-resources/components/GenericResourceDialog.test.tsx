import { defaultBzrForYear } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess } from "../../../test/double-submit.ts";
import { FakeXhr, heldUpload } from "../../../test/fake-xhr.ts";
import {
  GENERIC_RESOURCES,
  genericResourceColumns,
  genericResourcePage,
} from "../../../test/generic-resource-fixtures.ts";
import { json } from "../../../test/http.ts";
import { type RenderAppOptions, renderApp } from "../../../test/render.tsx";
import { resetLocation } from "../../../test/table.tsx";

const editor = person("SuperAdmin", ["GENERICRESOURCE_CREATE", "GENERICRESOURCE_EDIT"]);
// The accept attribute only guides the browser's chooser; a user may still pick any file.
const user = userEvent.setup({ applyAccept: false });

beforeEach(() => {
  resetLocation();
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

async function openPage(api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/genericresources", {
    person: editor,
    api: {
      "GET genericResource/tablestate": () => json({ columns: genericResourceColumns() }),
      "POST genericResource/table": () => json(genericResourcePage(["download", "edit"])),
      "GET genericResource": () => json(GENERIC_RESOURCES),
      ...api,
    },
  });
  await screen.findByRole("table", { name: "Allgemeine Ressourcen" });
  return view;
}

async function openAdd() {
  const view = await openPage();
  await user.click(await screen.findByRole("button", { name: "Allgemeine Ressource anlegen" }));
  const dialog = await screen.findByRole("dialog", { name: "Allgemeine Ressource anlegen" });
  return { ...view, dialog };
}

const typeSelect = (dialog: HTMLElement) => within(dialog).getByRole("combobox", { name: "Typ" });
const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText("Datei");
const xml = (name = "sdf.xml") => new File(["<a/>"], name, { type: "text/xml" });

async function chooseType(dialog: HTMLElement, name: string) {
  await user.click(typeSelect(dialog));
  await user.click(await screen.findByRole("option", { name }));
}

async function save(dialog: HTMLElement) {
  await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
}

/** The upload the dialog sent, once it is out. */
async function sentUpload(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0]!;
}

function payloadOf(xhr: FakeXhr): unknown {
  return JSON.parse(String(xhr.body?.get("genericresource")));
}

const tableLoads = (fetchMock: ReturnType<typeof renderApp>["fetchMock"]) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/v1/genericResource/table")).length;

const listLoads = (fetchMock: ReturnType<typeof renderApp>["fetchMock"]) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/v1/genericResource")).length;

describe("General resource dialog", () => {
  it("adds a resource: the payload part before the file, with progress, then reloads the table", async () => {
    const { dialog, fetchMock } = await openAdd();
    expect(typeSelect(dialog)).toHaveTextContent("01 – SDFMeta");
    expect(within(dialog).getByRole("textbox", { name: "BZR" })).toHaveValue(defaultBzrForYear());
    await user.type(within(dialog).getByRole("textbox", { name: "DatML/RAW-Version" }), "2.4");
    await user.type(within(dialog).getByRole("textbox", { name: "Version" }), "1.0");
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), " SDF-Metadaten ");
    await user.click(within(dialog).getByRole("checkbox", { name: /Öffentlich/ }));
    const file = xml();
    await user.upload(fileInput(dialog), file);
    const loads = tableLoads(fetchMock);
    await save(dialog);

    const xhr = await sentUpload();
    expect([xhr.method, xhr.path]).toEqual(["POST", "genericResource"]);
    expect([...(xhr.body?.keys() ?? [])]).toEqual(["genericresource", "file"]);
    expect(payloadOf(xhr)).toEqual({
      resourcetype: "01",
      datmlRawVersion: "2.4",
      version: "1.0",
      bzr: defaultBzrForYear(),
      description: "SDF-Metadaten",
      accessMode: true,
      mainGenRes: null,
    });
    expect(xhr.body?.get("file")).toBe(file);
    xhr.progress(50, 200);
    expect(await within(dialog).findByRole("progressbar", { name: "Hochgeladen: 25 %" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Speichern" })).toBeDisabled();

    xhr.answer(201, { ...GENERIC_RESOURCES[0], id: 9 });
    expect(await screen.findByText("Allgemeine Ressource erfolgreich angelegt.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(tableLoads(fetchMock)).toBeGreaterThan(loads));
  });

  it("a double click and an Enter on Speichern upload once and say so", async () => {
    const { dialog } = await openAdd();
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "SDF-Metadaten");
    await user.upload(fileInput(dialog), xml());
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Speichern" }),
      held: heldUpload(201, { ...GENERIC_RESOURCES[0], id: 9 }),
      requests: () => FakeXhr.sent,
      success: "Allgemeine Ressource erfolgreich angelegt.",
    });
  });

  it("asks for a file and a description before sending, marking the fields", async () => {
    const { dialog } = await openAdd();
    await save(dialog);
    const alert = within(dialog).getAllByRole("alert")[0]!;
    expect(alert).toHaveTextContent("Bitte eine Datei hochladen.");
    expect(alert).toHaveTextContent("Bitte die rot markierten Felder ausfüllen.");
    expect(within(dialog).getByRole("textbox", { name: /Beschreibung/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(fileInput(dialog)).toHaveAttribute("aria-invalid", "true");
    expect(FakeXhr.sent).toHaveLength(0);
    // the marks follow the input
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "Schema");
    expect(within(dialog).getByRole("textbox", { name: /Beschreibung/ })).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    expect(alert).not.toHaveTextContent("Bitte die rot markierten Felder ausfüllen.");
  });

  it.each([
    ["01 – SDFMeta", "schema.xsd", "application/xml", "Für SDFMeta sind nur XML-Dateien erlaubt."],
    [
      "02 – Schemadatei",
      "schema.pdf",
      "application/pdf",
      "Für Schemadatei sind nur XSD-Dateien oder ZIP-Archive erlaubt.",
    ],
    ["04 – res2html", "res2html.xml", "text/xml", "Für raw2html/res2html sind nur XSL-Dateien erlaubt."],
  ])("refuses for %s the file %s with SPEC 5's message", async (type, name, mime, message) => {
    const { dialog } = await openAdd();
    await chooseType(dialog, type);
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "X");
    await user.upload(fileInput(dialog), new File(["x"], name, { type: mime }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    await save(dialog);
    expect(within(dialog).getAllByRole("alert")[0]).toHaveTextContent(message);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("accepts the type's files, and fixes the type once a file is chosen until it is removed", async () => {
    const { dialog } = await openAdd();
    expect(fileInput(dialog)).toHaveAttribute("accept", ".xml");
    await chooseType(dialog, "02 – Schemadatei");
    expect(fileInput(dialog)).toHaveAttribute("accept", ".xsd,.zip");
    await chooseType(dialog, "03 – raw2html");
    expect(fileInput(dialog)).toHaveAttribute("accept", ".xsl");
    await user.upload(fileInput(dialog), new File(["<x/>"], "raw2html.xsl", { type: "text/xsl" }));
    expect(typeSelect(dialog)).toHaveAttribute("aria-disabled", "true");
    expect(within(dialog).getByText(/Der Typ ist durch die gewählte Datei festgelegt/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Datei entfernen" }));
    expect(typeSelect(dialog)).not.toHaveAttribute("aria-disabled");
    await chooseType(dialog, "04 – res2html");
    expect(typeSelect(dialog)).toHaveTextContent("04 – res2html");
  });

  it("hides the bzr for the stylesheets 03 and 04 and sends their default", async () => {
    const { dialog } = await openAdd();
    await user.clear(within(dialog).getByRole("textbox", { name: "BZR" }));
    await user.type(within(dialog).getByRole("textbox", { name: "BZR" }), "259000");
    await chooseType(dialog, "03 – raw2html");
    expect(within(dialog).queryByRole("textbox", { name: "BZR" })).not.toBeInTheDocument();
    await chooseType(dialog, "04 – res2html");
    expect(within(dialog).queryByRole("textbox", { name: "BZR" })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "res2html");
    await user.upload(fileInput(dialog), new File(["<x/>"], "res2html.xsl", { type: "text/xsl" }));
    await save(dialog);
    expect(payloadOf(await sentUpload())).toMatchObject({ resourcetype: "04", bzr: "240000" });
  });

  it("checks the bzr with the domain's rule", async () => {
    const { dialog } = await openAdd();
    const bzr = within(dialog).getByRole("textbox", { name: "BZR" });
    await user.clear(bzr);
    await user.type(bzr, "259000");
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "SDF");
    await user.upload(fileInput(dialog), xml());
    await save(dialog);
    expect(bzr).toHaveAttribute("aria-invalid", "true");
    expect(
      within(dialog).getByText("Die dritte Ziffer des BZR (Interpreter) muss zwischen 0 und 6 liegen."),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("asks for the main file of a zip archive and sends it", async () => {
    const { dialog } = await openAdd();
    await chooseType(dialog, "02 – Schemadatei");
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "Schema");
    expect(within(dialog).queryByRole("textbox", { name: /Hauptdatei/ })).not.toBeInTheDocument();
    await user.upload(fileInput(dialog), new File(["PK"], "schema.zip", { type: "application/zip" }));
    const main = within(dialog).getByRole("textbox", { name: /Hauptdatei/ });
    await save(dialog);
    expect(main).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getAllByRole("alert")[0]).toHaveTextContent(
      "Bitte die rot markierten Felder ausfüllen.",
    );
    expect(FakeXhr.sent).toHaveLength(0);
    await user.type(main, "schema/main.xsd");
    await save(dialog);
    expect(payloadOf(await sentUpload())).toMatchObject({
      resourcetype: "02",
      mainGenRes: "schema/main.xsd",
    });
  });

  it("shows an existing resource's history in a tab of its own, a replaced file by name", async () => {
    await openPage({
      "GET history/genericresource/7?page=0&size=20": () =>
        json({
          total: 1,
          entries: [
            {
              id: 4,
              at: "2026-02-01T12:00:00.000Z",
              actor: { name: "Erika Muster" },
              action: "EDIT",
              changes: [{ field: "filename", before: "res2html-alt.xsl", after: "res2html.xsl" }],
            },
          ],
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Übersicht res2html.xsl bearbeiten" }));
    const dialog = await screen.findByRole("dialog", { name: "Allgemeine Ressource bearbeiten" });
    await user.click(await within(dialog).findByRole("tab", { name: "Verlauf" }));
    const history = await within(dialog).findByRole(
      "table",
      { name: "Verlauf der Änderungen, neueste zuerst" },
      { timeout: 8000 },
    );
    expect(within(history).getAllByRole("row")[1]).toHaveTextContent(
      "Dateinameres2html-alt.xsl → res2html.xsl",
    );
  });

  it("edits with the listed values, sends no file unless one is chosen, and keeps the input when refused", async () => {
    const { fetchMock } = await openPage();
    await user.click(await screen.findByRole("button", { name: "Übersicht res2html.xsl bearbeiten" }));
    const dialog = await screen.findByRole("dialog", { name: "Allgemeine Ressource bearbeiten" });
    const description = await within(dialog).findByRole("textbox", { name: /Beschreibung/ });
    expect(description).toHaveValue("res2html – Erhebungsbeschreibung mit Merkmalen");
    expect(within(dialog).getByRole("textbox", { name: "Version" })).toHaveValue("1.3");
    expect(within(dialog).getByRole("checkbox", { name: /Öffentlich/ })).toBeChecked();
    expect(typeSelect(dialog)).toHaveTextContent("04 – res2html");
    expect(typeSelect(dialog)).toHaveAttribute("aria-disabled", "true");
    expect(within(dialog).queryByRole("textbox", { name: "BZR" })).not.toBeInTheDocument();
    await user.clear(description);
    await user.type(description, "res2html neu");
    await save(dialog);

    const refused = await sentUpload();
    expect(refused.path).toBe("genericResource/7/update");
    expect([...(refused.body?.keys() ?? [])]).toEqual(["genericresource"]);
    expect(payloadOf(refused)).toMatchObject({
      resourcetype: "04",
      description: "res2html neu",
      version: "1.3",
    });
    refused.answer(409, { code: "CONFLICT", message: "Die Ressource wurde inzwischen geändert." });
    expect(
      await within(dialog).findByText(
        "Fehler beim Bearbeiten der allgemeinen Ressource. Grund: Die Ressource wurde inzwischen geändert. (CONFLICT)",
      ),
    ).toBeInTheDocument();
    expect(description).toHaveValue("res2html neu");

    const loads = tableLoads(fetchMock);
    const lists = listLoads(fetchMock);
    await save(dialog);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer(200, GENERIC_RESOURCES[4]);
    expect(await screen.findByText("Allgemeine Ressource erfolgreich bearbeitet.")).toBeInTheDocument();
    // both the table and the list (the Show page's, the stylesheets', this dialog's) load again
    await waitFor(() => expect(tableLoads(fetchMock)).toBeGreaterThan(loads));
    expect(listLoads(fetchMock)).toBeGreaterThan(lists);
  });

  it("cancels a running upload and keeps the form", async () => {
    const { dialog } = await openAdd();
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "SDF");
    await user.upload(fileInput(dialog), xml());
    await save(dialog);
    await sentUpload();
    await user.click(await within(dialog).findByRole("button", { name: "Hochladen abbrechen" }));
    expect(await within(dialog).findByText("Das Hochladen wurde abgebrochen.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Beschreibung/ })).toHaveValue("SDF");
    expect(within(dialog).getByText("sdf.xml (4 B)")).toBeInTheDocument();
    expect(screen.queryByText("Allgemeine Ressource erfolgreich angelegt.")).not.toBeInTheDocument();
  });

  it("passes axe-core, empty, with its messages and while uploading", async () => {
    const { dialog } = await openAdd();
    await expectNoAxeViolations("general resource dialog");
    await save(dialog);
    await expectNoAxeViolations("general resource dialog with messages");
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "SDF");
    await user.upload(fileInput(dialog), xml());
    await save(dialog);
    await sentUpload();
    await within(dialog).findByRole("progressbar");
    await expectNoAxeViolations("general resource dialog uploading");
  }, 20_000);
});
