import { CompletionContext, type CompletionResult, type CompletionSource } from "@codemirror/autocomplete";
import { EditorView } from "@codemirror/view";
import {
  CSV_BYTE_LIMIT,
  CSV_LIMIT,
  type DbQueryAnswer,
  type DbQuerySettings,
  type DbQueryTable,
  DEFAULT_SQL_QUERY,
  SQL_BYTE_LIMIT,
  SQL_LIMIT,
} from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { captureDownloads } from "../../test/downloads.ts";
import { json } from "../../test/http.ts";
import {
  FIRST_LOAD,
  findHeading,
  type RenderAppOptions,
  renderApp,
  renderAppInEnglish,
} from "../../test/render.tsx";

const sqlUser = person("SuperAdmin", ["SQLEDITOR_ACCESS"]);
const SETTINGS: DbQuerySettings = {
  rowLimit: SQL_LIMIT,
  csvRowLimit: CSV_LIMIT,
  byteLimit: SQL_BYTE_LIMIT,
  csvByteLimit: CSV_BYTE_LIMIT,
  timeoutMs: 10_000,
  pausesOtherRequests: false,
};
const TABLES: DbQueryTable[] = [
  { tableName: "evas", tableType: "BASE TABLE", columns: ["id", "evas", "description"] },
  { tableName: "survey", tableType: "BASE TABLE", columns: ["id", "erhebungsid", "description"] },
];
const ANSWER: DbQueryAnswer = {
  columns: ["id", "erhebungsid", "description"],
  rows: [
    ["1", "12110000000001", "Erste Erhebung"],
    ["2", "12110000000002", null],
  ],
  limited: false,
  bytesLimited: false,
};

const saved = captureDownloads();

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];

/** The queries the page sent to `POST dbQuery` (or `dbQuery/csv`), in order. */
const sentQueries = (fetchMock: FetchMock, path = "dbQuery") =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST")
    .map(([, init]) => (JSON.parse(String(init?.body)) as { query: string }).query);

async function openConsole(api: RenderAppOptions["api"] = {}, settings = SETTINGS) {
  const view = renderApp("/dbquery", {
    person: sqlUser,
    api: {
      "GET dbQuery": () => json(settings),
      "GET dbQuery/tables": () => json(TABLES),
      "POST dbQuery": () => json(ANSWER),
      ...api,
    },
  });
  await findHeading("Datenbankabfrage", FIRST_LOAD);
  const editor = await screen.findByRole("textbox", { name: "SQL-Abfrage" });
  return { ...view, editor };
}

/** The CodeMirror view behind the editor's content element. */
function editorView(editor: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(editor);
  if (!view) throw new Error("no editor view");
  return view;
}

/** Replaces the editor's text, as typing would. */
function typeQuery(editor: HTMLElement, text: string) {
  const view = editorView(editor);
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

const runButton = () => screen.getByRole("button", { name: "Ausführen" });
const csvButton = () => screen.getByRole("button", { name: "CSV herunterladen" });
const cancelButton = () => screen.getByRole("button", { name: "Abbrechen" });

describe("SQL console page", () => {
  it("opens with the default query, runs it by the button, shows the result table, and passes axe", async () => {
    const { editor, fetchMock } = await openConsole();
    expect(editorView(editor).state.doc.toString()).toBe(DEFAULT_SQL_QUERY);
    expect(editor).toHaveAccessibleDescription(/Strg\+Enter/);
    expect(screen.getByText(/länger als 10 s läuft, wird abgebrochen/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Sie zeigt höchstens 499 Zeilen und 5 MB; die CSV-Datei enthält bis zu 10.000 Zeilen und 20 MB/,
      ),
    ).toBeInTheDocument();
    expect(cancelButton()).toBeDisabled();

    await userEvent.click(runButton());
    const table = await screen.findByRole("table", { name: "Ergebnis der Abfrage" });
    expect(sentQueries(fetchMock)).toEqual([DEFAULT_SQL_QUERY]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["id", "erhebungsid", "description"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["1", "12110000000001", "Erste Erhebung"],
      ["2", "12110000000002", "NULL"],
    ]);
    expect(screen.getByText("2 Zeilen")).toBeInTheDocument();
    expect(screen.queryByText(/Eingeschränkte Ergebnisse/)).not.toBeInTheDocument();
    await expectNoAxeViolations("SQL console with a result");
  });

  it("runs the editor's text with Ctrl-Enter, and Cmd-Enter does the same on a Mac", async () => {
    const { editor, fetchMock } = await openConsole();
    typeQuery(editor, "SELECT id FROM evas");
    fireEvent.keyDown(editor, { key: "Enter", ctrlKey: true });
    await screen.findByRole("table", { name: "Ergebnis der Abfrage" });
    expect(sentQueries(fetchMock)).toEqual(["SELECT id FROM evas"]);
    // the editor keeps its text: Ctrl-Enter inserted no line
    expect(editorView(editor).state.doc.toString()).toBe("SELECT id FROM evas");
  });

  it("ignores an empty query (SPEC 5): nothing is sent", async () => {
    const { editor, fetchMock } = await openConsole();
    typeQuery(editor, "  \n ");
    await waitFor(() => expect(runButton()).toBeDisabled());
    expect(csvButton()).toBeDisabled();
    fireEvent.keyDown(editor, { key: "Enter", ctrlKey: true });
    expect(sentQueries(fetchMock)).toEqual([]);
  });

  it("says 'invalid query' with the database's message, and without one", async () => {
    let answer = json(
      {
        code: "INVALID_QUERY",
        sqlState: "42601",
        message: 'Ungültige Abfrage: syntax error at or near "SELEC"',
      },
      400,
    );
    await openConsole({ "POST dbQuery": () => answer });
    await userEvent.click(runButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'Ungültige Abfrage: syntax error at or near "SELEC"',
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    answer = new Response(null, { status: 400 });
    await userEvent.click(runButton());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(/^Ungültige Abfrage\.$/));
    await expectNoAxeViolations("SQL console with an error");
  });

  it("says 'no records' for a result without rows, keeping its columns", async () => {
    await openConsole({
      "POST dbQuery": () => json({ columns: ["id"], rows: [], limited: false, bytesLimited: false }),
    });
    await userEvent.click(runButton());
    expect(await screen.findByText("Keine Datensätze gefunden.")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "id" })).toBeInTheDocument();
    expect(screen.getByText("0 Zeilen")).toBeInTheDocument();
  });

  it("says 'limited results' at 499 rows or more (SPEC 5, 9), not below", async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [String(i + 1)]);
    let answer: DbQueryAnswer = { columns: ["n"], rows: rows(498), limited: false, bytesLimited: false };
    await openConsole({ "POST dbQuery": () => json(answer) });
    await userEvent.click(runButton());
    expect(await screen.findByText("498 Zeilen")).toBeInTheDocument();
    expect(screen.queryByText(/Eingeschränkte Ergebnisse/)).not.toBeInTheDocument();
    answer = { columns: ["n"], rows: rows(499), limited: true, bytesLimited: false };
    await userEvent.click(runButton());
    expect(await screen.findByText("499 Zeilen")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Eingeschränkte Ergebnisse: Es werden höchstens 499 Zeilen angezeigt. Die CSV-Datei enthält bis zu 10.000 Zeilen.",
      ),
    ).toBeInTheDocument();
  });

  it("says where the answer stopped at its bytes: the rows before, and no 'no records' without any", async () => {
    const big = "x".repeat(1_500_000);
    let answer: DbQueryAnswer = {
      columns: ["g", "x"],
      rows: [
        ["1", big],
        ["2", big],
      ],
      limited: true,
      bytesLimited: true,
    };
    await openConsole({ "POST dbQuery": () => json(answer) });
    const limitedText =
      "Eingeschränkte Ergebnisse: Die Antwort endet bei 5 MB; es werden die Zeilen davor angezeigt.";
    await userEvent.click(runButton());
    expect(await screen.findByText("2 Zeilen")).toBeInTheDocument();
    expect(screen.getByText(limitedText)).toBeInTheDocument();
    expect(screen.queryByText(/höchstens 499 Zeilen angezeigt/)).not.toBeInTheDocument();

    answer = { columns: ["big"], rows: [], limited: true, bytesLimited: true };
    await userEvent.click(runButton());
    expect(await screen.findByText("0 Zeilen")).toBeInTheDocument();
    expect(screen.getByText(limitedText)).toBeInTheDocument();
    expect(screen.queryByText("Keine Datensätze gefunden.")).not.toBeInTheDocument();
    await expectNoAxeViolations("SQL console with an answer cut at its bytes");
  });

  it("downloads the query's rows as output.csv, and says when the file stops at its limit", async () => {
    let limited: Record<string, string> = {};
    const { editor, fetchMock } = await openConsole({
      "POST dbQuery/csv": () =>
        new Response("\uFEFFid\r\n1\r\n", {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": 'attachment; filename="output.csv"',
            ...limited,
          },
        }),
    });
    typeQuery(editor, "SELECT id FROM evas");
    await userEvent.click(csvButton());
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["output.csv"]));
    // saved byte for byte, the BOM (which text() would drop) included
    const bytes = new Uint8Array((await saved[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFid\r\n1\r\n");
    expect(sentQueries(fetchMock, "dbQuery/csv")).toEqual(["SELECT id FROM evas"]);
    expect(screen.queryByText(/CSV-Datei ist auf/)).not.toBeInTheDocument();

    limited = { "x-result-limited": "true" };
    await userEvent.click(csvButton());
    expect(await screen.findByText("Die CSV-Datei ist auf 10.000 Zeilen begrenzt.")).toBeInTheDocument();
    expect(saved).toHaveLength(2);

    limited = { "x-result-limited": "true", "x-result-bytes-limited": "true" };
    await userEvent.click(csvButton());
    expect(await screen.findByText("Die CSV-Datei ist auf 20 MB begrenzt.")).toBeInTheDocument();
    expect(screen.queryByText(/auf 10.000 Zeilen begrenzt/)).not.toBeInTheDocument();
    expect(saved).toHaveLength(3);
  });

  it("cancels a running query: the call is aborted, and the page says so", async () => {
    let signal: AbortSignal | null | undefined;
    await openConsole({
      "POST dbQuery": (_, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal;
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    });
    await userEvent.click(runButton());
    expect(await screen.findByText("Die Abfrage läuft …")).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    expect(csvButton()).toBeDisabled();
    await userEvent.click(cancelButton());
    expect(await screen.findByText("Die Abfrage wurde abgebrochen.")).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
    expect(runButton()).toBeEnabled();
    expect(cancelButton()).toBeDisabled();
  });

  it("completes the readable tables' names from the table list, and their columns after the name", async () => {
    const { editor } = await openConsole();
    const view = editorView(editor);
    const complete = async (text: string) => {
      typeQuery(editor, text);
      const sources = view.state.languageDataAt<CompletionSource>("autocomplete", text.length);
      const context = new CompletionContext(view.state, text.length, true);
      const results = await Promise.all(sources.map((source) => source(context)));
      return results
        .filter((result): result is CompletionResult => result !== null)
        .flatMap((result) => result.options.map((option) => option.label));
    };
    await waitFor(async () => expect(await complete("SELECT * FROM su")).toContain("survey"));
    expect(await complete("SELECT * FROM su")).toContain("evas");
    expect(await complete("SELECT survey.")).toEqual(
      expect.arrayContaining(["id", "erhebungsid", "description"]),
    );
  });

  it("says on the embedded database, before a query runs, that a long query pauses the whole app", async () => {
    await openConsole({}, { ...SETTINGS, timeoutMs: 3_000, pausesOtherRequests: true });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Auf der eingebetteten Datenbank (PGlite) wartet jede andere Anfrage der Anwendung, solange eine Abfrage läuft: Eine lange Abfrage hält die ganze Anwendung an. Läuft sie länger als 3 s, wird die Datenbank neu gestartet",
    );
    await expectNoAxeViolations("SQL console on the embedded database");
  });

  it("says nothing of pausing on PostgreSQL", async () => {
    await openConsole();
    expect(screen.queryByText(/hält die ganze Anwendung an/)).not.toBeInTheDocument();
  });

  it("shows the server's reason instead of the console where it is not offered (decision 18)", async () => {
    const reason =
      "Die SQL-Konsole ist in dieser Datenbank nicht eingerichtet (die Leserolle erhdb_sql_reader der Migration 0011 fehlt oder hat mehr Rechte als vorgesehen).";
    const { fetchMock } = renderApp("/dbquery", {
      person: sqlUser,
      api: { "GET dbQuery": () => json({ code: "SQL_CONSOLE_UNAVAILABLE", message: reason }, 503) },
    });
    await findHeading("Datenbankabfrage", FIRST_LOAD);
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ausführen" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining("dbQuery/tables"),
    );
    await expectNoAxeViolations("SQL console not offered");
  });
});

describe("in English", () => {
  it("asks again for the server's reason when the language changes, and shows it in the new language", async () => {
    const reasons: Record<string, string> = {
      de: "Die SQL-Konsole ist in dieser Datenbank nicht eingerichtet.",
      en: "The SQL console is not set up in this database.",
    };
    renderApp("/dbquery", {
      person: sqlUser,
      api: {
        "GET dbQuery": (_path, init) => {
          const language = new Headers(init?.headers).get("Accept-Language") ?? "";
          return json({ code: "SQL_CONSOLE_UNAVAILABLE", message: reasons[language] ?? language }, 503);
        },
      },
    });
    expect(await screen.findByRole("alert", {}, FIRST_LOAD)).toHaveTextContent(reasons.de ?? "");
    await act(() => i18n.changeLanguage("en"));
    await findHeading("Database query");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(reasons.en ?? ""));
  });

  it("shows the page's texts in English", async () => {
    await renderAppInEnglish("/dbquery", {
      person: sqlUser,
      api: {
        "GET dbQuery": () => json(SETTINGS),
        "GET dbQuery/tables": () => json(TABLES),
        "POST dbQuery": () => json({ columns: ["id"], rows: [], limited: false, bytesLimited: false }),
      },
    });
    await findHeading("Database query", FIRST_LOAD);
    expect(await screen.findByRole("textbox", { name: "SQL query" })).toBeInTheDocument();
    expect(screen.getByText(/running longer than 10 s is cancelled/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    expect(await screen.findByText("No records found.")).toBeInTheDocument();
    for (const name of ["Download CSV", "Cancel"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
  });

  it("says in English that a query pauses the app on the embedded database, and shows a result", async () => {
    await renderAppInEnglish("/dbquery", {
      person: sqlUser,
      api: {
        "GET dbQuery": () => json({ ...SETTINGS, timeoutMs: 3_000, pausesOtherRequests: true }),
        "GET dbQuery/tables": () => json(TABLES),
        "POST dbQuery": () => json(ANSWER),
      },
    });
    await findHeading("Database query", FIRST_LOAD);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "On the embedded database (PGlite), every other request of the application waits while a query runs: a long query pauses the whole application. One running longer than 3 s is ended by restarting the database",
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const result = await screen.findByRole("table", { name: "Query result" });
    expect(within(result).getAllByRole("row")).toHaveLength(ANSWER.rows.length + 1);
    await expectNoAxeViolations("SQL console on the embedded database, in English, with a result");
  });
});
