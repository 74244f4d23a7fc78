import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, renderAppInEnglish } from "../../test/render.tsx";
import { resetLocation } from "../../test/table.tsx";
import {
  findDialog,
  NEW_WITHOUT_EVAS,
  openProcesses,
  orgAdmin,
  processesApi,
  statDbAdmin,
} from "./test-fixtures.ts";

beforeEach(() => resetLocation());

const rowOf = (table: HTMLElement, applicant: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryByRole("button", { name: applicant }) !== null)!;

describe("Processes page", () => {
  it("lists the requests with SPEC 2.15's columns, CSV and templates; accept and decline only while undecided", async () => {
    const { table } = await openProcesses();
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.replace(/ nicht.*| auf.*/, ""));
    expect(heads).toEqual([
      "Antrag gestellt",
      "EVAS",
      "Amt",
      "Statistik-ID",
      "Status",
      "Antragsart",
      "Fortschritt",
      "Antragsteller",
      "Letzte Änderung",
      "Zuständig",
      "Zuletzt bearbeitet von",
      "Aktionen",
    ]);
    expect(screen.getByRole("button", { name: "CSV" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Vorlagen/ })).toBeInTheDocument();

    const undecided = rowOf(table, "Schneider, Julia");
    for (const name of ["Details zu Antrag Nr. 21", "Antrag Nr. 21 genehmigen", "Antrag Nr. 21 ablehnen"]) {
      expect(within(undecided).getByRole("button", { name })).toBeInTheDocument();
    }
    expect(within(undecided).getByRole("button", { name: "Neue Erhebungsid" })).toBeInTheDocument();
    expect(
      within(undecided).getByRole("combobox", { name: "Zuständig für Antrag Nr. 21" }),
    ).toHaveTextContent("niemand");

    const decided = within(table).getAllByRole("row").at(-1)!;
    expect(within(decided).getByRole("button", { name: "Details zu Antrag Nr. 23" })).toBeInTheDocument();
    expect(within(decided).queryByRole("button", { name: /genehmigen|ablehnen/ })).not.toBeInTheDocument();
    expect(within(table).getByRole("combobox", { name: "Zuständig für Antrag Nr. 22" })).toHaveTextContent(
      "Klein, Petra",
    );
  });

  it("offers a StatDBAdmin decline but not accept on a rights request, as the server's cell says", async () => {
    const { table } = await openProcesses();
    const rights = rowOf(table, "Weber, Markus");
    expect(within(rights).getByRole("button", { name: "Antrag Nr. 22 ablehnen" })).toBeInTheDocument();
    expect(
      within(rights).queryByRole("button", { name: "Antrag Nr. 22 genehmigen" }),
    ).not.toBeInTheDocument();
  });

  it("offers an OrgAdmin accept on a rights request and only decline on a survey request", async () => {
    const { table } = await openProcesses({}, orgAdmin);
    const rights = rowOf(table, "Weber, Markus");
    expect(within(rights).getByRole("button", { name: "Antrag Nr. 22 genehmigen" })).toBeInTheDocument();
    const survey = rowOf(table, "Schneider, Julia");
    expect(within(survey).getByRole("button", { name: "Antrag Nr. 21 ablehnen" })).toBeInTheDocument();
    expect(
      within(survey).queryByRole("button", { name: "Antrag Nr. 21 genehmigen" }),
    ).not.toBeInTheDocument();
  });

  it("opens the applicant from its cell", async () => {
    const { table } = await openProcesses();
    await userEvent.click(within(table).getByRole("button", { name: "Weber, Markus" }));
    const dialog = await findDialog("Antragsteller von Antrag Nr. 22");
    expect(await within(dialog).findByText("Markus")).toBeInTheDocument();
    expect(
      within(dialog).getByRole("link", { name: "julia.schneider@statistik.rlp.example" }),
    ).toHaveAttribute("href", "mailto:julia.schneider@statistik.rlp.example");
    expect(dialog).toHaveTextContent("14 – Sachsen");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("opens what a request asks for from its type, with readable names instead of codes", async () => {
    const { table } = await openProcesses();
    await userEvent.click(within(table).getByRole("button", { name: "Neue Erhebungsid" }));
    const dialog = await findDialog("Antrag Nr. 21: Neue Erhebungsid");
    const text = await within(dialog).findByText("Statistik der Pflegeberufe 2026 – Rheinland-Pfalz");
    expect(text).toBeInTheDocument();
    for (const shown of [
      "Landesstatistik",
      "keine – die Genehmigung vergibt eine neue",
      "03 – jährlich",
      "07 – Rheinland-Pfalz",
      "keine – bei der Genehmigung wird eine Platzhalter-EVAS gewählt",
    ]) {
      expect(dialog).toHaveTextContent(shown);
    }
    expect(dialog).not.toHaveTextContent("{");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));

    await userEvent.click(within(table).getByRole("button", { name: "Berechtigungen beantragen" }));
    const rights = await findDialog("Antrag Nr. 22: Berechtigungen beantragen");
    const permissions = await within(rights).findByRole("table", { name: "Beantragte Berechtigungen" });
    const cells = within(permissions).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("4521");
    expect(cells[1]).toHaveTextContent("14 – Sachsen");
    expect(within(cells[2]!).getByTitle("ja")).toBeInTheDocument();
    expect(within(cells[3]!).getByTitle("nein")).toBeInTheDocument();
    expect(rights).toHaveTextContent("referatsleitung@statistik.example");
  });

  it("shows a specializing that no longer fits the form as it is stored, not as JSON", async () => {
    const { table } = await openProcesses({
      "GET request/21": () =>
        json({
          ...NEW_WITHOUT_EVAS,
          requestSpecializing: {
            description: "Alte Erhebung",
            evas: ["12411", "12412"],
            statistikArt: "Alt",
          },
        }),
    });
    await userEvent.click(within(table).getByRole("button", { name: "Neue Erhebungsid" }));
    const dialog = await findDialog("Antrag Nr. 21: Neue Erhebungsid");
    expect(await within(dialog).findByText(/passen nicht zum aktuellen Antragsformular/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent("12411, 12412");
    expect(dialog).toHaveTextContent("Alte Erhebung");
  });

  it("passes axe-core with the table and with the applicant and specializing dialogs open", async () => {
    const { table } = await openProcesses();
    await expectNoAxeViolations("processes page");
    await userEvent.click(within(table).getByRole("button", { name: "Schneider, Julia" }));
    const applicant = await findDialog("Antragsteller von Antrag Nr. 21");
    await within(applicant).findByText("Julia");
    await expectNoAxeViolations("applicant dialog");
    await userEvent.click(within(applicant).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(within(table).getByRole("button", { name: "Berechtigungen beantragen" }));
    const rights = await findDialog("Antrag Nr. 22: Berechtigungen beantragen");
    await within(rights).findByRole("table", { name: "Beantragte Berechtigungen" });
    await expectNoAxeViolations("specializing dialog");
  }, 20_000);
});

// The cells' words (status, type) come from the server in the caller's language (table.test.ts on the
// server); the page's own words are the app's.
describe("in English", () => {
  it("shows the table, the details' history and the decline dialog in English", async () => {
    await renderAppInEnglish("/processes", {
      person: statDbAdmin,
      api: processesApi(statDbAdmin),
    });
    await findHeading("Request management", FIRST_LOAD);
    const table = await screen.findByRole("table", { name: "Requests" });
    await within(table).findByText("Schneider, Julia", {}, FIRST_LOAD);
    expect(within(table).getAllByRole("columnheader")[0]).toHaveTextContent(/^Requested/);
    await expectNoAxeViolations("processes page in English");

    await userEvent.click(within(table).getByRole("button", { name: "Details of request no. 21" }));
    const details = await findDialog(/^Details of request no\. 21/);
    await userEvent.click(within(details).getByRole("tab", { name: "History" }));
    expect(within(details).getByRole("region", { name: "History" })).toHaveTextContent("Request made");
    await expectNoAxeViolations("details in English");
    await userEvent.click(within(details).getByRole("button", { name: "Close" }));

    await userEvent.click(within(table).getByRole("button", { name: "Decline request no. 21" }));
    const decline = await findDialog("Decline request no. 21");
    expect(within(decline).getByRole("textbox", { name: "Substantiation" })).toHaveAccessibleDescription(
      "The substantiation of a decline must be longer than 10 characters.",
    );
    expect(within(decline).getByRole("button", { name: "Decline" })).toBeDisabled();
    await expectNoAxeViolations("decline dialog in English");
  }, 20_000);
});
