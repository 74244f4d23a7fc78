import type { Column, TableAnswer } from "@erhdb/domain";
import { ENCODABLE_RESOURCE_TYPES, ENCODINGS, encodingRowTargetCell } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { column, resetLocation } from "../../test/table.tsx";

const admin = person("SuperAdmin", ["RESTYPENCODING_READ"]);

/** The encodings table as the server declares it (SPEC 2.14: filter and sort per column). */
function encodingColumns(): Column[] {
  const choices = (values: readonly string[]) => values.map((v) => ({ key: v, value: v, display: v }));
  return [
    {
      ...column("restype", "dropdown", { filter: { choices: choices(ENCODABLE_RESOURCE_TYPES) } }),
      name: "table.restypEncoding.restype",
    },
    {
      ...column("encoding", "dropdown", { filter: { choices: choices(ENCODINGS) } }),
      name: "table.restypEncoding.encoding",
    },
    { ...column("actions", "actions", { orderable: false }), name: "table.restypEncoding.actions" },
  ];
}

const ENTRIES = [
  { id: 3, restype: "99", encoding: "ISO-8859-1" },
  { id: 4, restype: "01", encoding: "ISO-8859-15" },
];

function encodingPage(): TableAnswer {
  const cell = (view: string) => ({ view, label: view, customCss: null });
  return {
    total: ENTRIES.length,
    records: {
      totalElements: ENTRIES.length,
      content: ENTRIES.map((entry) => ({
        id: entry.id,
        items: {
          restype: cell(entry.restype),
          encoding: cell(entry.encoding),
          actions: cell(encodingRowTargetCell.encode(entry)),
        },
      })),
    },
  };
}

beforeEach(() => resetLocation());

async function openEncodings(api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/encodings", {
    person: admin,
    api: {
      "GET restypEncoding/tablestate": () => json({ columns: encodingColumns() }),
      "POST restypEncoding/table": () => json(encodingPage()),
      ...api,
    },
  });
  await findHeading("Kodierungen");
  const table = await screen.findByRole("table", { name: "Kodierungen je Ressourcentyp" });
  await within(table).findByText("ISO-8859-15");
  return { ...view, table };
}

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];
const calls = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST",
  );
const bodyOf = (call: Parameters<FetchMock>) => JSON.parse(String(call[1]?.body)) as unknown;

async function choose(label: string, option: string) {
  const form = screen.getByRole("form", { name: "Kodierung hinzufügen" });
  await userEvent.click(within(form).getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

describe("Encodings page", () => {
  it("lists the entries with translated columns and the encodings' own page sizes (default 20)", async () => {
    const { table, fetchMock } = await openEncodings();
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.replace(/ nicht.*| auf.*/, ""));
    expect(heads).toEqual(["Ressourcentyp", "Kodierung", "Aktionen"]);
    expect(bodyOf(calls(fetchMock, "restypEncoding/table")[0]!)).toMatchObject({ size: 20, page: 0 });
    const sizes = screen.getByRole("combobox", { name: /Zeilen pro Seite/i });
    expect(
      within(sizes)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["5", "10", "15", "20", "25", "50", "100", "Alle"]);
    expect(screen.queryByRole("button", { name: "CSV" })).not.toBeInTheDocument();
  });

  it("offers the encodable types by name and the three encodings", async () => {
    await openEncodings();
    const form = screen.getByRole("form", { name: "Kodierung hinzufügen" });
    await userEvent.click(within(form).getByRole("combobox", { name: "Ressourcentyp" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "99 – Erhebungsbeschreibung",
      "97 – Elektronischer Fragebogen",
      "94 – PL-Metadaten",
      "01 – SDFMeta",
      "02 – Schemadatei",
      "03 – raw2html",
      "04 – res2html",
    ]);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(within(form).getByRole("combobox", { name: "Kodierung" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([...ENCODINGS]);
  });

  it("asks for both values before adding", async () => {
    const { fetchMock } = await openEncodings();
    await userEvent.click(screen.getByRole("button", { name: "Hinzufügen" }));
    expect(await screen.findByText("Bitte Ressourcentyp und Kodierung auswählen.")).toBeInTheDocument();
    await choose("Ressourcentyp", "97 – Elektronischer Fragebogen");
    await userEvent.click(screen.getByRole("button", { name: "Hinzufügen" }));
    expect(calls(fetchMock, "restypEncoding")).toHaveLength(0);
  });

  it("adds a type's encoding, then reloads the table and clears the row", async () => {
    const { fetchMock } = await openEncodings({
      "POST restypEncoding": () => json({ id: 9, restype: "97", encoding: "ISO-8859-1", updating: "" }, 201),
    });
    const loads = calls(fetchMock, "restypEncoding/table").length;
    await choose("Ressourcentyp", "97 – Elektronischer Fragebogen");
    await choose("Kodierung", "ISO-8859-1");
    await userEvent.click(screen.getByRole("button", { name: "Hinzufügen" }));
    expect(
      await screen.findByText(
        "Die Kodierung ISO-8859-1 wurde für 97 – Elektronischer Fragebogen eingetragen.",
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock, "restypEncoding").map(bodyOf)).toEqual([
      { restype: "97", encoding: "ISO-8859-1" },
    ]);
    await waitFor(() => expect(calls(fetchMock, "restypEncoding/table").length).toBeGreaterThan(loads));
    expect(screen.getByRole("combobox", { name: "Kodierung" })).not.toHaveTextContent("ISO-8859-1");
  });

  it("a double click and an Enter on Hinzufügen add once and say so", async () => {
    const add = heldAnswer(() => json({ id: 9, restype: "97", encoding: "ISO-8859-1", updating: "" }, 201));
    const { fetchMock } = await openEncodings({ "POST restypEncoding": add.handler });
    await choose("Ressourcentyp", "97 – Elektronischer Fragebogen");
    await choose("Kodierung", "ISO-8859-1");
    await expectOneRunAndSuccess({
      button: screen.getByRole("button", { name: "Hinzufügen" }),
      held: add,
      requests: () => requestsTo(fetchMock, "POST", "restypEncoding"),
      success: "Die Kodierung ISO-8859-1 wurde für 97 – Elektronischer Fragebogen eingetragen.",
    });
  });

  it("shows the server's message for a pair that exists", async () => {
    await openEncodings({
      "POST restypEncoding": () =>
        json({ code: "CONFLICT", message: "Die Kodierung ISO-8859-1 ist für 99 bereits eingetragen." }, 409),
    });
    await choose("Ressourcentyp", "99 – Erhebungsbeschreibung");
    await choose("Kodierung", "ISO-8859-1");
    await userEvent.click(screen.getByRole("button", { name: "Hinzufügen" }));
    expect(
      await screen.findByText(/Die Kodierung ISO-8859-1 ist für 99 bereits eingetragen\./),
    ).toBeInTheDocument();
  });

  it("deletes an entry after a confirmation naming type and encoding", async () => {
    const { table, fetchMock } = await openEncodings({
      "POST restypEncoding/4/delete": () => json({ id: 4, deleted: true }),
    });
    const loads = calls(fetchMock, "restypEncoding/table").length;
    await userEvent.click(
      within(table).getByRole("button", { name: "Kodierung ISO-8859-15 des Typs 01 löschen" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Kodierung löschen" });
    expect(dialog).toHaveTextContent("Ressourcentyp:01 – SDFMeta");
    expect(dialog).toHaveTextContent("Kodierung:ISO-8859-15");
    expect(calls(fetchMock, "restypEncoding/4/delete")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(
      await screen.findByText("Die Kodierung ISO-8859-15 für 01 – SDFMeta wurde gelöscht."),
    ).toBeInTheDocument();
    expect(calls(fetchMock, "restypEncoding/4/delete")).toHaveLength(1);
    await waitFor(() => expect(calls(fetchMock, "restypEncoding/table").length).toBeGreaterThan(loads));
  });

  it("a double click and an Enter on the confirmation's Löschen delete once and say so", async () => {
    const remove = heldAnswer(() => json({ id: 4, deleted: true }));
    const { table, fetchMock } = await openEncodings({ "POST restypEncoding/4/delete": remove.handler });
    await userEvent.click(
      within(table).getByRole("button", { name: "Kodierung ISO-8859-15 des Typs 01 löschen" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Kodierung löschen" });
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Löschen" }),
      held: remove,
      requests: () => requestsTo(fetchMock, "POST", "restypEncoding/4/delete"),
      success: "Die Kodierung ISO-8859-15 für 01 – SDFMeta wurde gelöscht.",
    });
  });

  it("does nothing when the deletion is cancelled", async () => {
    const { table, fetchMock } = await openEncodings();
    await userEvent.click(
      within(table).getByRole("button", { name: "Kodierung ISO-8859-1 des Typs 99 löschen" }),
    );
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Abbrechen" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls(fetchMock, "restypEncoding/3/delete")).toHaveLength(0);
  });

  it("refuses a user without RESTYPENCODING_READ", async () => {
    const { fetchMock } = renderApp("/encodings", { person: person("LoggedUser", ["COMMENTARY_READ"]) });
    await findHeading("Keine Berechtigung");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("restypEncoding"))).toBe(false);
  });

  it("passes axe-core with the table and with the confirmation open", async () => {
    const { table } = await openEncodings();
    await expectNoAxeViolations("encodings page");
    await userEvent.click(
      within(table).getByRole("button", { name: "Kodierung ISO-8859-1 des Typs 99 löschen" }),
    );
    await screen.findByRole("dialog", { name: "Kodierung löschen" });
    await expectNoAxeViolations("encodings delete confirmation");
  }, 15_000);
});
