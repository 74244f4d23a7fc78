import { randomUUID } from "node:crypto";
import type { RequestCreateInput, RequestSpecializingInput } from "@erhdb/domain";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { recordRows } from "./support.ts";

/*
 * Requests of a test's own in /processes: submitted through the API as a visitor does, then found in the
 * table by their applicant. Shared by processes.spec.ts and actions-once.spec.ts; the specs run in
 * parallel on one server, so each test works on requests of its own.
 */

export const unique = () => randomUUID().slice(0, 8);
let forwarded = 0;

export interface OwnRequest {
  id: number;
  /** the applicant's name, unique: the table's applicant filter finds the request by it */
  name: string;
  mail: string;
}

/**
 * A request as a visitor submits it (`POST request/create`), from an address of its own (the server
 * takes 5 requests per address and hour).
 */
export async function submitRequest(
  request: APIRequestContext,
  specializing: RequestSpecializingInput,
  substantiation = "Für die Prüfung der Antragsverwaltung.",
): Promise<OwnRequest> {
  const name = `Antrag-${unique()}`;
  const mail = `${name.toLowerCase()}@antrag.example`;
  const body: RequestCreateInput = {
    requestSpecializing: specializing,
    applicant: { name, forename: "Paula", mail, phonenumber: "+49 611 75-1", federalStateCode: "07" },
    substantiation,
  };
  const res = await request.post("api/v1/request/create", {
    data: body,
    headers: { "x-forwarded-for": `192.0.${process.pid % 250}.${++forwarded}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, name, mail };
}

/** A new survey of the visitor's own description, without EVAS unless given. */
export const newSurvey = (description: string, extra: Partial<RequestSpecializingInput> = {}) =>
  ({
    type: "NEW_ERHEBUNGSID",
    description,
    evas: [],
    period: 3,
    bzr: "260000",
    federalStateCode: "07",
    statistikArt: "Landesstatistik",
    ...extra,
  }) as RequestSpecializingInput;

export const processesTable = (page: Page, name = "Anträge") => page.getByRole("table", { name });

/** Opens /processes narrowed to one request by its applicant, as a pasted link does. */
export async function gotoRequest(
  page: Page,
  own: OwnRequest,
  heading = "Antragsverwaltung",
): Promise<Locator> {
  await page.goto("about:blank");
  await page.goto(`processes#f.applicant=${encodeURIComponent(own.name)}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  const row = recordRows(processesTable(page, heading === "Antragsverwaltung" ? "Anträge" : "Requests"));
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  return row;
}

/** A dialog once its code loaded and it faded in. */
export async function dialogNamed(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}
