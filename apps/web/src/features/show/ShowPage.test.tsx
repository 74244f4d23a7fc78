import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { captureDownloads } from "../../test/downloads.ts";
import { GENERIC_RESOURCES } from "../../test/generic-resource-fixtures.ts";
import { json } from "../../test/http.ts";
import { renderApp } from "../../test/render.tsx";
import { fileAnswer } from "../../test/resource-fixtures.ts";
import { APPROVED, surveyDetail, surveysApi } from "../../test/survey-fixtures.ts";

const saved = captureDownloads();

function openShow(path: string) {
  return renderApp(path, { api: { "GET genericResource": () => json(GENERIC_RESOURCES) } });
}

// The first render loads the page's code and checks the session: slower than one second on a busy machine.
const SLOW = { timeout: 5000 };
const findShowHeading = () => screen.findByRole("heading", { level: 1, name: "Anzeige" }, SLOW);

const locationOf = (router: ReturnType<typeof renderApp>["router"]) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

describe("Show page", () => {
  it.each([
    ["/Show.html", "Show.html"],
    ["/show.html", "show.html"],
  ])("explains every parameter with an example link on %s", async (path, page) => {
    openShow(path);
    await findShowHeading();
    const table = screen.getByRole("table", { name: "Parameter der Anzeige-Seite" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "statid",
      "eid",
      "resid",
      "evas",
      "genresid",
    ]);
    expect(
      within(table)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      `${page}?statid=1261`,
      `${page}?eid=1126125000009`,
      `${page}?eid=1126125000009&resid=99`,
      `${page}?evas=12612`,
      `${page}?genresid=04`,
    ]);
    expect(within(table).getByRole("link", { name: `${page}?genresid=04` })).toHaveAttribute(
      "href",
      `${path}?genresid=04`,
    );
  });

  it.each([
    ["?statid=2110", "/surveys#f.statisticid=2110"],
    ["?evas=12612", "/surveys#f.evas=12612"],
    ["?eid=1211023000009", "/surveys?detail=1211023000009#f.erhebungsid=1211023000009"],
    ["?EID=1211023000009&ResId=99", "/surveys?detail=1211023000009&resid=99#f.erhebungsid=1211023000009"],
    ["?StatID=2110&EVAS=12612", "/surveys#f.statisticid=2110&f.evas=12612"],
  ])("opens the surveys list for %s", async (query, target) => {
    const { router } = openShow(`/Show.html${query}`);
    await waitFor(() => expect(locationOf(router)).toBe(target), SLOW);
  });

  it.each([
    ["/Show.html", "?foo=1"],
    ["/Show.html", "?statid=211"],
    ["/show.html", "?eid=12110230000"],
    ["/Show.html", "?resid=99"],
    ["/Show.html", "?genresid=07"],
    ["/Show.html", "?statid=2110&statid=2111"],
  ])("refuses %s%s: 'Ungültige Parameter.', the bare page with the examples", async (path, query) => {
    const { router } = openShow(`${path}${query}`);
    expect(await screen.findByText("Ungültige Parameter.", {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe(path));
    expect(screen.getByRole("table", { name: "Parameter der Anzeige-Seite" })).toBeInTheDocument();
    // said once, not again on the reset address
    expect(screen.getAllByText("Ungültige Parameter.")).toHaveLength(1);
  });

  it("opens the survey's detail on the tab of resid, whose resources download (anonymously too)", async () => {
    const transformation = surveyDetail().resources.find((r) => r.specialization === "50");
    const { fetchMock } = renderApp(`/Show.html?eid=${APPROVED}&resid=97`, {
      api: {
        ...surveysApi(),
        [`GET resource/content/${transformation?.id}`]: () => fileAnswer("<q/>", "transformation.xml"),
      },
    });
    const dialog = await screen.findByRole("dialog", { name: `Erhebungsid ${APPROVED}` }, { timeout: 8000 });
    const types = await within(dialog).findByRole("tablist", { name: "Ressourcentypen" });
    expect(within(types).getByRole("tab", { selected: true })).toHaveTextContent(
      "97 – Elektronischer Fragebogen",
    );
    await userEvent.click(within(dialog).getByRole("tab", { name: "Spezialisierung 50" }));
    await userEvent.click(
      within(dialog).getByRole("button", { name: `Ressource ${transformation?.mutableKey} herunterladen` }),
    );
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(["transformation.xml"]));
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith(`/resource/content/${transformation?.id}`),
    );
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBeNull();
  });

  it("lists the general resources of the type genresid names", async () => {
    const { router } = openShow("/Show.html?GenResId=04");
    await findShowHeading();
    expect(
      screen.getByRole("heading", { level: 2, name: "Allgemeine Ressourcen vom Typ 04 – res2html" }),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Allgemeine Ressourcen vom Typ 04 – res2html" });
    await within(table).findByText("res1html – Kurzdarstellung der Erhebungsbeschreibung");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(locationOf(router)).toBe("/Show.html?GenResId=04");
  });

  it("follows an example link", async () => {
    openShow("/Show.html");
    await findShowHeading();
    await userEvent.click(screen.getByRole("link", { name: "Show.html?genresid=04" }));
    expect(
      await screen.findByRole("table", { name: "Allgemeine Ressourcen vom Typ 04 – res2html" }),
    ).toBeVisible();
  });

  it("passes axe-core with the examples and with a resource list", async () => {
    openShow("/Show.html");
    await findShowHeading();
    await expectNoAxeViolations("show page examples");
    await userEvent.click(screen.getByRole("link", { name: "Show.html?genresid=04" }));
    await screen.findByText("res1html – Kurzdarstellung der Erhebungsbeschreibung");
    await expectNoAxeViolations("show page resource list");
  });
});
