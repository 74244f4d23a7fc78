import type { Column } from "@erhdb/domain";
import { CancelledError } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../../api/client.ts";
import { tableErrorMessage } from "../../api/error-message.ts";
import { i18n } from "../../i18n/i18n.ts";
import { json } from "../../test/http.ts";
import {
  answer,
  column,
  findTable,
  mockScreenWidth,
  renderTable,
  resetLocation,
  row,
} from "../../test/table.tsx";

const EMPTY = "Keine Einträge vorhanden.";
const NO_RECORDS = "Keine Datensätze gefunden.";
const UNKNOWN = "Unbekannter Fehler. Bitte kontaktieren Sie einen Administrator.";

const pageOf = (evas: string) => answer([row(1, { evas })]);

/** The EVAS filter of a page request. */
const evasFilter = (init: RequestInit) =>
  (JSON.parse(String(init.body)) as { columns: Column[] }).columns.find((c) => c.id === "evas")?.options
    .filter.value ?? null;

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

describe("table load errors (SPEC 8)", () => {
  it.each([400, 500])("show the server's message as it wrote it (%i)", async (status) => {
    renderTable({ page: () => json({ code: "VALIDATION", message: "Die Anfrage ist ungültig." }, status) });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Die Anfrage ist ungültig\.$/);
  });

  it("name the column when the error's field is one of the table's columns", async () => {
    renderTable({
      page: () => json({ code: "VALIDATION", field: "office", message: "unbekannter Schlüssel" }, 400),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Ungültiger Filter in der Spalte „Amt“: unbekannter Schlüssel",
    );
  });

  it("show the raw message when the field is no column", async () => {
    renderTable({ page: () => json({ code: "VALIDATION", field: "size", message: "size 7" }, 400) });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^size 7$/);
  });

  it("say 'unknown error' without a message", async () => {
    renderTable({ page: () => new Response(null, { status: 418 }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(UNKNOWN);
  });

  it("say 'unknown error' for a JSON body without a message; a successful refresh clears it", async () => {
    let fail = true;
    renderTable({ page: () => (fail ? json({ code: "INTERNAL" }, 500) : json(pageOf("12411"))) });
    expect(await screen.findByRole("alert")).toHaveTextContent(UNKNOWN);
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Aktualisieren" }));
    expect(await screen.findByText("12411")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("clear the alert of a refused filter once the filter is removed", async () => {
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.evas=124");
    renderTable({
      page: (_path, init) =>
        evasFilter(init) === null
          ? json(pageOf("12411"))
          : json(
              { code: "VALIDATION", field: "evas", message: "Der Filter hat nicht das erwartete Format." },
              400,
            ),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Ungültiger Filter in der Spalte „EVAS“: Der Filter hat nicht das erwartete Format.",
    );
    expect(screen.queryByText("12411")).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Filter entfernen: EVAS: 124" }));
    expect(await screen.findByText("12411")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("follow the language: the column's name and the table's texts in English", async () => {
    await i18n.changeLanguage("en");
    let fail = true;
    renderTable({
      api: {
        "GET things/tablestate": () =>
          json({ columns: [column("evas"), column("closing", "date", { name: "Decommissioned" })] }),
      },
      page: () =>
        fail
          ? json(
              {
                code: "VALIDATION",
                field: "closing",
                message: "The date is outside 01.01.2000 to 31.12.2100.",
              },
              400,
            )
          : new Response(null, { status: 503 }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid filter in column “Decommissioned”: The date is outside 01.01.2000 to 31.12.2100.",
    );
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Unknown error. Please contact an administrator.")).toBeInTheDocument();
  });

  it("also for the tablestate", async () => {
    renderTable({
      api: { "GET things/tablestate": () => json({ code: "NOT_FOUND", message: "Keine Tabelle." }, 404) },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Keine Tabelle.");
  });

  it("show only the alert: no empty-list text in the table", async () => {
    renderTable({ page: () => json({ code: "VALIDATION", message: "Die Anfrage ist ungültig." }, 400) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Anfrage ist ungültig.");
    expect(within(await findTable()).queryAllByRole("cell")).toEqual([]);
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it("show only the alert: no empty-list text in the card layout", async () => {
    mockScreenWidth(400);
    renderTable({ page: () => json({ code: "VALIDATION", message: "Die Anfrage ist ungültig." }, 400) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Anfrage ist ungültig.");
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Testtabelle" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("skeleton-row")).not.toBeInTheDocument();
  });

  it("show only the alert when the tablestate fails", async () => {
    renderTable({
      api: { "GET things/tablestate": () => json({ code: "NOT_FOUND", message: "Keine Tabelle." }, 404) },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Keine Tabelle.");
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it("drop the rows of the earlier load when a refresh fails", async () => {
    let fail = false;
    renderTable({
      page: () =>
        fail
          ? json({ code: "VALIDATION", message: "Die Anfrage ist ungültig." }, 400)
          : json(answer([row(1, { evas: "12411" })])),
    });
    await screen.findByText("12411");
    fail = true;
    await userEvent.click(screen.getByRole("button", { name: "Aktualisieren" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Anfrage ist ungültig.");
    expect(screen.queryByText("12411")).not.toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it("drop the no-records row of a grouped table when a refresh fails", async () => {
    let fail = false;
    renderTable({
      columns: [column("evas"), column("office", "dropdown", { group: { groupable: true, grouped: true } })],
      page: () =>
        fail
          ? json({ code: "VALIDATION", message: "Die Anfrage ist ungültig." }, 400)
          : json(answer([], 0, [])),
    });
    await screen.findByText(NO_RECORDS);
    fail = true;
    await userEvent.click(screen.getByRole("button", { name: "Aktualisieren" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Anfrage ist ungültig.");
    expect(screen.queryByText(NO_RECORDS)).not.toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it("cancel the previous request when the query changes, silently; the page asked for last is shown", async () => {
    const signals: AbortSignal[] = [];
    renderTable({
      page: (_path, init) => {
        const { page } = JSON.parse(String(init.body)) as { page: number };
        if (init.signal) signals.push(init.signal);
        // page 2 is slow: fetch rejects it with an AbortError when its signal aborts, as a browser does
        if (page === 1)
          return new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          );
        return json(answer([row(page + 1, { evas: `${page + 1}${page + 1}${page + 1}` })], 95));
      },
    });
    await screen.findByText("111");
    await userEvent.click(screen.getByRole("button", { name: /nächsten Seite/ }));
    await waitFor(() => expect(signals).toHaveLength(2));
    // the range names the page asked for at once
    expect(screen.getByText("11–20 von 95")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /nächsten Seite/ }));
    expect(await screen.findByText("333")).toBeInTheDocument();
    expect(screen.getByText("21–30 von 95")).toBeInTheDocument();
    expect(signals[1]!.aborted).toBe(true);
    expect(screen.queryByText("111")).not.toBeInTheDocument();
    // the cancelled request was rejected before page 3 arrived: had it failed loudly, it would show by now
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("tableErrorMessage", () => {
  const t = i18n.t.bind(i18n);
  const none = () => undefined;

  it("is empty for an aborted or cancelled request", () => {
    expect(tableErrorMessage(new DOMException("aborted", "AbortError"), t, none)).toBe("");
    expect(tableErrorMessage(new CancelledError(), t, none)).toBe("");
  });

  it("says when the server cannot be reached", () => {
    expect(tableErrorMessage(new NetworkError(new TypeError("Failed to fetch")), t, none)).toMatch(
      /nicht erreichbar/,
    );
  });

  it("names the column only for a 400", () => {
    const error = (status: number) =>
      new ApiError(status, { code: "X", field: "evas", message: "m" }, "HTTP");
    expect(tableErrorMessage(error(400), t, () => "EVAS")).toBe("Ungültiger Filter in der Spalte „EVAS“: m");
    expect(tableErrorMessage(error(409), t, () => "EVAS")).toBe("m");
  });
});
