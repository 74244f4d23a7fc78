import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { muiTexts } from "./mui-texts.ts";

function pagination(language: "de" | "en") {
  const props = muiTexts(i18n.getFixedT(language), language).components?.MuiTablePagination?.defaultProps;
  if (!props?.labelDisplayedRows || !props.getItemAriaLabel) throw new Error("no pagination texts");
  const rows = (from: number, to: number, count: number) =>
    props.labelDisplayedRows?.({ from, to, count, page: 0 });
  return { ...props, rows };
}

describe("MUI's texts from the catalogue", () => {
  it("counts the table's rows with the thousands grouped as the language writes them", async () => {
    await i18n.loadLanguages("en");
    expect(pagination("de").rows(1, 10, 12345)).toBe("1–10 von 12.345");
    expect(pagination("en").rows(1001, 1010, 1234567)).toBe("1,001–1,010 of 1,234,567");
    expect(pagination("de").rows(1, 10, -1)).toBe("1–10 von mehr als 10");
    expect(pagination("de").labelRowsPerPage).toBe("Zeilen pro Seite:");
    expect(pagination("en").getItemAriaLabel?.("next")).toBe("Go to next page");
  });

  it("names the autocomplete's and the alert's buttons", () => {
    const { components } = muiTexts(i18n.getFixedT("de"), "de");
    expect(components?.MuiAutocomplete?.defaultProps).toEqual({
      clearText: "Leeren",
      closeText: "Schließen",
      loadingText: "Wird geladen …",
      noOptionsText: "Keine Optionen",
      openText: "Öffnen",
    });
    expect(components?.MuiAlert?.defaultProps.closeText).toBe("Schließen");
  });
});
