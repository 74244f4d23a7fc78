import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { i18n } from "../../../i18n/i18n.ts";
import { mockApi } from "../../../test/http.ts";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";
import { loadPasswordRater } from "./password-rater.ts";

// The word lists take a while to arrive and rank the first time in a test file.
const LOADED = { timeout: 30_000 };

function renderMeter(password: string, userInputs: readonly string[] = []) {
  mockApi({});
  return render(
    <AppProviders>
      <PasswordStrengthMeter password={password} userInputs={userInputs} />
    </AppProviders>,
  );
}

describe("password rater", () => {
  it("rates a common password low and a long random one high, with feedback in the chosen language", async () => {
    const rate = await loadPasswordRater();
    const common = rate("passwort123", [], "de");
    expect(common.score).toBeLessThanOrEqual(1);
    expect(common.warning).toMatch(/oft verwendeten Passwörtern/);
    expect(rate("passwort123", [], "en").warning).toMatch(/commonly used password/);
    expect(rate("Zq7#vN2!rL9@wX4$", [], "de").score).toBe(4);
  }, 60_000);

  it("counts the user's own words against the password", async () => {
    const rate = await loadPasswordRater();
    const own = rate("Mustermann2311", ["Mustermann"], "de");
    const other = rate("Mustermann2311", [], "de");
    expect(own.score).toBeLessThanOrEqual(other.score);
    expect(own.warning).not.toBeNull();
  }, 60_000);
});

describe("PasswordStrengthMeter", () => {
  it("shows from 8 characters on", async () => {
    const meter = (password: string) => (
      <AppProviders>
        <PasswordStrengthMeter password={password} />
      </AppProviders>
    );
    const { rerender } = renderMeter("1234567");
    rerender(meter("12345678"));
    expect(await screen.findByRole("progressbar", {}, LOADED)).toBeInTheDocument();
    rerender(meter("1234567"));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByText(/Passwortstärke/)).not.toBeInTheDocument();
  }, 60_000);

  it("names the strength and what weakens it as text and as the progress bar's value", async () => {
    renderMeter("passwort");
    const bar = await screen.findByRole("progressbar", {}, LOADED);
    expect(screen.getByText("Passwortstärke: schwach")).toBeInTheDocument();
    expect(bar).toHaveAccessibleName("Passwortstärke: schwach");
    expect(bar).toHaveAttribute("aria-valuetext", "schwach");
    expect(screen.getByText("Dies ist ein oft verwendetes Passwort.")).toBeInTheDocument();
  }, 60_000);

  it("speaks English when the app does", async () => {
    await i18n.changeLanguage("en");
    renderMeter("Zq7#vN2!rL9@wX4$");
    expect(await screen.findByText("Password strength: very strong", {}, LOADED)).toBeInTheDocument();
  }, 60_000);
});
