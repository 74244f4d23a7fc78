import { type AuthPerson, checkResourceFile, RESOURCE_MESSAGES, type ResourceAnswer } from "@erhdb/domain";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { useSession } from "../../../auth/session-context.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess } from "../../../test/double-submit.ts";
import { FakeXhr, heldUpload } from "../../../test/fake-xhr.ts";
import { json, mockApi } from "../../../test/http.ts";
import { EID, editorOf, resourceOf } from "../../../test/resource-fixtures.ts";
import { AddResourceDialog } from "./AddResourceDialog.tsx";

// The accept attribute only guides the browser's chooser; a user may still pick any file.
const user = userEvent.setup({ applyAccept: false });
const specialist = editorOf({ res_rights: true });
const itStaff = editorOf({ it_res_rights: true });
const EXISTING: ResourceAnswer[] = [
  resourceOf(1, { resourcetype: "99", specialization: "00", description: "Beschreibung 2024" }),
  resourceOf(2, { resourcetype: "97", specialization: "50", status: 0, description: "Transformation" }),
];

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

/** The dialog once the session knows the person, as the surveys screen and the edit page open it. */
function openDialog(who: AuthPerson = specialist) {
  window.localStorage.setItem("token", "test-token");
  const onClose = vi.fn();
  const fetchMock = mockApi({
    "GET auth": () => json(who),
    [`GET resource/erhebungsid/${EID}`]: () => json(EXISTING),
  });
  function WhenLoggedIn() {
    return useSession().status === "loggedIn" ? (
      <AddResourceDialog erhebungsid={EID} onClose={onClose} />
    ) : null;
  }
  render(
    <AppProviders session={{ revalidateIntervalMs: 600_000, idleTimeoutMs: 600_000 }}>
      <WhenLoggedIn />
    </AppProviders>,
  );
  return { onClose, fetchMock };
}

async function findDialog() {
  return screen.findByRole("dialog", { name: `Ressource hinzufügen – Erhebungsid ${EID}` });
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);
const field = (name: string) => screen.getByRole("textbox", { name });
const typeSelect = () => screen.getByRole("combobox", { name: "Ressourcentyp" });
const specSelect = () => screen.getByRole("combobox", { name: "Spezialisierung" });
const xml = (name = "fragebogen.xml") => new File(["<a/>"], name, { type: "application/xml" });

/** The parts of the one upload sent so far, in their order, with the resource part read. */
function sentUpload() {
  const [xhr] = FakeXhr.sent;
  if (!xhr?.body) throw new Error("no upload was sent");
  const parts = [...xhr.body.entries()];
  return {
    xhr,
    names: parts.map(([name]) => name),
    resource: JSON.parse(String(xhr.body.get("resource"))) as unknown,
    file: xhr.body.get("file"),
  };
}

async function fillValid(description = "Fragebogen 2024") {
  await user.type(field("Beschreibung"), description);
  await user.upload(screen.getByLabelText("Datei"), xml());
}

describe("add resource dialog", () => {
  it("offers only the types the person may add, preselects the domain's default and its specializations", async () => {
    openDialog(specialist);
    await findDialog();
    expect(screen.getByRole("tab", { name: "Neue Ressource", selected: true })).toBeInTheDocument();
    expect(optionsOf(typeSelect())).toEqual([
      "97 – Elektronischer Fragebogen",
      "95 – Umsteigeschlüssel",
      "94 – PL-Metadaten",
      "93 – PL-Prüfcode",
      "92 – Einheitlicher Papierfragebogen",
      "91 – Fachinformationen",
      "90 – Beispiele",
      "89 – Datensatzbeschreibung",
      "88 – Sonstiges",
      "87 – PL-Dokumentation",
      "86 – IDEV-Paket",
    ]);
    expect(typeSelect()).toHaveValue("97");
    expect(optionsOf(specSelect())).toEqual([
      "00",
      "01",
      "02",
      "03",
      "04",
      "05",
      ...Array.from({ length: 10 }, (_, i) => `5${i} – Transformation`),
    ]);
    expect(screen.queryByRole("textbox", { name: /Gültig ab/ })).toBeNull();
    expect(screen.getByText("Erlaubt: .xml")).toBeInTheDocument();
  });

  it("preselects the survey description for IT staff, who may add 99 and 98 only", async () => {
    openDialog(itStaff);
    await findDialog();
    expect(optionsOf(typeSelect())).toEqual(["99 – Erhebungsbeschreibung", "98 – Liefervereinbarung"]);
    expect(typeSelect()).toHaveValue("99");
    expect(optionsOf(specSelect())).toEqual(["00"]);
  });

  it("asks for the valid-from bzr for types 93 and 94, starting with the survey's bzr, checked by the domain", async () => {
    openDialog();
    await findDialog();
    await user.selectOptions(typeSelect(), "93");
    const bzr = screen.getByRole("textbox", { name: "Gültig ab (BZR)" });
    expect(bzr).toHaveValue("240000");
    expect(screen.getByText("Erlaubt: .zip")).toBeInTheDocument();
    await user.clear(bzr);
    await user.type(bzr, "241300");
    await user.type(field("Beschreibung"), "Prüfcode");
    await user.upload(
      screen.getByLabelText("Datei"),
      new File(["PK"], "pruef.zip", { type: "application/zip" }),
    );
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    expect(bzr).toHaveAccessibleDescription(
      "Bitte einen gültigen BZR angeben (sechs Ziffern, z. B. 250000).",
    );
    expect(bzr).toHaveFocus();
    expect(FakeXhr.sent).toHaveLength(0);
    await user.clear(bzr);
    await user.type(bzr, "250000");
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(sentUpload().resource).toEqual({
      description: "Prüfcode",
      resourcetype: "93",
      specialization: "00",
      overwrite: false,
      bzr: "250000",
    });
  });

  it("requires a description and a file with SPEC 5's messages, tied to their fields, and sends nothing", async () => {
    openDialog();
    await findDialog();
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    const description = field("Beschreibung");
    expect(description).toHaveAccessibleDescription(RESOURCE_MESSAGES.descriptionRequired);
    expect(description).toHaveAttribute("aria-invalid", "true");
    expect(description).toHaveFocus();
    expect(screen.getByLabelText("Datei")).toHaveAccessibleDescription(RESOURCE_MESSAGES.fileRequired);
    await user.type(description, "   ");
    await user.upload(screen.getByLabelText("Datei"), xml());
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    expect(description).toHaveAccessibleDescription(RESOURCE_MESSAGES.descriptionRequired);
    expect(screen.getByLabelText("Datei")).not.toHaveAttribute("aria-invalid");
    expect(FakeXhr.sent).toHaveLength(0);
    await expectNoAxeViolations("add resource dialog with errors");
  });

  it("checks a chosen file against the type at once, and again when the type changes", async () => {
    openDialog();
    await findDialog();
    const pdf = new File(["%PDF"], "vereinbarung.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText("Datei"), pdf);
    const domainText = checkResourceFile("97", "00", { name: pdf.name, contentType: pdf.type })?.message;
    expect(domainText).toBe(
      "Für den Ressourcentyp 97 (Elektronischer Fragebogen) sind nur XML-Dateien erlaubt.",
    );
    expect(screen.getByLabelText("Datei")).toHaveAccessibleDescription(domainText);
    await user.selectOptions(typeSelect(), "92");
    expect(screen.getByLabelText("Datei")).not.toHaveAttribute("aria-invalid");
    await user.selectOptions(typeSelect(), "89");
    await user.selectOptions(specSelect(), "20");
    expect(screen.getByLabelText("Datei")).not.toHaveAttribute("aria-invalid");
    await user.selectOptions(typeSelect(), "95");
    expect(screen.getByLabelText("Datei")).toHaveAccessibleDescription(
      "Für den Ressourcentyp 95 (Umsteigeschlüssel) sind nur INI-Dateien erlaubt.",
    );
    await user.type(field("Beschreibung"), "Tabelle");
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    expect(FakeXhr.sent).toHaveLength(0);
    await i18n.changeLanguage("en");
    expect(
      await screen.findByText("Only INI files are allowed for resource type 95 (Conversion table)."),
    ).toBeVisible();
  });

  it("uploads the resource part before the file, shows the progress, then says so and closes", async () => {
    const { onClose } = openDialog();
    await findDialog();
    await user.selectOptions(specSelect(), "03");
    await user.click(screen.getByRole("checkbox", { name: "Neueste Version ersetzen" }));
    await fillValid("  Fragebogen 2024  ");
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const { xhr, names, resource, file } = sentUpload();
    expect([xhr.method, xhr.path]).toEqual(["POST", `eid/${EID}/resource`]);
    expect(names).toEqual(["resource", "file"]);
    expect(resource).toEqual({
      description: "Fragebogen 2024",
      resourcetype: "97",
      specialization: "03",
      overwrite: true,
      bzr: null,
    });
    expect((file as File).name).toBe("fragebogen.xml");
    xhr.progress(30, 120);
    expect(await screen.findByRole("progressbar", { name: "Hochgeladen: 25 %" })).toBeInTheDocument();
    expect(field("Beschreibung")).toBeDisabled();
    xhr.answer(201, resourceOf(9, { resourcetype: "97", specialization: "03" }));
    expect(await screen.findByText("Ressource erfolgreich hochgeladen.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("a double click and an Enter on Hochladen upload once and say so", async () => {
    openDialog();
    await findDialog();
    await fillValid();
    await expectOneRunAndSuccess({
      button: screen.getByRole("button", { name: "Hochladen" }),
      held: heldUpload(201, resourceOf(9, { resourcetype: "97", specialization: "00" })),
      requests: () => FakeXhr.sent,
      success: "Ressource erfolgreich hochgeladen.",
    });
  });

  it("keeps the form after a cancel and tells so", async () => {
    const { onClose } = openDialog();
    await findDialog();
    await fillValid();
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    await user.click(await screen.findByRole("button", { name: "Hochladen abbrechen" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Das Hochladen wurde abgebrochen.");
    expect(field("Beschreibung")).toHaveValue("Fragebogen 2024");
    expect(screen.getByText(/fragebogen\.xml/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hochladen" })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's message for a refusal, at the field it names, and keeps the input", async () => {
    openDialog();
    await findDialog();
    await fillValid();
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.answer(415, { code: "FILE_CONTENT", message: "Die Datei ist kein wohlgeformtes XML." });
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Datei ist kein wohlgeformtes XML.");
    expect(field("Beschreibung")).toHaveValue("Fragebogen 2024");

    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]?.answer(400, {
      code: "INVALID",
      message: "Beschreibung enthält Steuerzeichen.",
      field: "description",
    });
    await waitFor(() =>
      expect(field("Beschreibung")).toHaveAccessibleDescription("Beschreibung enthält Steuerzeichen."),
    );
    expect(field("Beschreibung")).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    FakeXhr.sent[2]?.answer(500, { code: "STORAGE", message: "Speicher voll" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Fehler beim Anlegen der Ressource. Grund: Speicher voll (STORAGE)",
    );
  });

  it("lists the survey's resources on the second tab and keeps the new one's input meanwhile", async () => {
    openDialog();
    await findDialog();
    await user.type(field("Beschreibung"), "Entwurf");
    await user.click(screen.getByRole("tab", { name: "Vorhandene Ressourcen" }));
    const table = await screen.findByRole("table", { name: `Vorhandene Ressourcen der Erhebungsid ${EID}` });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Ressourcenschlüssel", "Beschreibung", "Typ", "Spezialisierung", "Status", "Letzte Änderung"]);
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      [
        `${EID}99000001`,
        "Beschreibung 2024",
        "99 – Erhebungsbeschreibung",
        "00",
        "nutzbar",
        "04.03.2025 - 10:05:06",
      ],
      [
        `${EID}97500002`,
        "Transformation",
        "97 – Elektronischer Fragebogen",
        "50",
        "gesperrt",
        "04.03.2025 - 10:05:06",
      ],
    ]);
    await expectNoAxeViolations("add resource dialog, existing resources");
    await user.click(screen.getByRole("tab", { name: "Neue Ressource" }));
    expect(field("Beschreibung")).toHaveValue("Entwurf");
    await expectNoAxeViolations("add resource dialog");
  });

  it("says so to a person who may add no type", async () => {
    openDialog(editorOf({ eid_rights: true }));
    await findDialog();
    expect(
      screen.getByText("Sie haben keine Berechtigung, dieser Erhebung Ressourcen hinzuzufügen."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hochladen" })).toBeNull();
  });
});
