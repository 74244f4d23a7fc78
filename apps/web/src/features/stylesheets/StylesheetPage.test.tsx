import type { GenericResourceAnswer } from "@erhdb/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { captureDownloads } from "../../test/downloads.ts";
import { GENERIC_RESOURCES } from "../../test/generic-resource-fixtures.ts";
import { json } from "../../test/http.ts";
import { findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";

/** The seed's resources plus a newer raw2html that is internal: only public stylesheets are delivered. */
const LIST: GenericResourceAnswer[] = [
  ...GENERIC_RESOURCES.map((r) => (r.id === 7 ? { ...r, updating: "2025-04-01T10:00:00.000Z" } : r)),
  { ...GENERIC_RESOURCES[2]!, id: 8, accessMode: false, updating: "2025-05-01T10:00:00.000Z" },
];

const saved = captureDownloads();

const content = (name: string) => () =>
  new Response("<xsl:stylesheet/>", { headers: { "content-disposition": `attachment; filename="${name}"` } });

function visit(path: string, api: RenderAppOptions["api"] = {}) {
  return renderApp(path, {
    api: {
      "GET genericResource": () => json(LIST),
      "GET genericResource/5/content": content("raw2html.xsl"),
      "GET genericResource/7/content": content("res2html.xsl"),
      ...api,
    },
  });
}

const contentCalls = (fetchMock: ReturnType<typeof renderApp>["fetchMock"]) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith("/content"));

describe("Stylesheet addresses", () => {
  it.each([
    ["/raw2html.xsl", 5, "raw2html.xsl"],
    ["/res2html.xsl", 7, "res2html.xsl"],
    ["/res1html.xsl", 7, "res2html.xsl"],
    ["/Load.html?raw2html.xsl", 5, "raw2html.xsl"],
    ["/Load.html?RES1HTML.XSL", 7, "res2html.xsl"],
  ])("%s downloads the current public stylesheet, then goes to the surveys", async (path, id, file) => {
    const { router, fetchMock } = visit(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/surveys"));
    expect(saved.map((s) => s.name)).toEqual([file]);
    expect(contentCalls(fetchMock)).toEqual([`/erhebungsdatenbank/api/v1/genericResource/${id}/content`]);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it.each(["/Load.html", "/Load.html?other.xsl"])(
    "%s says 'Ungültige Parameter.' and goes to the surveys",
    async (path) => {
      const { router, fetchMock } = visit(path);
      expect(await screen.findByText("Ungültige Parameter.")).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe("/surveys"));
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("genericResource"))).toBe(false);
      expect(saved).toEqual([]);
    },
  );

  it("says so when no public stylesheet of the name exists, and still goes to the surveys", async () => {
    const { router } = visit("/raw2html.xsl", {
      "GET genericResource": () => json(LIST.filter((r) => r.resourcetype !== "03" || !r.accessMode)),
    });
    expect(
      await screen.findByText("Für raw2html.xsl ist derzeit kein öffentliches Stylesheet hinterlegt."),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/surveys"));
    expect(saved).toEqual([]);
  });

  it("says why the download failed, and still goes to the surveys", async () => {
    const { router } = visit("/res2html.xsl", {
      "GET genericResource/7/content": () => json({ code: "NOT_FOUND", message: "Nicht gefunden." }, 404),
    });
    expect(
      await screen.findByText(
        "Fehler beim Herunterladen der allgemeinen Ressource. Grund: Nicht gefunden. (NOT_FOUND)",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/surveys"));
  });

  it("passes axe-core while it loads", async () => {
    visit("/Load.html?res2html.xsl", { "GET genericResource": () => new Promise<Response>(() => undefined) });
    await findHeading("Stylesheet laden");
    expect(screen.getByText("Das Stylesheet wird heruntergeladen …")).toBeInTheDocument();
    await expectNoAxeViolations("stylesheet page");
  });
});
