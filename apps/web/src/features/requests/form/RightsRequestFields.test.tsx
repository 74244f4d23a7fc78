import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import {
  APPLICANT,
  choose,
  FORM_FILLING,
  fill,
  fillApplicant,
  openRequestPage,
  posted,
  submit,
  textbox,
} from "../test-fixtures.ts";

const PAGE = "/requestadminaccess";
const TITLE = "Administrationszugang beantragen";
const row = (number: number) => screen.getByRole("group", { name: `Berechtigung ${number}` });

describe("request page /requestadminaccess", FORM_FILLING, () => {
  it("asks for permissions row by row, each with a statistic id, a state code and a right", async () => {
    const { fetchMock, user } = await openRequestPage(PAGE, TITLE);
    expect(screen.getByRole("radio", { name: "Berechtigungen beantragen" })).toBeChecked();
    await expectNoAxeViolations("admin access, permissions");
    await fillApplicant();
    await fill(textbox("E-Mail-Adresse Ihrer Vorgesetzten"), "chef@statistik.example");
    await submit();
    const first = row(1);
    expect(
      within(first).getByText("Bitte geben Sie eine Statistik-ID aus vier Ziffern an."),
    ).toBeInTheDocument();
    expect(within(first).getByText("Sie müssen mindestens ein Recht auswählen.")).toBeInTheDocument();
    expect(within(first).getByRole("combobox", { name: "Statistik-ID" })).toHaveFocus();
    await expectNoAxeViolations("admin access, row errors");

    // the statistic ids of the visible surveys are offered; one of them is chosen
    await user.click(within(first).getByRole("combobox", { name: "Statistik-ID" }));
    await user.click(await screen.findByRole("option", { name: "2111" }));
    await choose("Länderkennzeichen", "05 – Nordrhein-Westfalen");
    await user.click(within(first).getByRole("checkbox", { name: "Erhebungsid-Rechte" }));
    expect(within(first).queryByText("Sie müssen mindestens ein Recht auswählen.")).not.toBeInTheDocument();

    // a second row, typed, then the first removed
    await user.click(screen.getByRole("button", { name: "Weitere Berechtigung" }));
    const second = row(2);
    await fill(within(second).getByRole("combobox", { name: "Statistik-ID" }), "4621");
    await user.click(within(second).getByRole("combobox", { name: "Länderkennzeichen" }));
    await user.click(await screen.findByRole("option", { name: "99 – Verbund" }));
    await user.click(within(second).getByRole("checkbox", { name: "Ressourcenrechte" }));
    await user.click(within(second).getByRole("checkbox", { name: "Mapping-Rechte" }));
    await user.click(screen.getByRole("button", { name: "Berechtigung 1 entfernen" }));
    expect(screen.queryByRole("group", { name: "Berechtigung 2" })).not.toBeInTheDocument();

    await submit();
    await screen.findByText(/Ihr Antrag ist eingegangen/);
    expect(posted(fetchMock, "request/create")).toEqual([
      {
        requestSpecializing: {
          type: "REQUEST_RIGHTS",
          permissionList: [
            {
              statisticId: "4621",
              lkz: "99",
              res_rights: true,
              it_res_rights: false,
              eid_rights: false,
              mapping_rights: true,
            },
          ],
          supervisorMail: "chef@statistik.example",
        },
        applicant: APPLICANT,
        substantiation: "",
      },
    ]);
  });

  it("needs at least one permission", async () => {
    const { fetchMock, user } = await openRequestPage(PAGE, TITLE);
    await user.click(screen.getByRole("button", { name: "Berechtigung 1 entfernen" }));
    await submit();
    expect(screen.getByText("Bitte beantragen Sie mindestens eine Berechtigung.")).toBeInTheDocument();
    expect(posted(fetchMock, "request/create")).toHaveLength(0);
  });

  it("asks to withdraw a person's permissions, and sends only that choice's part", async () => {
    const { fetchMock, user } = await openRequestPage(PAGE, TITLE);
    await fill(textbox("E-Mail-Adresse Ihrer Vorgesetzten"), "chef@statistik.example");
    await user.click(screen.getByRole("radio", { name: "Berechtigungen entziehen" }));
    expect(screen.queryByRole("group", { name: "Berechtigung 1" })).not.toBeInTheDocument();
    await fillApplicant();
    await submit();
    for (const name of [
      "Vorname der Person",
      "Name der Person",
      "E-Mail-Adresse der Person",
      "Grund des Entzugs",
    ]) {
      expect(textbox(name)).toHaveAttribute("aria-invalid", "true");
    }
    await expectNoAxeViolations("admin access, withdrawal errors");
    await fill(textbox("Vorname der Person"), "Anja");
    await fill(textbox("Name der Person"), "Krüger");
    await fill(textbox("E-Mail-Adresse der Person"), "Anja.Krueger@Statistik-Nord.example");
    await fill(textbox("Grund des Entzugs"), "Wechsel in eine andere Abteilung");
    await submit();
    await screen.findByText(/Ihr Antrag ist eingegangen/);
    expect(posted(fetchMock, "request/create")).toEqual([
      {
        requestSpecializing: {
          type: "RESET_RIGHTS",
          forename: "Anja",
          name: "Krüger",
          mail: "anja.krueger@statistik-nord.example",
          reason: "Wechsel in eine andere Abteilung",
        },
        applicant: APPLICANT,
        substantiation: "",
      },
    ]);
    // the form starts afresh, ready for another request of the same choice
    expect(screen.getByRole("radio", { name: "Berechtigungen entziehen" })).toBeChecked();
    expect(textbox("Vorname der Person")).toHaveValue("");
    await user.click(screen.getByRole("radio", { name: "Berechtigungen beantragen" }));
    expect(textbox("E-Mail-Adresse Ihrer Vorgesetzten")).toHaveValue("");
  });
});
