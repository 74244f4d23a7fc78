import { auditRangeOfDays, defaultAuditDays, LOG_LINE_OPTIONS, type LogLinesAnswer } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
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

const monitor = person("SuperAdmin", ["MONITORING_ACCESS"]);
const FILE = "erhdb.2026-11-25.1.log";

/** A pino line at 25.11.2026 14:00:0n Berlin time. */
const logLine = (n: number, msg = `Zeile ${n}`) =>
  JSON.stringify({
    level: 30,
    time: Date.parse("2026-11-25T13:00:00Z") + n * 1000,
    pid: 1,
    hostname: "h",
    msg,
  });
const shown = (n: number, msg = `Zeile ${n}`) =>
  `25.11.2026 - 14:00:${String(n).padStart(2, "0")}  INFO  ${msg}`;

const saved = captureDownloads();
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  setVisibility("visible");
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  // as browsers fire it: at the document, bubbling to the window (where TanStack Query listens)
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

/** Answers `GET logs?size=n` for each count offered with the lines the test holds now (n at most). */
function logsApi(lines: () => string[]): RenderAppOptions["api"] {
  return Object.fromEntries(
    LOG_LINE_OPTIONS.map((size) => [
      `GET logs?size=${size}`,
      () => json({ file: FILE, lines: lines().slice(-size) } satisfies LogLinesAnswer),
    ]),
  );
}

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];
const logCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /\/api\/v1\/logs\?size=/.test(url));

async function openMonitoring(api: RenderAppOptions["api"] = {}, lines = () => [logLine(1), logLine(2)]) {
  const view = renderApp("/monitoring", {
    person: monitor,
    api: { ...logsApi(lines), ...api },
  });
  await findHeading("Monitoring", FIRST_LOAD);
  const log = await screen.findByRole("log", { name: "Server-Log" });
  await waitFor(() => expect(log.textContent).toContain("Zeile"));
  return { ...view, log };
}

describe("Monitoring page", () => {
  it("shows the newest 1000 lines of the current file readably, newest at the bottom, and passes axe", async () => {
    const { log, fetchMock } = await openMonitoring();
    expect(log.textContent).toBe(`${shown(1)}\n${shown(2)}`);
    expect(screen.getByText(`Datei: ${FILE}`)).toBeInTheDocument();
    expect(logCalls(fetchMock)[0]).toMatch(/\/logs\?size=1000$/);
    expect(screen.getByRole("combobox", { name: "Zeilen" })).toHaveTextContent("1000");
    for (const name of [
      "Neu laden",
      "Aktuelles Log herunterladen",
      "Alle Logs herunterladen",
      "Audit-Logs herunterladen",
    ]) {
      expect(screen.getByRole("button", { name })).toBeEnabled();
    }
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Server-Log",
      "Audit-Logs",
    ]);
    await expectNoAxeViolations("monitoring page");
  });

  it("offers 50 to 1500 lines, asks for an accepted count and ignores 1500", async () => {
    const lines = Array.from({ length: 300 }, (_, i) => logLine(i % 60));
    const { log, fetchMock } = await openMonitoring({}, () => lines);
    const select = screen.getByRole("combobox", { name: "Zeilen" });
    await userEvent.click(select);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "50",
      "100",
      "150",
      "200",
      "500",
      "1000",
      "1500",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "200" }));
    await waitFor(() => expect(log.textContent?.split("\n")).toHaveLength(200));
    expect(logCalls(fetchMock).at(-1)).toMatch(/size=200$/);

    const before = logCalls(fetchMock).length;
    await userEvent.click(select);
    await userEvent.click(screen.getByRole("option", { name: "1500" }));
    expect(select).toHaveTextContent("200");
    expect(screen.getByText("Es werden höchstens 1000 Zeilen angezeigt.")).toBeInTheDocument();
    expect(logCalls(fetchMock).length).toBe(before);
    expect(logCalls(fetchMock).some((url) => url.endsWith("size=1500"))).toBe(false);

    await userEvent.click(select);
    await userEvent.click(screen.getByRole("option", { name: "50" }));
    await waitFor(() => expect(log.textContent?.split("\n")).toHaveLength(50));
    expect(screen.queryByText(/höchstens 1000 Zeilen/)).not.toBeInTheDocument();
  });

  it("reloads on request", async () => {
    let lines = [logLine(1)];
    const { log, fetchMock } = await openMonitoring({}, () => lines);
    lines = [logLine(1), logLine(2, "nach dem Klick")];
    const before = logCalls(fetchMock).length;
    await userEvent.click(screen.getByRole("button", { name: "Neu laden" }));
    await waitFor(() => expect(log.textContent).toContain(shown(2, "nach dem Klick")));
    expect(logCalls(fetchMock).length).toBe(before + 1);
  });

  it("refreshes every 5 seconds, not while the tab is hidden, and at once when it shows again", async () => {
    // only the interval is faked: the page loads, and the queries wait, on real time
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let lines = [logLine(1)];
    const { log, fetchMock } = await openMonitoring({}, () => lines);
    const calls = () => logCalls(fetchMock).length;
    const first = calls();

    lines = [logLine(1), logLine(2, "neu")];
    await act(() => vi.advanceTimersByTime(4999));
    expect(calls()).toBe(first);
    await act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(log.textContent).toContain(shown(2, "neu")));
    expect(calls()).toBe(first + 1);

    setVisibility("hidden");
    await act(() => vi.advanceTimersByTime(30_000));
    expect(calls()).toBe(first + 1);

    lines = [...lines, logLine(3, "wieder sichtbar")];
    act(() => setVisibility("visible"));
    await waitFor(() => expect(log.textContent).toContain(shown(3, "wieder sichtbar")));
    expect(calls()).toBe(first + 2);
  });

  it("keeps the view at the newest line, unless the user scrolled up to read", async () => {
    let lines = [logLine(1)];
    const { log } = await openMonitoring({}, () => lines);
    let height = 1000;
    Object.defineProperty(log, "scrollHeight", { get: () => height, configurable: true });
    Object.defineProperty(log, "clientHeight", { value: 200, configurable: true });
    const reload = async (n: number) => {
      lines = [...lines, logLine(n)];
      height += 100;
      await userEvent.click(screen.getByRole("button", { name: "Neu laden" }));
      await waitFor(() => expect(log.textContent).toContain(shown(n)));
    };

    await reload(2);
    expect(log.scrollTop).toBe(1100);

    log.scrollTop = 300;
    fireEvent.scroll(log);
    await reload(3);
    expect(log.scrollTop).toBe(300);

    log.scrollTop = 1200 - 200 - 10;
    fireEvent.scroll(log);
    await reload(4);
    expect(log.scrollTop).toBe(1300);
  });

  it("says when there is no log file yet", async () => {
    renderApp("/monitoring", {
      person: monitor,
      api: { "GET logs?size=1000": () => json({ file: null, lines: [] }) },
    });
    expect(await screen.findByText("Es gibt noch keine Logdatei.")).toBeInTheDocument();
    expect(screen.getByRole("log", { name: "Server-Log" })).toHaveTextContent("");
  });

  it("shows a failed reading of the log with the server's message, and the lines once it answers again", async () => {
    let failing = true;
    renderApp("/monitoring", {
      person: monitor,
      api: {
        "GET logs?size=1000": () =>
          failing
            ? json({ code: "INTERNAL", message: "Ein unerwarteter Fehler ist aufgetreten." }, 500)
            : json({ file: FILE, lines: [logLine(1)] }),
      },
    });
    // the client asks a second time after a 5xx before it gives up
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("Fehler. Grund: Ein unerwarteter Fehler ist aufgetreten. (INTERNAL)");
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Neu laden" }));
    await waitFor(() => expect(screen.getByRole("log", { name: "Server-Log" }).textContent).toBe(shown(1)));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("downloads the current and all logs under the server's names", async () => {
    const zip = (name: string) => () =>
      new Response(new Blob(["PK"]), {
        headers: {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="${name}"`,
        },
      });
    const { fetchMock } = await openMonitoring({
      "GET logs/current": zip("current-erhdb-logs.zip"),
      "GET logs/all": zip("all-erhdb-logs.zip"),
    });
    await userEvent.click(screen.getByRole("button", { name: "Aktuelles Log herunterladen" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["current-erhdb-logs.zip"]));
    await userEvent.click(screen.getByRole("button", { name: "Alle Logs herunterladen" }));
    await waitFor(() =>
      expect(saved.map((s) => s.name)).toEqual(["current-erhdb-logs.zip", "all-erhdb-logs.zip"]),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/api/v1/logs/all"))).toBe(true);
  });

  it("shows a failed download in the snackbar", async () => {
    await openMonitoring({
      "GET logs/current": () =>
        json({ code: "LOG_FILE_MISSING", message: "Es gibt noch keine Logdatei." }, 404),
    });
    await userEvent.click(screen.getByRole("button", { name: "Aktuelles Log herunterladen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Es gibt noch keine Logdatei.");
    expect(saved).toEqual([]);
  });
});

/** The input of the audit range's day field `label` ("Von", "Bis"; "From", "To" in English). */
const fieldInput = (label: string) => {
  const group = screen.getByRole("group", { name: label });
  const input = group.parentElement?.querySelector("input");
  if (!input) throw new Error(`no input for ${label}`);
  return input;
};
const type = (label: string, text: string) =>
  fireEvent.change(fieldInput(label), { target: { value: text } });

describe("audit logs", () => {
  const auditButton = () => screen.getByRole("button", { name: "Audit-Logs herunterladen" });

  it("downloads the last 3 months up to today by default, both days whole in Berlin", async () => {
    const days = defaultAuditDays(new Date());
    const { fetchMock } = await openMonitoring({
      [`GET audit/?fromDate=${auditRangeOfDays(days).fromDate}&toDate=${auditRangeOfDays(days).toDate}`]:
        () =>
          new Response(new Blob(["PK"]), {
            headers: { "content-disposition": 'attachment; filename="audit-logs-1-2.zip"' },
          }),
    });
    const iso = (day: string) => day.split("-").reverse().join(".");
    expect(fieldInput("Von").value).toBe(iso(days.from));
    expect(fieldInput("Bis").value).toBe(iso(days.to));
    await userEvent.click(auditButton());
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["audit-logs-1-2.zip"]));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/v1/audit/?fromDate="))).toBe(true);
  });

  it("downloads the days typed, the first from its midnight, the last to its end", async () => {
    const range = auditRangeOfDays({ from: "2025-01-15", to: "2025-07-31" });
    expect(range).toEqual({
      fromDate: Date.parse("2025-01-14T23:00:00Z"),
      toDate: Date.parse("2025-07-31T21:59:59.999Z"),
    });
    await openMonitoring({
      [`GET audit/?fromDate=${range.fromDate}&toDate=${range.toDate}`]: () => new Response(new Blob(["PK"])),
    });
    type("Von", "15.01.2025");
    type("Bis", "31.07.2025");
    await userEvent.click(auditButton());
    await waitFor(() =>
      expect(saved.map((s) => s.name)).toEqual([`audit-logs-${range.fromDate}-${range.toDate}.zip`]),
    );
  });

  it("says what is wrong with a day at its field and waits with the download", async () => {
    await openMonitoring();
    type("Von", "01.08.2025");
    type("Bis", "31.07.2025");
    expect(await screen.findByText("Der Beginn liegt nach dem Ende.")).toBeInTheDocument();
    expect(auditButton()).toBeDisabled();
    type("Bis", "01.08.2025");
    await waitFor(() => expect(auditButton()).toBeEnabled());
    type("Von", "31.12.1999");
    expect(await screen.findByText("Das Datum darf nicht vor dem 01.01.2000 liegen.")).toBeInTheDocument();
    expect(auditButton()).toBeDisabled();
    type("Von", "");
    expect(await screen.findByText("Bitte ein vollständiges, gültiges Datum eingeben.")).toBeInTheDocument();
    expect(auditButton()).toBeDisabled();
    await expectNoAxeViolations("audit range with errors");
  });
});

describe("in English", () => {
  it("shows the page's texts in English", async () => {
    await renderAppInEnglish("/monitoring", {
      person: monitor,
      api: logsApi(() => [logLine(1)]),
    });
    await findHeading("Monitoring", FIRST_LOAD);
    expect(await screen.findByRole("log", { name: "Server log" })).toBeInTheDocument();
    for (const name of ["Reload", "Download current log", "Download all logs", "Download audit logs"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("combobox", { name: "Lines" })).toHaveTextContent("1000");
    expect(screen.getByRole("heading", { level: 2, name: "Audit logs" })).toBeInTheDocument();
    type("From", "01.08.2025");
    type("To", "31.07.2025");
    expect(await screen.findByText("The start lies after the end.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download audit logs" })).toBeDisabled();
    await expectNoAxeViolations("monitoring page in English, a reversed audit range");
  });
});
