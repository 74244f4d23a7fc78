import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../../test/render.tsx";
import { builtinRoles, roleAdmin, roleApi, statid } from "../test-fixtures.ts";

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];
const calls = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && (init?.method ?? "GET") === method,
  );

const roles = builtinRoles();
const byName = (name: string) => roles.find((role) => role.name === name) ?? roles[0]!;
const STATIDS = [statid(11, byName("FachAdmin"), "2110"), statid(12, byName("FachAdmin"), "3111")];

async function openStatids(api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/role-administration", {
    person: roleAdmin,
    api: { ...roleApi(roles, STATIDS), ...api },
  });
  await findHeading("Rollenverwaltung", FIRST_LOAD);
  const section = await screen.findByRole("region", { name: "Statistik-IDs der Rollen" });
  await within(section).findByText("2110");
  return {
    ...view,
    section,
    form: within(section).getByRole("form", { name: "Statistik-ID einer Rolle zuordnen" }),
  };
}

async function choose(form: HTMLElement, role: string, statisticId: string) {
  await userEvent.click(within(form).getByRole("combobox", { name: "Rolle" }));
  await userEvent.click(await screen.findByRole("option", { name: role }));
  await userEvent.click(within(form).getByRole("combobox", { name: "Statistik-ID" }));
  await userEvent.click(await screen.findByRole("option", { name: statisticId }));
}

describe("role-statids", () => {
  it("lists each role's statistic ids, says what they mean, and offers only ids the role lacks", async () => {
    const { section, form } = await openStatids();
    expect(section).toHaveTextContent(/für die Anträge zu dieser Statistik-ID zuständig/);
    const row = (name: string) =>
      within(section).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
    expect(
      within(row("FachAdmin"))
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["2110", "3111"]);
    expect(within(row("OrgAdmin")).getByText("keine")).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("combobox", { name: "Rolle" }));
    await userEvent.click(await screen.findByRole("option", { name: "FachAdmin" }));
    await userEvent.click(within(form).getByRole("combobox", { name: "Statistik-ID" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["0042", "5000"]);
    await userEvent.keyboard("{Escape}");
    await expectNoAxeViolations("role-statids", section);
  });

  it("adds the chosen statistic id to the chosen role, then reloads the list", async () => {
    const { form, fetchMock } = await openStatids({
      "POST roleStatids": () => json(statid(13, byName("OrgAdmin"), "0042"), 201),
    });
    const loads = calls(fetchMock, "GET", "roleStatids").length;
    await choose(form, "OrgAdmin", "0042");
    await userEvent.click(within(form).getByRole("button", { name: "Zuordnen" }));
    expect(
      await screen.findByText("Die Statistik-ID 0042 wurde der Rolle OrgAdmin zugeordnet."),
    ).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, "POST", "roleStatids")[0]?.[1]?.body))).toEqual({
      roleId: byName("OrgAdmin").id,
      statisticId: "0042",
    });
    await waitFor(() => expect(calls(fetchMock, "GET", "roleStatids").length).toBeGreaterThan(loads));
  });

  it("a double click and an Enter on Zuordnen add the statistic id once and say so", async () => {
    const add = heldAnswer(() => json(statid(13, byName("OrgAdmin"), "0042"), 201));
    const { form, fetchMock } = await openStatids({ "POST roleStatids": add.handler });
    await choose(form, "OrgAdmin", "0042");
    await expectOneRunAndSuccess({
      button: within(form).getByRole("button", { name: "Zuordnen" }),
      held: add,
      requests: () => requestsTo(fetchMock, "POST", "roleStatids"),
      success: "Die Statistik-ID 0042 wurde der Rolle OrgAdmin zugeordnet.",
    });
  });

  it("asks for both fields before sending, and shows the server's refusal", async () => {
    const { form, fetchMock } = await openStatids({
      "POST roleStatids": () =>
        json(
          { code: "ROLE_STATID_EXISTS", message: "Die Rolle OrgAdmin hat die Statistik-ID 0042 bereits." },
          409,
        ),
    });
    await userEvent.click(within(form).getByRole("button", { name: "Zuordnen" }));
    const missing = await screen.findByText("Bitte eine Rolle und eine Statistik-ID auswählen.");
    expect(calls(fetchMock, "POST", "roleStatids")).toHaveLength(0);
    // an error stays until closed, so the next one can be read after it
    await userEvent.click(
      within(missing.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Schließen" }),
    );
    await choose(form, "OrgAdmin", "0042");
    await userEvent.click(within(form).getByRole("button", { name: "Zuordnen" }));
    expect(
      await screen.findByText(/Die Rolle OrgAdmin hat die Statistik-ID 0042 bereits\./),
    ).toBeInTheDocument();
  });

  it("removes a statistic id with its chip", async () => {
    const { section, fetchMock } = await openStatids({
      "POST roleStatids/delete": () => json({ id: 11, deleted: true }),
    });
    await userEvent.click(
      within(section).getByRole("button", { name: "Statistik-ID 2110 von FachAdmin entfernen" }),
    );
    expect(
      await screen.findByText("Die Statistik-ID 2110 wurde von der Rolle FachAdmin entfernt."),
    ).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, "POST", "roleStatids/delete")[0]?.[1]?.body))).toEqual({
      id: 11,
    });
  });

  it("a double click and an Enter on a chip's remove button remove it once and say so", async () => {
    const remove = heldAnswer(() => json({ id: 11, deleted: true }));
    const { section, fetchMock } = await openStatids({ "POST roleStatids/delete": remove.handler });
    await expectOneRunAndSuccess({
      button: within(section).getByRole("button", { name: "Statistik-ID 2110 von FachAdmin entfernen" }),
      held: remove,
      requests: () => requestsTo(fetchMock, "POST", "roleStatids/delete"),
      success: "Die Statistik-ID 2110 wurde von der Rolle FachAdmin entfernt.",
    });
  });
});
