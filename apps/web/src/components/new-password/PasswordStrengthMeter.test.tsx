import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers.tsx";
import { i18n } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/http.ts";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";
import { answerRateRequest } from "./password-rater.ts";
import { InlineRaterWorker } from "./test-rater-worker.ts";

// The word lists are ranked on the first rating of a test file.
const RANKED = { timeout: 30_000 };
const rate = (password: string, userInputs: string[] = [], language: "de" | "en" = "de") =>
  answerRateRequest({ id: 1, password, userInputs, language }).rating;

beforeEach(() => {
  vi.stubGlobal("Worker", InlineRaterWorker);
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

const meter = (password: string) => (
  <AppProviders>
    <PasswordStrengthMeter password={password} />
  </AppProviders>
);

describe("password rater", () => {
  it("rates a common password low and a long random one high, with feedback in the asked language", () => {
    const common = rate("passwort123");
    expect(common.score).toBeLessThanOrEqual(1);
    expect(common.warning).toMatch(/oft verwendeten Passwörtern/);
    expect(rate("passwort123", [], "en").warning).toMatch(/commonly used password/);
    expect(rate("Zq7#vN2!rL9@wX4$").score).toBe(4);
  }, 60_000);

  it("counts the user's own words against the password", () => {
    const own = rate("Mustermann2311", ["Mustermann"]);
    expect(own.score).toBeLessThanOrEqual(rate("Mustermann2311").score);
    expect(own.warning).not.toBeNull();
  });
});

describe("PasswordStrengthMeter", () => {
  it("shows from 8 characters on", async () => {
    const { rerender } = render(meter("1234567"));
    rerender(meter("12345678"));
    expect(await screen.findByRole("progressbar", {}, RANKED)).toBeInTheDocument();
    rerender(meter("1234567"));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByText(/Passwortstärke/)).not.toBeInTheDocument();
  }, 60_000);

  it("names the strength and what weakens it as text and as the progress bar's value", async () => {
    render(meter("passwort"));
    const bar = await screen.findByRole("progressbar", {}, RANKED);
    expect(screen.getByText("Passwortstärke: schwach")).toBeInTheDocument();
    expect(bar).toHaveAccessibleName("Passwortstärke: schwach");
    expect(bar).toHaveAttribute("aria-valuetext", "schwach");
    expect(screen.getByText("Dies ist ein oft verwendetes Passwort.")).toBeInTheDocument();
  }, 60_000);

  it("follows the password as it is typed", async () => {
    const { rerender } = render(meter("passwort"));
    expect(await screen.findByText("Passwortstärke: schwach", {}, RANKED)).toBeInTheDocument();
    rerender(meter("passwort-Zq7#vN2!rL9"));
    expect(await screen.findByText("Passwortstärke: sehr stark")).toBeInTheDocument();
  }, 60_000);

  it("speaks English when the app does", async () => {
    await i18n.changeLanguage("en");
    render(meter("Zq7#vN2!rL9@wX4$"));
    expect(await screen.findByText("Password strength: very strong", {}, RANKED)).toBeInTheDocument();
  }, 60_000);
});
