import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { allTextsLoaded, i18n, i18nReady } from "../i18n/i18n.ts";

// A lazily loaded part (a page, the chart) can take seconds to arrive while every suite runs in
// parallel on two cores; findBy* and waitFor wait this long before they fail.
configure({ asyncUtilTimeout: 5000 });

// i18next initialises on a timer (initAsync). A beforeEach whose language change settles in microtasks
// alone (the catalogues already imported) would otherwise let a test render before that timer fires:
// useTranslation then suspends and the test sees an empty page (seen in upload.test.tsx under vmThreads).
await i18nReady;

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
