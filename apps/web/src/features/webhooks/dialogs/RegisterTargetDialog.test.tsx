import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import type { RenderAppOptions } from "../../../test/render.tsx";
import { FAILING, openWebhooks, PAUSED, SECRET, secretAnswer } from "../test-fixtures.ts";

const URL_REFUSED =
  "Webhooks dürfen 127.0.0.1 nicht erreichen: Die Adresse liegt im gesperrten Bereich „loopback“.";

async function openDialog(api: RenderAppOptions["api"] = {}) {
  const view = await openWebhooks(api);
  await userEvent.click(screen.getByRole("button", { name: "Ziel registrieren" }));
  const dialog = await screen.findByRole("dialog", { name: "Ziel registrieren" });
  const url = within(dialog).getByRole("textbox", { name: "URL des Empfängers" });
  const statisticId = within(dialog).getByRole("textbox", { name: "Statistik-ID" });
  const kind = (name: string) => within(dialog).getByRole("checkbox", { name });
  const submit = within(dialog).getByRole("button", { name: "Registrieren" });
  return { ...view, dialog, url, statisticId, kind, submit };
}

const typeInto = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

const sent = (fetchMock: Awaited<ReturnType<typeof openDialog>>["fetchMock"]) =>
  requestsTo(fetchMock, "POST", "webhook").map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe("register-target dialog", () => {
  it("starts with every kind checked and checks the domain's rules before sending anything", async () => {
    const { dialog, url, statisticId, kind, submit, fetchMock } = await openDialog();
    const kinds = within(dialog).getAllByRole("checkbox");
    expect(kinds).toHaveLength(6);
    for (const box of kinds) expect(box).toBeChecked();
    expect(url).toHaveFocus();

    await userEvent.click(submit);
    expect(
      within(dialog).getByText("Bitte eine gültige URL mit höchstens 2000 Zeichen eingeben."),
    ).toBeVisible();
    expect(url).toHaveAttribute("aria-invalid", "true");

    await typeInto(url, "ftp://empfaenger.example.org/");
    expect(
      within(dialog).getByText("Die URL beginnt mit https:// (oder, wo erlaubt, http://)."),
    ).toBeVisible();
    await typeInto(url, "https://nutzer:geheim@empfaenger.example.org/");
    expect(
      within(dialog).getByText("Die URL darf keinen Benutzernamen und kein Passwort enthalten."),
    ).toBeVisible();
    await typeInto(url, "https://empfaenger.example.org/hook");
    expect(url).toHaveAttribute("aria-invalid", "false");

    // digits only, at most four; fewer are refused
    await typeInto(statisticId, "12a");
    expect(statisticId).toHaveValue("");
    await typeInto(statisticId, "12");
    expect(within(dialog).getByText("Die Statistik-ID hat vier Ziffern; leer heißt alle.")).toBeVisible();
    await typeInto(statisticId, "12611");
    expect(statisticId).toHaveValue("");
    await typeInto(statisticId, "1261");

    for (const box of kinds) await userEvent.click(box);
    expect(within(dialog).getByRole("group", { name: "Ereignisarten" })).toHaveAccessibleDescription(
      "Bitte mindestens eine Ereignisart wählen.",
    );
    await userEvent.click(submit);
    expect(sent(fetchMock)).toEqual([]);
    await userEvent.click(kind("Ressource veröffentlicht"));
    expect(within(dialog).queryByText("Bitte mindestens eine Ereignisart wählen.")).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the URL in its words, keeping everything typed", async () => {
    const { dialog, url, statisticId, kind, submit, fetchMock } = await openDialog({
      "POST webhook": () =>
        json({ code: "WEBHOOK_TARGET_REFUSED", message: URL_REFUSED, field: "url", rule: "loopback" }, 422),
    });
    await typeInto(url, "https://127.0.0.1/");
    await typeInto(statisticId, "1261");
    await userEvent.click(kind("Erhebung nicht mehr öffentlich"));
    await userEvent.click(submit);
    expect(await within(dialog).findByText(URL_REFUSED)).toBeVisible();
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(url).toHaveValue("https://127.0.0.1/");
    expect(statisticId).toHaveValue("1261");
    expect(kind("Erhebung nicht mehr öffentlich")).not.toBeChecked();
    expect(kind("Erhebung veröffentlicht")).toBeChecked();
    expect(sent(fetchMock)).toEqual([
      {
        url: "https://127.0.0.1/",
        statisticId: "1261",
        kinds: [
          "SURVEY_PUBLISHED",
          "RESOURCE_PUBLISHED",
          "RESOURCE_WITHDRAWN",
          "GENERIC_RESOURCE_PUBLISHED",
          "GENERIC_RESOURCE_WITHDRAWN",
        ],
      },
    ]);
    await expectNoAxeViolations("register dialog with the server's refusal");
    // the refusal was of the URL it named: a change of the URL takes it away
    await userEvent.type(url, "hook");
    expect(within(dialog).queryByText(URL_REFUSED)).not.toBeInTheDocument();
    expect(url).toHaveAttribute("aria-invalid", "false");
  });

  it("shows a 400's message at the field it names, and any other failure above the form", async () => {
    let answer = json({ code: "VALIDATION", message: "Ungültige Eingabe: kinds.0", field: "kinds.0" }, 400);
    const { dialog, url, submit } = await openDialog({ "POST webhook": () => answer });
    await typeInto(url, "https://empfaenger.example.org/hook");
    await userEvent.click(submit);
    expect(await within(dialog).findByText("Ungültige Eingabe: kinds.0")).toBeVisible();
    expect(within(dialog).getByRole("group", { name: "Ereignisarten" })).toHaveAccessibleDescription(
      "Ungültige Eingabe: kinds.0",
    );
    answer = json({ code: "CONFLICT", message: "Etwas anderes ging schief." }, 409);
    await userEvent.click(submit);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Etwas anderes ging schief.");
    expect(url).toHaveValue("https://empfaenger.example.org/hook");
  });

  it("registers once on a double click and an Enter, then shows the secret once", async () => {
    const create = heldAnswer(() => json(secretAnswer(PAUSED), 201));
    const { url, submit, fetchMock } = await openDialog({ "POST webhook": create.handler });
    const loads = requestsTo(fetchMock, "GET", "webhook").length;
    await typeInto(url, `${PAUSED.url}#teil`);
    await expectOneRunAndSuccess({
      button: submit,
      held: create,
      requests: () => requestsTo(fetchMock, "POST", "webhook"),
      success: `${PAUSED.url} ist registriert.`,
    });
    // the fragment never reaches a receiver: the schema drops it
    expect(sent(fetchMock)).toEqual([{ url: PAUSED.url, statisticId: null, kinds: FAILING.kinds }]);
    expect(screen.queryByRole("dialog", { name: "Ziel registrieren" })).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, "GET", "webhook").length).toBeGreaterThan(loads));

    const shown = await screen.findByRole("dialog", { name: "Signaturschlüssel" });
    expect(within(shown).getByRole("textbox", { name: "Signaturschlüssel" })).toHaveValue(SECRET);
    expect(shown).toHaveTextContent(
      "Der Schlüssel wird nur jetzt angezeigt und ist danach nicht mehr abrufbar.",
    );
    expect(shown).not.toHaveTextContent("24 Stunden");
    await expectNoAxeViolations("secret dialog after registering");
    await userEvent.click(within(shown).getByRole("button", { name: "Kopieren" }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText("Der Schlüssel ist in der Zwischenablage.")).toBeVisible();

    // a click beside the dialog keeps it; closing it drops the secret for good
    await userEvent.click(document.querySelector(".MuiBackdrop-root") as Element);
    expect(screen.getByRole("dialog", { name: "Signaturschlüssel" })).toBeVisible();
    await userEvent.click(within(shown).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.body.innerHTML).not.toContain(SECRET);
    // the keyboard goes on where it started
    await waitFor(() => expect(screen.getByRole("button", { name: "Ziel registrieren" })).toHaveFocus());
  });

  it("passes axe-core with its messages", async () => {
    const { submit } = await openDialog();
    await expectNoAxeViolations("register dialog");
    await userEvent.click(submit);
    await expectNoAxeViolations("register dialog with its messages");
  });
});
