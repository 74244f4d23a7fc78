import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { i18n } from "../i18n/i18n.ts";

// A lazily loaded part (a page, the chart) can take seconds to arrive while every suite runs in
// parallel on two cores; findBy* and waitFor wait this long before they fail.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage("de");
});

afterEach(() => {
  cleanup();
});
