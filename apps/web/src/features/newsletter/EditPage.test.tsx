import { screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer } from "../../test/double-submit.ts";
import { type Handler, json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { callsTo, invalidToken, newsletterApi, queryOf, TOKEN, USERDATA } from "./test-fixtures.ts";

const PAGE = `/newsletter/edit?token=${TOKEN}`;
const USERDATA_CALL = `GET newsletter/userdata?token=${TOKEN}`;
/** `update` answers the set it was given, as the server does */
const echoUpdate: Handler = (_path, init) => {
  const { topics } = JSON.parse(String(init.body)) as { topics: unknown[] };
  return json({ mail: USERDATA.mail, topics });
};

async function openEditor(api: RenderAppOptions["api"] = {}) {
  const view = renderApp(PAGE, { api: { ...newsletterApi, [USERDATA_CALL]: () => json(USERDATA), ...api } });
  await findHeading("Newsletter-Einstellungen ändern", FIRST_LOAD);
  const list = await screen.findByRole("list", { name: "Ihre Themen" });
  const addForm = screen.getByRole("form", { name: "Thema hinzufügen" });
  return { ...view, user: userEvent.setup(), list, addForm };
}

type Editor = Awaited<ReturnType<typeof openEditor>>;

const topicsShown = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

async function addTopic({ user, addForm }: Editor, statisticId: string, type: string) {
  await user.click(within(addForm).getByRole("combobox", { name: /^Statistik-ID/ }));
  await user.click(await screen.findByRole("option", { name: statisticId }));
  await user.click(within(addForm).getByRole("combobox", { name: /^Ressourcentyp/ }));
  await user.click(await screen.findByRole("option", { name: type }));
  await user.click(within(addForm).getByRole("button", { name: "Hinzufügen" }));
}

describe("newsletter edit page with a working token", () => {
  it("shows the address and its topics; remove and add change the list, save sends the whole set", async () => {
    const editor = await openEditor({ "POST newsletter/update": echoUpdate });
    const { user, list, fetchMock } = editor;
    expect(screen.getByText(/für erika@example\.org/)).toBeInTheDocument();
    expect(topicsShown(list)).toEqual([
      "Statistik-ID 1261: 97 – Elektronischer Fragebogen",
      "Alle Statistik-IDs: 99 – Erhebungsbeschreibung",
    ]);
    const save = screen.getByRole("button", { name: "Speichern" });
    expect(save).toBeDisabled();
    await expectNoAxeViolations("newsletter edit page");

    await user.click(
      screen.getByRole("button", {
        name: "Thema entfernen: Statistik-ID 1261: 97 – Elektronischer Fragebogen",
      }),
    );
    await addTopic(editor, "3111", "94 – PL-Metadaten");
    expect(topicsShown(list)).toEqual([
      "Alle Statistik-IDs: 99 – Erhebungsbeschreibung",
      "Statistik-ID 3111: 94 – PL-Metadaten",
    ]);
    expect(screen.getByText("Es gibt ungespeicherte Änderungen.")).toBeInTheDocument();
    await expectNoAxeViolations("newsletter edit page with changes");

    await user.click(save);
    expect(await screen.findByText("Ihre Themen sind gespeichert.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "newsletter/update").map((c) => c.body)).toEqual([
      {
        token: TOKEN,
        topics: [
          { statisticId: "allID", resourceType: "99" },
          { statisticId: "3111", resourceType: "94" },
        ],
      },
    ]);
    expect(screen.queryByText("Es gibt ungespeicherte Änderungen.")).not.toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it("adds a topic once, and names what the add form lacks", async () => {
    const editor = await openEditor();
    const { user, list, addForm } = editor;
    await user.click(within(addForm).getByRole("button", { name: "Hinzufügen" }));
    expect(within(addForm).getByRole("combobox", { name: /^Statistik-ID/ })).toHaveAccessibleDescription(
      "Bitte wählen Sie eine Statistik-ID oder alle Statistik-IDs.",
    );
    expect(within(addForm).getByText("Bitte wählen Sie einen Ressourcentyp.")).toBeInTheDocument();

    await addTopic(editor, "alle Statistik-IDs (auch künftige)", "99 – Erhebungsbeschreibung");
    expect(within(addForm).getByRole("alert")).toHaveTextContent("Dieses Thema steht schon in der Liste.");
    expect(topicsShown(list)).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Speichern" })).toBeDisabled();
  });

  it("removing and adding back the same topic leaves nothing to save", async () => {
    const editor = await openEditor();
    await editor.user.click(
      screen.getByRole("button", { name: "Thema entfernen: Alle Statistik-IDs: 99 – Erhebungsbeschreibung" }),
    );
    expect(screen.getByRole("button", { name: "Speichern" })).toBeEnabled();
    await addTopic(editor, "alle Statistik-IDs (auch künftige)", "99 – Erhebungsbeschreibung");
    expect(screen.getByRole("button", { name: "Speichern" })).toBeDisabled();
  });

  it("unsubscribes every topic after a confirmation", async () => {
    const { user, fetchMock } = await openEditor({ "POST newsletter/update": echoUpdate });
    await user.click(screen.getByRole("button", { name: "Alle abbestellen" }));
    const dialog = await screen.findByRole("dialog", { name: "Newsletter abbestellen?" });
    expect(dialog).toHaveTextContent("Alle Themen von erika@example.org werden abbestellt.");
    await expectNoAxeViolations("newsletter unsubscribe all confirmation");
    await user.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitForElementToBeRemoved(dialog);
    expect(callsTo(fetchMock, "newsletter/update")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Alle abbestellen" }));
    const again = await screen.findByRole("dialog", { name: "Newsletter abbestellen?" });
    await user.click(within(again).getByRole("button", { name: "Alle abbestellen" }));
    await waitForElementToBeRemoved(again);
    expect(
      await screen.findByText("Keine Themen: diese Adresse erhält keinen Newsletter."),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "newsletter/update").map((c) => c.body)).toEqual([
      { token: TOKEN, topics: [] },
    ]);
    expect(screen.getByRole("button", { name: "Alle abbestellen" })).toBeDisabled();
  });

  it("a double click and an Enter on Speichern save the topics once and say so", async () => {
    const update = heldAnswer(echoUpdate);
    const { user, fetchMock } = await openEditor({ "POST newsletter/update": update.handler });
    await user.click(
      screen.getByRole("button", { name: "Thema entfernen: Alle Statistik-IDs: 99 – Erhebungsbeschreibung" }),
    );
    await expectOneRunAndSuccess({
      button: screen.getByRole("button", { name: "Speichern" }),
      held: update,
      requests: () => callsTo(fetchMock, "newsletter/update"),
      success: "Ihre Themen sind gespeichert.",
    });
  });

  it("a double click and an Enter on the confirmation's Alle abbestellen unsubscribe once and say so", async () => {
    const update = heldAnswer(echoUpdate);
    const { user, fetchMock } = await openEditor({ "POST newsletter/update": update.handler });
    await user.click(screen.getByRole("button", { name: "Alle abbestellen" }));
    const dialog = await screen.findByRole("dialog", { name: "Newsletter abbestellen?" });
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Alle abbestellen" }),
      held: update,
      requests: () => callsTo(fetchMock, "newsletter/update"),
      success: "Alle Themen sind abbestellt.",
    });
  });

  it("says so when the token expired before saving, and offers a new link", async () => {
    const { user } = await openEditor({ "POST newsletter/update": invalidToken });
    await user.click(
      screen.getByRole("button", { name: "Thema entfernen: Alle Statistik-IDs: 99 – Erhebungsbeschreibung" }),
    );
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText(/Der Link ist ungültig oder abgelaufen/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Link zum Bearbeiten anfordern" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Ihre Themen" })).not.toBeInTheDocument();
  });

  it("shows a refused topic in the server's words", async () => {
    const message = "Bitte wählen Sie eine vierstellige StatistikID oder alle StatistikIDs.";
    const { user } = await openEditor({
      "POST newsletter/update": () =>
        json({ code: "VALIDATION", message, field: "topics.1.statisticId" }, 400),
    });
    await user.click(
      screen.getByRole("button", { name: "Thema entfernen: Alle Statistik-IDs: 99 – Erhebungsbeschreibung" }),
    );
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Ihre Themen" })).toBeInTheDocument();
  });
});

describe("newsletter edit page without a working token", () => {
  it("without a token: mails an edit link and answers the same whatever the address", async () => {
    const { fetchMock } = renderApp("/newsletter/edit", {
      api: { "GET newsletter/edit/resend?mail=erika%40example.org": () => json({}, 202) },
    });
    await findHeading("Newsletter-Einstellungen ändern", FIRST_LOAD);
    const user = userEvent.setup();
    expect(callsTo(fetchMock, "newsletter/userdata")).toHaveLength(0);
    await user.type(screen.getByRole("textbox", { name: /^E-Mail-Adresse/ }), "Erika@example.org");
    await user.click(screen.getByRole("button", { name: "Link zum Bearbeiten anfordern" }));
    expect(
      await screen.findByText(/Wenn zu dieser Adresse ein Newsletter besteht, kommt in Kürze eine Mail/),
    ).toBeInTheDocument();
    const calls = callsTo(fetchMock, "newsletter/edit/resend");
    expect(calls.map((c) => queryOf(c.url, "mail"))).toEqual(["erika@example.org"]);
    await expectNoAxeViolations("newsletter edit link sent");
  });

  it("a wrong, used or expired token says so above the same form", async () => {
    renderApp(PAGE, { api: { [USERDATA_CALL]: invalidToken } });
    await findHeading("Newsletter-Einstellungen ändern", FIRST_LOAD);
    expect(await screen.findByText(/Der Link ist ungültig oder abgelaufen/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Link zum Bearbeiten anfordern" })).toBeInTheDocument();
    await expectNoAxeViolations("newsletter edit, invalid token");
  });

  it("a malformed token is refused without asking the server", async () => {
    const { fetchMock } = renderApp("/newsletter/edit?token=kurz");
    await findHeading("Newsletter-Einstellungen ändern", FIRST_LOAD);
    expect(screen.getByText(/Der Link ist ungültig oder abgelaufen/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "newsletter/userdata")).toHaveLength(0);
  });
});
