import { superAdmin } from "@erhdb/domain/testing/persons";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openSurveyForm } from "../../../test/survey-form-harness.tsx";

// A large MUI form typed into key by key: more than vitest's 5 s default on a busy machine.

const openCreate = () => openSurveyForm({ person: superAdmin(), mode: "create" });
const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole("textbox", { name });
const options = async (dialog: HTMLElement, name: string) => {
  await userEvent.click(within(dialog).getByRole("combobox", { name }));
  const texts = screen.getAllByRole("option").map((o) => o.textContent);
  return texts;
};

describe("survey dialog: data tab", () => {
  it("the statistic id takes digits only, at most four", async () => {
    const { dialog } = await openCreate();
    const field = textbox(dialog, "Statistik-ID");
    await userEvent.type(field, "1a2-3 456");
    expect(field).toHaveValue("1234");
  });

  it("the bzr year keeps '20' and takes at most two more digits; an incomplete year is flagged", async () => {
    const { dialog } = await openCreate();
    const year = textbox(dialog, "Jahr");
    await userEvent.clear(year);
    expect((year as HTMLInputElement).value).toMatch(/^20\d\d$/);
    await userEvent.click(year);
    await userEvent.keyboard("{End}{Backspace}{Backspace}{Backspace}");
    expect(year).toHaveValue("20");
    await userEvent.type(year, "x3");
    expect(year).toHaveValue("203");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(year).toHaveAttribute("aria-invalid", "true");
    expect(
      within(dialog).getByText("Bitte ein vollständiges Jahr von 2000 bis 2099 angeben."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("BZR: –")).toBeInTheDocument();
    await userEvent.type(year, "19");
    expect(year).toHaveValue("2031");
    expect(year).not.toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("BZR: 310000")).toBeInTheDocument();
  });

  it("offers the interpreters and the time numbers each allows; a change picks an allowed one", async () => {
    const { dialog } = await openCreate();
    expect(await options(dialog, "Art des Zeitraums")).toEqual([
      "0 – Jahr",
      "1 – Halbjahr",
      "2 – Semester",
      "3 – Quartal",
      "4 – Monat",
      "5 – Kalenderwoche",
      "6 – Tag",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "3 – Quartal" }));
    const timeNumber = within(dialog).getByRole("combobox", { name: "Zeitnummer" });
    expect(timeNumber).toHaveTextContent("001");
    expect(await options(dialog, "Zeitnummer")).toEqual(["001", "002", "003", "004"]);
    await userEvent.click(screen.getByRole("option", { name: "004" }));
    expect(within(dialog).getByText(/^BZR: \d\d3004$/)).toBeInTheDocument();
    // 004 is a valid month too, so it stays
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Art des Zeitraums" }));
    await userEvent.click(screen.getByRole("option", { name: "4 – Monat" }));
    expect(timeNumber).toHaveTextContent("004");
    expect(await options(dialog, "Zeitnummer")).toHaveLength(12);
    await userEvent.click(screen.getByRole("option", { name: "012" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Art des Zeitraums" }));
    await userEvent.click(screen.getByRole("option", { name: "0 – Jahr" }));
    expect(timeNumber).toHaveTextContent("000");
  });

  it("offers the offices 00 to 16 and 99, and no period besides '00'..'13'", async () => {
    const { dialog } = await openCreate();
    const offices = await options(dialog, "Amt");
    expect(offices).toHaveLength(18);
    expect(offices[0]).toBe("00 – Statistisches Bundesamt");
    expect(offices[16]).toBe("16 – Thüringen");
    expect(offices[17]).toBe("99 – Verbund");
    await userEvent.keyboard("{Escape}");
    const periods = await options(dialog, "Periodizität");
    expect(periods).toHaveLength(15);
    expect(periods[0]).toBe("keine Angabe");
    expect(periods[14]).toBe("13 – neunmal jährlich");
  });

  it("speaks English", async () => {
    const english = {
      ...superAdmin(),
      personSetting: { theme: 1 as const, lang: "en" as const, searchShortcut: true },
    };
    const { dialog } = await openSurveyForm({ person: english, mode: "create", title: "Add survey" });
    expect(within(dialog).getByRole("tab", { name: "Data" })).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: "Office" })).toHaveTextContent(
      "00 – Federal Statistical Office",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      within(dialog).getByText("Please check your input. The fields concerned are marked red."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a statistic ID of four digits.")).toBeInTheDocument();
  });
});
