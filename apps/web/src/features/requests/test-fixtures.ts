import type { MinimalSurvey } from "@erhdb/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { TREE } from "../../test/evas-fixtures.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { ACTIVE_EVAS, SURVEY } from "../../test/survey-form-harness.tsx";

export { ACTIVE_EVAS, SURVEY };

/** A large MUI form filled field by field, with axe over it, takes more than 30 s on a loaded machine. */
export const FORM_FILLING = { timeout: 90_000 };

/** What `eid/minimalized` finds: SURVEY and one more. */
export const FOUND: MinimalSurvey[] = [
  { id: SURVEY.id, erhebungsid: SURVEY.erhebungsid, description: SURVEY.description, status: 3 },
  { id: 8, erhebungsid: "1126125000007", description: "Bodennutzungshaupterhebung 2025 – RP", status: 3 },
];

/** The calls every request page may make, answered. */
export function requestPagesApi(): NonNullable<RenderAppOptions["api"]> {
  return {
    "POST eid/minimalized": () => json(FOUND),
    [`GET eid/erhebungsid/${SURVEY.erhebungsid}`]: () => json(SURVEY),
    "GET evas/activeEvas": () => json(ACTIVE_EVAS),
    "GET evas/activeEvasTree": () => json(TREE),
    "GET util/statistikIdMinimized": () => json(["1261", "2111", "4621"]),
    "POST request/create": () => json({ id: 41 }, 201),
  };
}

/** A request page as a visitor opens it, the API mocked. */
export async function openRequestPage(path: string, title: string, api: RenderAppOptions["api"] = {}) {
  const view = renderApp(path, { api: { ...requestPagesApi(), ...api } });
  await findHeading(title, FIRST_LOAD);
  return { ...view, user: userEvent.setup() };
}

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];

/** The bodies posted to `path`, in order. */
export function posted(fetchMock: FetchMock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

export const textbox = (name: string | RegExp) => screen.getByRole("textbox", { name });

/** Puts text into a field as a paste (typing key by key into a large MUI form takes seconds in jsdom). */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Chooses an option of a select (a combobox that opens a listbox), and waits until the list is gone. */
export async function choose(label: string | RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  const listbox = await screen.findByRole("listbox");
  await userEvent.click(within(listbox).getByRole("option", { name: option }));
  // while the menu fades out, the page below it is hidden from assistive technology
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}

/** Fills the applicant part as Julia Schneider of Rheinland-Pfalz. */
export async function fillApplicant(mail = "Julia.Schneider@Statistik.example") {
  await fill(textbox("Vorname"), "Julia");
  await fill(textbox("Name"), "Schneider");
  await fill(textbox("E-Mail-Adresse"), mail);
  await choose("Ihr Amt", "07 – Rheinland-Pfalz");
}

export const APPLICANT = {
  name: "Schneider",
  forename: "Julia",
  mail: "julia.schneider@statistik.example",
  phonenumber: "",
  federalStateCode: "07",
};

export const submit = (name = "Antrag absenden") => userEvent.click(screen.getByRole("button", { name }));
