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

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

describe("table load errors (SPEC 8)", () => {
  it("show the server's message", async () => {
    renderTable({ page: () => json({ code: "VALIDATION", message: "Die Anfrage ist ungültig." }, 400) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Anfrage ist ungültig.");
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
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Unbekannter Fehler. Bitte kontaktieren Sie einen Administrator.",
    );
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

  it("cancel the previous request when the query changes, silently", async () => {
    const signals: AbortSignal[] = [];
    let calls = 0;
    renderTable({
      page: (_path, init) => {
        calls += 1;
        if (init.signal) signals.push(init.signal);
        if (calls === 1) return json(answer([row(1, { evas: "12411" })], 95));
        if (calls === 2) return new Promise<Response>(() => undefined);
        return json(answer([row(3, { evas: "33333" })], 95));
      },
    });
    await screen.findByText("12411");
    await userEvent.click(screen.getByRole("button", { name: /nächsten Seite/ }));
    await waitFor(() => expect(signals).toHaveLength(2));
    await userEvent.click(screen.getByRole("button", { name: /nächsten Seite/ }));
    expect(await screen.findByText("33333")).toBeInTheDocument();
    expect(signals[1]!.aborted).toBe(true);
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
