import { THEME } from "@erhdb/domain";
import Button from "@mui/material/Button";
import Fade from "@mui/material/Fade";
import { deDE } from "@mui/material/locale";
import { ThemeProvider } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createAppTheme } from "./theme.ts";

/** The system's answer to `prefers-reduced-motion: reduce` (jsdom has no matchMedia of its own). */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (media: string) => ({
    media,
    matches: reduce && media === "(prefers-reduced-motion: reduce)",
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderFade() {
  render(
    <ThemeProvider theme={createAppTheme(THEME.light, deDE)}>
      <Fade in appear>
        <div data-testid="fading">Inhalt</div>
      </Fade>
    </ThemeProvider>,
  );
  return screen.getByTestId("fading");
}

describe("the theme and prefers-reduced-motion (WCAG 2.3.3)", () => {
  it("fades a dialog or menu in over 225 ms when the system does not ask for less motion", () => {
    prefersReducedMotion(false);
    expect(renderFade().style.transition).toMatch(/^opacity 225ms /);
  });

  it("shows it at once when the system asks for less motion", () => {
    prefersReducedMotion(true);
    expect(renderFade().style.transition).toMatch(/^opacity 0ms /);
  });

  it("turns off the components' own transitions (a button's colour) under reduced motion only", () => {
    const theme = createAppTheme(THEME.dark, deDE);
    render(
      <ThemeProvider theme={theme}>
        <Button>Speichern</Button>
      </ThemeProvider>,
    );
    // jsdom evaluates no media queries: the rule under the query is what the theme adds
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const reduced = rules.filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText === "(prefers-reduced-motion: reduce)",
    );
    const button = screen.getByRole("button", { name: "Speichern" });
    expect(
      reduced.some((rule) =>
        Array.from(rule.cssRules).some(
          (inner) =>
            inner instanceof CSSStyleRule &&
            button.matches(inner.selectorText) &&
            inner.style.getPropertyValue("transition") === "none",
        ),
      ),
    ).toBe(true);
  });
});
