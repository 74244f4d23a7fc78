import { act, render } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { type Preferences, PreferencesProvider, usePreferences } from "./preferences.tsx";

function renderPreferences() {
  const seen: { current?: Preferences } = {};
  function Probe() {
    seen.current = usePreferences();
    return null;
  }
  render(
    <PreferencesProvider>
      <Probe />
    </PreferencesProvider>,
  );
  return () => {
    if (!seen.current) throw new Error("no preferences");
    return seen.current;
  };
}

it("changes i18n's language for another language only: the shown one confirmed re-renders nothing", async () => {
  const preferences = renderPreferences();
  const changed = vi.fn();
  i18n.on("languageChanged", changed);
  try {
    act(() => preferences().setLanguage("de"));
    expect(changed).not.toHaveBeenCalled();
    expect(localStorage.getItem("lang")).toBe("de");
    await act(() => preferences().setLanguage("en"));
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith("en"));
    expect(preferences().language).toBe("en");
  } finally {
    i18n.off("languageChanged", changed);
  }
});
