import type { PersonPermission } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { TREE } from "../../test/evas-fixtures.ts";
import { json } from "../../test/http.ts";
import { resourceOf } from "../../test/resource-fixtures.ts";
import {
  APPROVED,
  chooseRowAction,
  openSurveysPage,
  surveyDetail,
  surveysApi,
} from "../../test/survey-fixtures.ts";
import { ACTIVE_EVAS, bodyOf } from "../../test/survey-form-harness.tsx";
import { resetLocation } from "../../test/table.tsx";

/*
 * The edit row action with the real dialog (SPEC 2.4, decision 26): the server lists `edit` for whoever
 * the dialog has something for, and the dialog opens at their tab.
 */

beforeEach(() => resetLocation());

/** A state-office user holding only these flags for the approved survey's statistic 1261 in Bayern. */
const holding = (flags: Partial<PersonPermission>) =>
  person("LoggedUser", [], [{ statisticId: "1261", lkz: "09", ...flags }]);

/** The approved survey's row, with the actions the server lists for such a user. */
const rowWith = (actions: string) =>
  surveysApi([
    {
      id: 11,
      erhebungsid: APPROVED,
      status: 3,
      statusLabel: "freigegeben",
      publicApproved: true,
      actions,
    },
  ]);

const EVAS_API = {
  "GET evas/activeEvas": () => json(ACTIVE_EVAS),
  "GET evas/activeEvasTree": () => json(TREE),
};

describe("the edit row action", () => {
  it("opens the dialog at the EVAS for mapping_rights alone, and saves only a change of the EVAS", async () => {
    const { fetchMock } = await openSurveysPage({
      person: holding({ mapping_rights: true }),
      api: {
        ...rowWith("detail,edit"),
        ...EVAS_API,
        [`POST eid/${APPROVED}/update`]: () => json(surveyDetail()),
      },
    });
    await chooseRowAction(APPROVED, "Bearbeiten");
    const dialog = await screen.findByRole("dialog", { name: "Erhebung bearbeiten" });
    const evasTab = await within(dialog).findByRole("tab", { name: "EVAS" });
    expect(evasTab).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getAllByRole("tab")).toHaveLength(1);
    expect(within(dialog).queryByRole("textbox", { name: "Statistik-ID" })).not.toBeInTheDocument();
    await expectNoAxeViolations("survey dialog of a mapping_rights holder");

    await userEvent.click(within(dialog).getByRole("button", { name: "EVAS 12613 entfernen" }));
    const field = within(dialog).getByRole("textbox", { name: "EVAS hinzufügen" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Hinzufügen" })).toBeEnabled());
    await userEvent.type(field, "12411");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "EVAS ersetzt");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await screen.findByText(`Erhebung ${APPROVED} erfolgreich bearbeitet.`);
    // the data travel as they were: the server decides by what changed (only the EVAS here)
    const survey = surveyDetail();
    expect(bodyOf(fetchMock, `eid/${APPROVED}/update`)).toEqual({
      statisticId: survey.statisticId,
      bzr: survey.bzr,
      federalStateCode: survey.federalStateCode,
      period: survey.period,
      description: survey.description,
      accessMode: survey.accessMode,
      evas: ["12612", "12411"],
      comment: "EVAS ersetzt",
    });
  });

  it("opens the dialog at the resources for res_rights alone", async () => {
    await openSurveysPage({
      person: holding({ res_rights: true }),
      api: {
        ...rowWith("detail,edit,addResources,changeResources"),
        [`GET resource/erhebungsid/${APPROVED}`]: () =>
          json([resourceOf(1, { resourcetype: "97", specialization: "00" })]),
      },
    });
    await chooseRowAction(APPROVED, "Bearbeiten");
    const dialog = await screen.findByRole("dialog", { name: "Erhebung bearbeiten" });
    expect(await within(dialog).findByRole("tab", { name: "Ressourcen" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(
      await within(dialog).findByRole("table", { name: "Ressourcen der Spezialisierung 00" }),
    ).toBeVisible();
  });

  it("disables 'Ressource hinzufügen' where the server lists editing but not adding (RESOURCE_EDIT alone)", async () => {
    await openSurveysPage({
      person: person("Pruefer", ["RESOURCE_EDIT"]),
      api: rowWith("detail,edit,changeResources"),
    });
    await userEvent.click(screen.getByRole("button", { name: `Aktionen für Erhebungsid ${APPROVED}` }));
    const menu = await screen.findByRole("menu");
    const entry = (name: string) =>
      within(menu).getByRole("menuitem", { name: `${name}: Erhebungsid ${APPROVED}` });
    expect(entry("Ressource hinzufügen")).toHaveAttribute("aria-disabled", "true");
    expect(entry("Ressourcen bearbeiten")).not.toHaveAttribute("aria-disabled", "true");
    expect(entry("Bearbeiten")).not.toHaveAttribute("aria-disabled", "true");
  });
});
