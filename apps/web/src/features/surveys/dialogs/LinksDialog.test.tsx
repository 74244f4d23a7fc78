import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { clickTwiceAndEnter, expectOneRunAndSuccess, heldAnswer } from "../../../test/double-submit.ts";
import { type Handler, json, type mockApi } from "../../../test/http.ts";
import { APPROVED, chooseRowAction, LINKS, openSurveysPage } from "../../../test/survey-fixtures.ts";
import { resetLocation } from "../../../test/table.tsx";

// The survey form (helper C's) is not part of these tests.
vi.mock("../form/use-survey-form.tsx", () => ({ useSurveyForm: () => ({ open: vi.fn(), dialog: null }) }));

beforeEach(() => resetLocation());

const LIST = `eid/erhebungsid/links/${APPROVED}`;
const CREATE = `eid/erhebungsid/links/create/${APPROVED}`;

async function openLinks(api: Record<string, Handler> = {}) {
  const view = await openSurveysPage({
    person: person("SuperAdmin", ["COMMENTARY_READ"]),
    api: { [`GET ${LIST}`]: () => json(LINKS), ...api },
  });
  await chooseRowAction(APPROVED, "Links bearbeiten");
  const dialog = await screen.findByRole("dialog", { name: `Links der Erhebungsid ${APPROVED}` });
  return { ...view, dialog };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && (init?.method ?? "GET") === method,
  );

describe("links editor", () => {
  it("lists the links and deletes one after a confirmation", async () => {
    const { dialog, fetchMock } = await openLinks({
      "GET eid/erhebungsid/links/delete/1": () => json({ id: 1, deleted: true }),
    });
    const list = await within(dialog).findByRole("list", { name: "Vorhandene Links" });
    const link = within(list).getByRole("link", { name: /www\.destatis\.de\/geburten/ });
    expect(link).toHaveAttribute("href", "https://www.destatis.de/geburten");
    expect(list).toHaveTextContent("Geburten bei Destatis");
    const loads = calls(fetchMock, "GET", LIST).length;

    await userEvent.click(within(list).getByRole("button", { name: "Link „Geburten bei Destatis“ löschen" }));
    const confirm = await screen.findByRole("dialog", { name: "Link löschen" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(calls(fetchMock, "GET", "eid/erhebungsid/links/delete/1")).toHaveLength(1);
    await waitFor(() => expect(calls(fetchMock, "GET", LIST).length).toBeGreaterThan(loads));
  });

  it("requires both fields, an http or https address, and then adds the link", async () => {
    const { dialog, fetchMock } = await openLinks({
      [`POST ${CREATE}`]: () =>
        json({ id: 7, content: "https://example.org/a", description: "Beispiel" }, 201),
    });
    const content = within(dialog).getByRole("textbox", { name: "Adresse (URL)" });
    const description = within(dialog).getByRole("textbox", { name: "Beschreibung" });
    const add = within(dialog).getByRole("button", { name: "Hinzufügen" });

    await userEvent.click(add);
    expect(await within(dialog).findByText("Bitte eine Adresse angeben.")).toBeInTheDocument();
    expect(within(dialog).getByText("Bitte eine Beschreibung angeben.")).toBeInTheDocument();
    expect(content).toHaveAttribute("aria-invalid", "true");
    expect(description).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations("links dialog with errors");

    await userEvent.click(content);
    await userEvent.paste("javascript:alert(1)");
    expect(
      within(dialog).getByText("Bitte eine vollständige Adresse mit http:// oder https:// angeben."),
    ).toBeInTheDocument();
    await userEvent.clear(content);
    await userEvent.paste("https://example.org/a");
    await userEvent.click(add);
    expect(within(dialog).getByText("Bitte eine Beschreibung angeben.")).toBeInTheDocument();
    expect(calls(fetchMock, "POST", CREATE)).toHaveLength(0);

    await userEvent.click(description);
    await userEvent.paste(" Beispiel ");
    await userEvent.click(add);
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(calls(fetchMock, "POST", CREATE).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { content: "https://example.org/a", description: "Beispiel" },
    ]);
    await waitFor(() => expect(content).toHaveValue(""));
    expect(description).toHaveValue("");
    expect(content).toHaveAttribute("aria-invalid", "false");
  });

  it("says a well-formed address over the limit is too long", async () => {
    const { dialog } = await openLinks();
    const content = within(dialog).getByRole("textbox", { name: "Adresse (URL)" });
    await userEvent.click(content);
    await userEvent.paste(`https://www.destatis.de/${"a".repeat(3000)}`);
    await userEvent.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));
    expect(
      await within(dialog).findByText("Die Adresse ist zu lang (höchstens 2000 Zeichen)."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/vollständige Adresse/)).toBeNull();
  });

  it("a double click on add sends one link and says it worked", async () => {
    const create = heldAnswer(() => json({ id: 7, content: "https://example.org/a", description: "B" }, 201));
    const { dialog, fetchMock } = await openLinks({ [`POST ${CREATE}`]: create.handler });
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Adresse (URL)" }),
      "https://example.org/a",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Beschreibung" }), "B");
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Hinzufügen" }),
      held: create,
      requests: () => calls(fetchMock, "POST", CREATE),
      success: "Aktion erfolgreich ausgeführt.",
    });
  });

  it("a double click on the delete confirmation deletes once", async () => {
    const remove = heldAnswer(() => json({ id: 1, deleted: true }));
    const { dialog, fetchMock } = await openLinks({ "GET eid/erhebungsid/links/delete/1": remove.handler });
    const list = await within(dialog).findByRole("list", { name: "Vorhandene Links" });
    await userEvent.click(within(list).getByRole("button", { name: "Link „Geburten bei Destatis“ löschen" }));
    const confirm = await screen.findByRole("dialog", { name: "Link löschen" });
    await clickTwiceAndEnter(within(confirm).getByRole("button", { name: "Löschen" }));
    await waitFor(() => expect(remove.calls()).toBe(1));
    expect(within(confirm).getByRole("button", { name: "Löschen" })).toHaveAttribute("aria-busy", "true");
    await expectNoAxeViolations("link delete confirmation while it runs");
    remove.release();
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(calls(fetchMock, "GET", "eid/erhebungsid/links/delete/1")).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    const { dialog } = await openLinks({
      [`POST ${CREATE}`]: () =>
        json({ code: "CONFLICT", message: "Links archivierter Erhebungen sind unveränderlich." }, 409),
    });
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Adresse (URL)" }),
      "http://example.org",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Beschreibung" }), "x");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));
    expect(
      await screen.findByText(
        "Fehler beim Bearbeiten der Erhebungsid. Grund: Links archivierter Erhebungen sind unveränderlich. (CONFLICT)",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Adresse (URL)" })).toHaveValue("http://example.org");
  });

  it("says when there are no links", async () => {
    const { dialog } = await openLinks({ [`GET ${LIST}`]: () => json([]) });
    expect(await within(dialog).findByText("Keine Links vorhanden.")).toBeInTheDocument();
  });
});
