import { NEWSLETTER_RESOURCE_TYPES } from "@erhdb/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import {
  FIRST_LOAD,
  findHeading,
  type RenderAppOptions,
  renderApp,
  renderAppInEnglish,
} from "../../test/render.tsx";
import { callsTo, newsletterApi, rateLimited } from "./test-fixtures.ts";

async function openForm(api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/newsletter/subscribe", { api: { ...newsletterApi, ...api } });
  await findHeading("Newsletter abonnieren", FIRST_LOAD);
  const user = userEvent.setup();
  return {
    ...view,
    user,
    mail: screen.getByRole("textbox", { name: /^E-Mail-Adresse/ }),
    statisticId: screen.getByRole("combobox", { name: /^Statistik-ID/ }),
    types: screen.getByRole("group", { name: /^Ressourcentypen/ }),
    submit: screen.getByRole("button", { name: "Abonnieren" }),
  };
}

type Form = Awaited<ReturnType<typeof openForm>>;

async function choose(form: Form, option: string) {
  await form.user.click(form.statisticId);
  await form.user.click(await screen.findByRole("option", { name: option }));
}

const NEUTRAL = /Wenn die Adresse stimmt, kommt in Kürze eine Mail mit einem Bestätigungslink/;

describe("newsletter subscribe page", () => {
  it("offers allID first, then the approved statistic ids, and the twelve types with their names", async () => {
    const form = await openForm();
    await form.user.click(form.statisticId);
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "alle Statistik-IDs (auch künftige)",
      "1261",
      "3111",
      "4521",
    ]);
    await form.user.keyboard("{Escape}");
    const boxes = within(form.types).getAllByRole("checkbox");
    expect(boxes).toHaveLength(1 + NEWSLETTER_RESOURCE_TYPES.length);
    expect(
      within(form.types).getByRole("checkbox", { name: "97 – Elektronischer Fragebogen" }),
    ).not.toBeChecked();
    expect(within(form.types).queryByRole("checkbox", { name: /^86/ })).not.toBeInTheDocument();
    await expectNoAxeViolations("newsletter subscribe form");
  });

  it("names every field at fault before sending, and sends nothing", async () => {
    const form = await openForm();
    await form.user.click(form.submit);
    expect(form.mail).toHaveAccessibleDescription("Bitte ausfüllen.");
    expect(form.mail).toHaveFocus();
    expect(form.statisticId).toHaveAccessibleDescription(
      "Bitte wählen Sie eine Statistik-ID oder alle Statistik-IDs.",
    );
    expect(form.types).toHaveAccessibleDescription("Bitte wählen Sie mindestens einen Ressourcentyp.");
    await form.user.type(form.mail, "erika@");
    expect(form.mail).toHaveAccessibleDescription("Bitte eine gültige E-Mail-Adresse angeben.");
    expect(callsTo(form.fetchMock, "newsletter/subscribev2")).toHaveLength(0);
    await expectNoAxeViolations("newsletter subscribe form with errors");
  });

  it("subscribes a statistic id with the ticked types, then answers neutrally", async () => {
    const form = await openForm({ "POST newsletter/subscribev2": () => json({}, 202) });
    await form.user.type(form.mail, "Erika@Example.org");
    await choose(form, "1261");
    // ticked in another order than listed: the list's order is kept
    await form.user.click(
      within(form.types).getByRole("checkbox", { name: "97 – Elektronischer Fragebogen" }),
    );
    await form.user.click(within(form.types).getByRole("checkbox", { name: "99 – Erhebungsbeschreibung" }));
    await form.user.click(form.submit);
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(callsTo(form.fetchMock, "newsletter/subscribev2").map((c) => c.body)).toEqual([
      { mail: "erika@example.org", statisticId: "1261", resourceType: ["99", "97"] },
    ]);
    await expectNoAxeViolations("newsletter subscribe sent");
    // more topics: the form again, with the address kept
    await form.user.click(screen.getByRole("button", { name: "Weitere Themen abonnieren" }));
    expect(screen.getByRole("textbox", { name: /^E-Mail-Adresse/ })).toHaveValue("Erika@Example.org");
    expect(screen.getByRole("combobox", { name: /^Statistik-ID/ })).toHaveValue("");
  });

  it("a double click and an Enter on Abonnieren subscribe once and answer neutrally", async () => {
    const subscribe = heldAnswer(() => json({}, 202));
    const form = await openForm({ "POST newsletter/subscribev2": subscribe.handler });
    await form.user.type(form.mail, "erika@example.org");
    await choose(form, "1261");
    await form.user.click(within(form.types).getByRole("checkbox", { name: "99 – Erhebungsbeschreibung" }));
    await expectOneRunAndSuccess({
      button: form.submit,
      held: subscribe,
      requests: () => callsTo(form.fetchMock, "newsletter/subscribev2"),
      success: NEUTRAL,
    });
  });

  it("subscribes every statistic id, future ones too, with all types at once", async () => {
    const form = await openForm({ "POST newsletter/subscribev2": () => json({}, 202) });
    await form.user.type(form.mail, "erika@example.org");
    await choose(form, "alle Statistik-IDs (auch künftige)");
    const all = within(form.types).getByRole("checkbox", { name: "Alle Ressourcentypen" });
    await form.user.click(within(form.types).getByRole("checkbox", { name: "94 – PL-Metadaten" }));
    expect(all).toHaveAttribute("data-indeterminate", "true");
    await form.user.click(all);
    await form.user.click(form.submit);
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(callsTo(form.fetchMock, "newsletter/subscribev2")[0]?.body).toEqual({
      mail: "erika@example.org",
      statisticId: "allID",
      resourceType: [...NEWSLETTER_RESOURCE_TYPES],
    });
  });

  it("puts the server's refusal at the field it names, until the field changes", async () => {
    const message = "Die E-Mail ist zu lang.";
    const form = await openForm({
      "POST newsletter/subscribev2": () => json({ code: "VALIDATION", message, field: "mail" }, 400),
    });
    await form.user.type(form.mail, "erika@example.org");
    await choose(form, "3111");
    await form.user.click(within(form.types).getByRole("checkbox", { name: "98 – Liefervereinbarung" }));
    await form.user.click(form.submit);
    await screen.findByText(message);
    expect(form.mail).toHaveAccessibleDescription(message);
    expect(form.mail).toHaveAttribute("aria-invalid", "true");
    expect(form.mail).toHaveFocus();
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
    await form.user.type(form.mail, "x");
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("says too many requests in the server's words", async () => {
    const form = await openForm({ "POST newsletter/subscribev2": rateLimited });
    await form.user.type(form.mail, "erika@example.org");
    await choose(form, "3111");
    await form.user.click(within(form.types).getByRole("checkbox", { name: "98 – Liefervereinbarung" }));
    await form.user.click(form.submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Zu viele Anfragen\. Bitte versuchen Sie es in einer Viertelstunde erneut\.$/,
    );
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
  });

  it("speaks English: the form, its messages and the types' names", async () => {
    const { fetchMock } = await renderAppInEnglish("/newsletter/subscribe", { api: newsletterApi });
    await findHeading("Subscribe to the newsletter", FIRST_LOAD);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("textbox", { name: /^Email address/ })).toHaveAccessibleDescription(
      "Please fill in.",
    );
    expect(screen.getByText("Please choose a statistic id or all statistic ids.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "97 – Electronic questionnaire" })).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: /^Statistic id/ }));
    expect(
      await screen.findByRole("option", { name: "all statistic ids (future ones too)" }),
    ).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(callsTo(fetchMock, "newsletter/subscribev2")).toHaveLength(0);
    await expectNoAxeViolations("newsletter subscribe form with errors, English");
  });
});
