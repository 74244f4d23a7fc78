import type { TableTemplate } from "@erhdb/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  clickTwiceAndEnter,
  expectOneRunAndSuccess,
  heldAnswer,
  requestsTo,
} from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import {
  column,
  lastQuery,
  loggedInUser,
  mockScreenWidth,
  renderTable,
  resetLocation,
  sampleColumns,
} from "../../../test/table.tsx";

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

/** A saved set: description hidden, sorted by EVAS descending. */
function template(id: number, name: string, defaultTemplate = false): TableTemplate {
  return {
    id,
    name,
    type: "adtable",
    defaultTemplate,
    columns: sampleColumns().map((c) =>
      c.id === "description"
        ? column("description", "text", { visible: false })
        : c.id === "evas"
          ? { ...c, options: { ...c.options, sort: { sortable: true, direction: "desc" } } }
          : c,
    ),
  };
}

async function openTemplates(templates: TableTemplate[], api = {}) {
  const view = renderTable({
    person: loggedInUser(),
    api: { "GET templates/adtable": () => json(templates), ...api },
  });
  await screen.findByText("12411");
  await userEvent.click(await screen.findByRole("button", { name: "Vorlagen" }));
  const dialog = await screen.findByRole("dialog", { name: "Vorlagen" });
  return { ...view, dialog };
}

const posts = (fetchMock: ReturnType<typeof renderTable>["fetchMock"], path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === "POST");

describe("templates", () => {
  it("are not offered to anonymous users", async () => {
    renderTable();
    await screen.findByText("12411");
    expect(screen.queryByRole("button", { name: "Vorlagen" })).not.toBeInTheDocument();
  });

  it("list the user's templates and apply one", async () => {
    const { dialog, fetchMock } = await openTemplates([template(1, "Nur EVAS")]);
    expect(await within(dialog).findByText("Nur EVAS")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Vorlage „Nur EVAS“ anwenden" }));
    await waitFor(() => {
      const columns = lastQuery(fetchMock).columns;
      expect(columns.find((c) => c.id === "description")?.options.display.visibility).toBe(false);
      expect(columns.find((c) => c.id === "evas")?.options.sort.direction).toBe("desc");
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("disable save for an empty name", async () => {
    const { dialog } = await openTemplates([]);
    expect(within(dialog).getByText("Sie haben noch keine Vorlagen gespeichert.")).toBeInTheDocument();
    const save = within(dialog).getByRole("button", { name: "Speichern" });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name der Vorlage" }), "   ");
    expect(save).toBeDisabled();
  });

  it("refuse a name already present before asking the server", async () => {
    const { dialog, fetchMock } = await openTemplates([template(1, "Nur EVAS")]);
    await within(dialog).findByText("Nur EVAS");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name der Vorlage" }), "nur evas");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(within(dialog).getByText("Eine Vorlage mit diesem Namen gibt es bereits.")).toBeInTheDocument();
    expect(posts(fetchMock, "templates/adtable")).toHaveLength(0);
  });

  it("refuse a 13th template", async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => template(i + 1, `Vorlage ${i + 1}`));
    const { dialog, fetchMock } = await openTemplates(twelve);
    await within(dialog).findByText("Vorlage 12");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name der Vorlage" }), "Neu");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(
      within(dialog).getByText(
        "Es können höchstens 12 Vorlagen gespeichert werden. Bitte löschen Sie zuerst eine Vorlage.",
      ),
    ).toBeInTheDocument();
    expect(posts(fetchMock, "templates/adtable")).toHaveLength(0);
  });

  it("show the server's 409 codes in the same words", async () => {
    const { dialog } = await openTemplates([], {
      "POST templates/adtable": () => json({ code: "SAME_TEMPLATE_NAME", message: "name taken" }, 409),
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name der Vorlage" }), "Meine");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(
      await within(dialog).findByText("Eine Vorlage mit diesem Namen gibt es bereits."),
    ).toBeInTheDocument();
  });

  it("clear an earlier refusal when the same name then saves", async () => {
    let calls = 0;
    const { dialog } = await openTemplates([], {
      "POST templates/adtable": () =>
        ++calls === 1
          ? json({ code: "TEMPLATE_LIMIT_REACHED", message: "limit" }, 409)
          : json(template(5, "Meine")),
    });
    const field = within(dialog).getByRole("textbox", { name: "Name der Vorlage" });
    await userEvent.type(field, "Meine");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    const refusal =
      "Es können höchstens 12 Vorlagen gespeichert werden. Bitte löschen Sie zuerst eine Vorlage.";
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    // meanwhile a template was deleted elsewhere: saving again, unchanged, succeeds
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Vorlage „Meine“ gespeichert.")).toBeInTheDocument();
    expect(within(dialog).queryByText(refusal)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute("aria-invalid", "true");
  });

  it("save the current columns under a name, as default on request", async () => {
    const { dialog, fetchMock } = await openTemplates([], {
      "POST templates/adtable": () => json(template(5, "Meine")),
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name der Vorlage" }), " Meine ");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Als Standardvorlage/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Vorlage „Meine“ gespeichert.")).toBeInTheDocument();
    const body = JSON.parse(String(posts(fetchMock, "templates/adtable")[0]?.[1]?.body));
    expect(body).toMatchObject({ name: "Meine", defaultTemplate: true });
    expect(body.columns.map((c: { id: string }) => c.id)).toEqual([
      "evas",
      "description",
      "office",
      "closing",
      "month",
      "actions",
    ]);
  });

  it("a double click on save and an Enter in the name save once and say so, no 'name taken'", async () => {
    const save = heldAnswer(() => json(template(5, "Meine"), 201));
    const { dialog, fetchMock } = await openTemplates([], { "POST templates/adtable": save.handler });
    const name = within(dialog).getByRole("textbox", { name: "Name der Vorlage" });
    await userEvent.type(name, "Meine");
    await clickTwiceAndEnter(within(dialog).getByRole("button", { name: "Speichern" }));
    await userEvent.type(name, "{Enter}");
    await waitFor(() => expect(save.calls()).toBe(1));
    save.release();
    expect(await screen.findByText("Vorlage „Meine“ gespeichert.")).toBeInTheDocument();
    expect(posts(fetchMock, "templates/adtable")).toHaveLength(1);
    expect(within(dialog).queryByText("Eine Vorlage mit diesem Namen gibt es bereits.")).toBeNull();
  });

  it("delete a template after confirmation", async () => {
    const { dialog, fetchMock } = await openTemplates([template(7, "Alt")], {
      "POST templates/adtable/7/delete": () => new Response(null, { status: 204 }),
    });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Vorlage „Alt“ löschen" }));
    const confirm = await screen.findByRole("dialog", { name: "Vorlage löschen" });
    expect(confirm).toHaveTextContent("Soll die Vorlage „Alt“ gelöscht werden?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("Vorlage „Alt“ gelöscht.")).toBeInTheDocument();
    expect(posts(fetchMock, "templates/adtable/7/delete")).toHaveLength(1);
  });

  it("a double click and an Enter on the delete confirmation delete once and say so", async () => {
    const remove = heldAnswer(() => new Response(null, { status: 204 }));
    const { dialog, fetchMock } = await openTemplates([template(7, "Alt")], {
      "POST templates/adtable/7/delete": remove.handler,
    });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Vorlage „Alt“ löschen" }));
    const confirm = await screen.findByRole("dialog", { name: "Vorlage löschen" });
    await expectOneRunAndSuccess({
      button: within(confirm).getByRole("button", { name: "Löschen" }),
      held: remove,
      requests: () => requestsTo(fetchMock, "POST", "templates/adtable/7/delete"),
      success: "Vorlage „Alt“ gelöscht.",
    });
  });

  it("apply the default template when the table opens without a hash state", async () => {
    const { fetchMock } = renderTable({
      person: loggedInUser(),
      api: { "GET templates/adtable": () => json([template(1, "Standard", true)]) },
    });
    await screen.findByText("12411");
    const columns = lastQuery(fetchMock).columns;
    expect(columns.find((c) => c.id === "description")?.options.display.visibility).toBe(false);
    // the first page request already had it: no flash of the defaults
    const first = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u).endsWith("/things"))?.[1]?.body),
    );
    expect(first.columns.find((c: { id: string }) => c.id === "description").options.display.visibility).toBe(
      false,
    );
  });

  it("leave the default template aside when the hash holds a state", async () => {
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.evas=1");
    const { fetchMock } = renderTable({
      person: loggedInUser(),
      api: { "GET templates/adtable": () => json([template(1, "Standard", true)]) },
    });
    await screen.findByText("12411");
    const columns = lastQuery(fetchMock).columns;
    expect(columns.find((c) => c.id === "description")?.options.display.visibility).toBe(true);
    expect(columns.find((c) => c.id === "evas")?.options.filter.value).toBe("1");
  });
});
