import type { AuthPerson } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { captureDownloads } from "../../../test/downloads.ts";
import { type Handler, json } from "../../../test/http.ts";
import { findHeading, renderApp } from "../../../test/render.tsx";
import { fileAnswer } from "../../../test/resource-fixtures.ts";

const saved = captureDownloads();
const KEY = "112612400000999000001";
const LONG_KEY = "250000112612400000994000001";

function openDownload(
  path: string,
  { api = {}, person = null }: { api?: Record<string, Handler>; person?: AuthPerson | null } = {},
) {
  return renderApp(path, {
    person,
    api: {
      [`GET resource/content/resKey/${KEY}`]: () => fileAnswer("<eb/>", "erhebungsbeschreibung.xml"),
      ...api,
    },
  });
}

const keyCalls = (fetchMock: ReturnType<typeof renderApp>["fetchMock"]) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes("/resource/content/resKey/"));

describe("download page", () => {
  it("explains its one parameter with an example when called without", async () => {
    const { fetchMock } = openDownload("/download.html");
    await findHeading("Download");
    expect(
      screen.getByText("/erhebungsdatenbank/download.html?download=<21 oder 27 Ziffern>"),
    ).toBeInTheDocument();
    expect(screen.getByText(`/erhebungsdatenbank/download.html?download=${KEY}`)).toBeInTheDocument();
    expect(keyCalls(fetchMock)).toHaveLength(0);
    await expectNoAxeViolations("download page usage");
  });

  it.each([
    ["download", KEY],
    ["DOWNLOAD", KEY],
    ["Download", LONG_KEY],
  ])("downloads the resource of ?%s=%s once and says so", async (name, key) => {
    const { fetchMock } = openDownload(`/download.html?${name}=${key}`, {
      api: { [`GET resource/content/resKey/${LONG_KEY}`]: () => fileAnswer("PK", "pruefcode.zip") },
    });
    expect(await screen.findByText("Ressource erfolgreich abgerufen.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(`Die Ressource ${key} wurde abgerufen.`);
    expect(saved.map((f) => f.name)).toEqual([key === KEY ? "erhebungsbeschreibung.xml" : "pruefcode.zip"]);
    expect(keyCalls(fetchMock).map(([url]) => String(url))).toEqual([
      `/erhebungsdatenbank/api/v1/resource/content/resKey/${key}`,
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Erneut herunterladen" }));
    await waitFor(() => expect(saved).toHaveLength(2));
  });

  it.each([
    "?download=12345",
    `?download=${KEY}0`,
    `?key=${KEY}`,
    `?download=${KEY}&foo=1`,
    `?download=${KEY}&download=${KEY}`,
    "?download=",
  ])("refuses %s: 'Ungültige Parameter.', the bare page, no call", async (query) => {
    const { router, fetchMock } = openDownload(`/download.html${query}`);
    expect(await screen.findByText("Ungültige Parameter.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/download.html");
    expect(screen.getAllByText("Ungültige Parameter.")).toHaveLength(1);
    expect(keyCalls(fetchMock)).toHaveLength(0);
  });

  it.each([
    [
      "nobody logged in",
      null,
      `Die Ressource ${KEY} wurde nicht gefunden. Ist sie nicht öffentlich, melden Sie sich an, um sie abzurufen.`,
    ],
    ["a user", person("LoggedUser"), `Die Ressource ${KEY} wurde nicht gefunden.`],
  ])(
    "says a 404 as 'not found' to %s, offering the login where it may help (decision 34)",
    async (_, who, text) => {
      openDownload(`/download.html?download=${KEY}`, {
        person: who,
        api: {
          [`GET resource/content/resKey/${KEY}`]: () => json({ code: "NOT_FOUND", message: "nein" }, 404),
        },
      });
      // the session check first: whether anybody is logged in decides the words
      await findHeading("Download");
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
      expect(saved).toHaveLength(0);
      if (who === null) {
        expect(screen.getByRole("link", { name: "Anmelden" })).toHaveAttribute(
          "href",
          `/login?redirect=${encodeURIComponent(`/download.html?download=${KEY}`)}`,
        );
      } else {
        expect(screen.getByRole("alert")).not.toHaveTextContent("melden Sie sich an");
        expect(screen.queryByRole("link", { name: "Anmelden" })).toBeNull();
        expect(screen.getByRole("button", { name: "Erneut herunterladen" })).toBeInTheDocument();
      }
      await expectNoAxeViolations("download page refusal");
    },
  );
});
