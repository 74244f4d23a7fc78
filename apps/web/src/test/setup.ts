import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { allTextsLoaded, i18n } from "../i18n/i18n.ts";

// A lazily loaded part (a page, the chart) can take seconds to arrive while every suite runs in
// parallel on two cores; findBy* and waitFor wait this long before they fail.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage("de");
  // tests render a feature's components directly too, not only through the lazy screens that wait
  await allTextsLoaded();
});

afterEach(() => {
  cleanup();
});
