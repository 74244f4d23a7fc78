import { person, superAdmin } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { json } from "../../test/http.ts";
import { openSurveyForm, SURVEY } from "../../test/survey-form-harness.tsx";

// A large MUI form typed into key by key: more than vitest's 5 s default on a busy machine.

const mapper = person("LoggedUser", [], [{ statisticId: "1261", lkz: "09", mapping_rights: true }]);

/** The edit dialog of SURVEY (EVAS 12411 assigned) on its EVAS tab, the add button ready. */
async function openEvasTab(options: Partial<Parameters<typeof openSurveyForm>[0]> = {}) {
  const view = await openSurveyForm({ person: mapper, mode: "edit", ...options });
  const field = await within(view.dialog).findByRole("textbox", { name: "EVAS hinzufügen" });
  const addButton = within(view.dialog).getByRole("button", { name: "Hinzufügen" });
  await waitFor(() => expect(addButton).toBeEnabled());
  // busy while the active EVAS loaded, and no longer once the buttons work
  expect(addButton.parentElement).toHaveAttribute("aria-busy", "false");
  const add = async (code: string) => {
    await userEvent.clear(field);
    await userEvent.type(field, code);
    await userEvent.click(addButton);
  };
  // hidden too: while the picker is open, the dialog below it is hidden from assistive technology
  const assigned = () =>
    within(view.dialog)
      .queryAllByRole("button", { name: /^Übersicht zu EVAS/, hidden: true })
      .map((b) => b.textContent);
  return { ...view, field, add, assigned };
}

async function openPicker(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole("button", { name: "Aus dem EVAS-Baum wählen" }));
  const picker = await screen.findByRole("dialog", { name: "EVAS aus dem Baum wählen" });
  const tree = await within(picker).findByRole("tree", { name: "EVAS-Baum" });
  return { picker, tree };
}

describe("survey dialog: EVAS tab", () => {
  it("adds an active five-digit EVAS by button and by Enter, and removes one", async () => {
    const { dialog, field, add, assigned } = await openEvasTab();
    expect(assigned()).toEqual(["12411"]);
    await add("12211");
    expect(assigned()).toEqual(["12411", "12211"]);
    expect(field).toHaveValue("");
    expect(within(dialog).getByText("Mikrozensus")).toBeInTheDocument();
    await userEvent.type(field, "46241{Enter}");
    expect(assigned()).toEqual(["12411", "12211", "46241"]);
    // Enter added the EVAS and did not save the dialog
    expect(screen.getByRole("dialog", { name: "Erhebung bearbeiten" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "EVAS 12211 entfernen" }));
    expect(assigned()).toEqual(["12411", "46241"]);
  });

  it("shows the three errors of SPEC 5 on the field, which takes digits only", async () => {
    const { field, add, assigned } = await openEvasTab();
    await userEvent.type(field, "12a4");
    expect(field).toHaveValue("124");
    await add("124");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Nur fünfstellige EVAS erlaubt.")).toBeInTheDocument();
    await add("12411");
    expect(screen.getByText("EVAS bereits hinzugefügt.")).toBeInTheDocument();
    await add("99999");
    expect(screen.getByText("EVAS existiert nicht oder ist bereits archiviert.")).toBeInTheDocument();
    expect(assigned()).toEqual(["12411"]);
    // changing the code clears the message
    await userEvent.clear(field);
    expect(field).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("EVAS existiert nicht oder ist bereits archiviert.")).not.toBeInTheDocument();
  });

  it("clears the field's message when the field changes, also on a refused keystroke", async () => {
    const { dialog, field, add } = await openEvasTab();
    await add("12411");
    expect(await within(dialog).findByText("EVAS bereits hinzugefügt.")).toBeInTheDocument();
    // the whole code selected and a letter typed over it: the field takes digits only and keeps the code
    await userEvent.type(field, "x", { initialSelectionStart: 0, initialSelectionEnd: 5 });
    expect(within(dialog).queryByText("EVAS bereits hinzugefügt.")).toBeNull();
    expect(field).toHaveAttribute("aria-invalid", "false");
    expect(field).toHaveValue("12411");
  });

  it("says when an EVAS of the survey is discontinued", async () => {
    const { dialog } = await openEvasTab({
      survey: {
        ...SURVEY,
        evas: [...SURVEY.evas, { evas: "12112", description: "Volkszählung alt", closing: "2015-09-01" }],
      },
    });
    expect(within(dialog).getByText("(eingestellt am 01.09.2015)")).toBeInTheDocument();
  });

  it("shows an assigned EVAS's overview: description, period and closing", async () => {
    const { dialog } = await openEvasTab();
    await userEvent.click(within(dialog).getByRole("button", { name: "Übersicht zu EVAS 12411" }));
    const overview = await screen.findByRole("dialog", { name: "EVAS 12411" });
    const term = (name: string) => within(overview).getByText(name).nextElementSibling?.textContent;
    expect(term("Beschreibung")).toBe("Fortschreibung des Bevölkerungsstandes");
    expect(term("Periodizität")).toBe("jährlich");
    expect(term("Stilllegung")).toBe("in Gebrauch");
    expect(within(overview).getByText("Diese EVAS ist der Erhebung bereits zugeordnet.")).toBeInTheDocument();
    expect(within(overview).queryByRole("button", { name: "Diese EVAS verwenden" })).not.toBeInTheDocument();
    await expectNoAxeViolations("survey dialog, EVAS overview");
    await userEvent.click(within(overview).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "EVAS 12411" })).not.toBeInTheDocument());
  });

  it("picks an EVAS from the tree: expand all, choose a leaf, its overview, use it", async () => {
    const { dialog } = await openSurveyForm({ person: superAdmin(), mode: "create" });
    // creating starts on the data tab
    await userEvent.click(within(dialog).getByRole("tab", { name: "EVAS" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Aus dem EVAS-Baum wählen" })).toBeEnabled(),
    );
    expect(within(dialog).getByText("Noch keine EVAS zugeordnet.")).toBeInTheDocument();
    const { picker, tree } = await openPicker(dialog);
    expect(tree).toHaveAccessibleDescription(
      "Wählen Sie eine fünfstellige EVAS, um ihre Übersicht zu sehen und sie zu übernehmen.",
    );
    await userEvent.click(within(picker).getByRole("button", { name: "Alle aufklappen" }));
    expect(within(tree).getAllByRole("treeitem")).toHaveLength(6);
    await userEvent.click(within(picker).getByRole("button", { name: "Alle zuklappen" }));
    expect(within(tree).getAllByRole("treeitem")).toHaveLength(2);
    await userEvent.click(within(picker).getByRole("button", { name: "Alle aufklappen" }));
    // a group opens and closes, it is not chosen
    await userEvent.click(within(tree).getByRole("treeitem", { name: /^124\D/ }));
    expect(screen.queryByRole("dialog", { name: "EVAS 124" })).not.toBeInTheDocument();

    await userEvent.click(within(picker).getByRole("button", { name: "Alle aufklappen" }));
    await userEvent.click(within(tree).getByRole("treeitem", { name: /^12411\D/ }));
    const overview = await screen.findByRole("dialog", { name: "EVAS 12411" });
    expect(within(overview).getByText("jährlich")).toBeInTheDocument();
    await expectNoAxeViolations("survey dialog, EVAS picker with overview");
    await userEvent.click(within(overview).getByRole("button", { name: "Diese EVAS verwenden" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "EVAS aus dem Baum wählen" })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole("button", { name: "Übersicht zu EVAS 12411" })).toBeInTheDocument();
  });

  it("chooses by keyboard too, and refuses an EVAS already assigned", async () => {
    const { dialog, assigned } = await openEvasTab();
    const { picker, tree } = await openPicker(dialog);
    await userEvent.click(within(picker).getByRole("button", { name: "Alle aufklappen" }));
    // the tree's one tab stop is its first item; three down is the statistic 12411
    within(tree).getByRole("treeitem", { name: /^1\D/ }).focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(within(tree).getByRole("treeitem", { name: /^12411\D/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const overview = await screen.findByRole("dialog", { name: "EVAS 12411" });
    await userEvent.click(within(overview).getByRole("button", { name: "Diese EVAS verwenden" }));
    expect(within(overview).getByText("EVAS bereits hinzugefügt.")).toBeInTheDocument();
    // the picker stays open below the overview
    expect(picker).toBeInTheDocument();
    expect(assigned()).toEqual(["12411"]);
  });

  it("says so when the active EVAS cannot be loaded, and adds nothing", async () => {
    const view = await openSurveyForm({
      person: mapper,
      mode: "edit",
      api: { "GET evas/activeEvas": () => json({ code: "INTERNAL", message: "kaputt" }, 500) },
    });
    // a 5xx is asked once more before it counts
    expect(
      await within(view.dialog).findByText("Fehler. Grund: kaputt (INTERNAL)", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(view.dialog).getByRole("button", { name: "Hinzufügen" })).toBeDisabled();
    expect(within(view.dialog).getByRole("button", { name: "Aus dem EVAS-Baum wählen" })).toBeDisabled();
    // not busy: the load has ended, with the error above
    expect(within(view.dialog).getByRole("button", { name: "Hinzufügen" }).parentElement).toHaveAttribute(
      "aria-busy",
      "false",
    );
  });

  it("marks the adding busy while the active EVAS load", async () => {
    let answer: (response: Response) => void = () => undefined;
    const view = await openSurveyForm({
      person: mapper,
      mode: "edit",
      api: { "GET evas/activeEvas": () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    const addButton = await within(view.dialog).findByRole("button", { name: "Hinzufügen" });
    expect(addButton).toBeDisabled();
    expect(addButton.parentElement).toHaveAttribute("aria-busy", "true");
    answer(json([]));
    await waitFor(() => expect(addButton).toBeEnabled());
    expect(addButton.parentElement).toHaveAttribute("aria-busy", "false");
  });
});
