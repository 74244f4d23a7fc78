import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { muiTexts } from "./mui-texts.ts";

describe("MUI's texts from the catalogue", () => {
  it("names the autocomplete's and the alert's buttons", () => {
    const { components } = muiTexts(i18n.getFixedT("de"));
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
