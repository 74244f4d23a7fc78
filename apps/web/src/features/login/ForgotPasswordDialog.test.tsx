import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, renderApp, renderAppInEnglish } from "../../test/render.tsx";

type Api = NonNullable<Parameters<typeof renderApp>[1]>["api"];
const SENT = /Falls zu dieser Adresse ein Konto besteht, wurde ein Link/;

async function openDialog(api: Api = {}) {
  const view = renderApp("/login", { api });
  await findHeading("Anmelden", FIRST_LOAD);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Passwort vergessen?" }));
  const dialog = await screen.findByRole("dialog", { name: "Passwort vergessen?" });
  const email = within(dialog).getByRole("textbox", { name: /^E-Mail-Adresse/ });
  const submit = within(dialog).getByRole("button", { name: "Link anfordern" });
  const resetCalls = () =>
    view.fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/v1/person/password/reset"));
  return { ...view, user, dialog, email, submit, resetCalls };
}

describe("forgot password dialog", () => {
  it("checks the address before it asks the server", async () => {
    const { user, email, submit, resetCalls } = await openDialog();
    expect(email).toHaveFocus();
    await user.click(submit);
    expect(email).toHaveAccessibleDescription("Bitte geben Sie Ihre E-Mail-Adresse ein.");
    await user.type(email, "keine-adresse");
    await user.click(submit);
    expect(email).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(resetCalls()).toHaveLength(0);
    await expectNoAxeViolations("forgot password dialog with an error");
  });

  it("posts the address and shows the same neutral confirmation", async () => {
    const { user, email, submit, dialog, resetCalls } = await openDialog({
      "POST person/password/reset": () => json({ replacesEarlier: false }, 202),
    });
    await user.type(email, "  Erika@Example.org ");
    await user.click(submit);
    expect(await within(dialog).findByText(SENT)).toBeInTheDocument();
    expect(JSON.parse(String(resetCalls()[0]?.[1]?.body))).toEqual({ email: "Erika@Example.org" });
    await expectNoAxeViolations("forgot password confirmation");
    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a double click and an Enter on Link anfordern ask once and confirm", async () => {
    const reset = heldAnswer(() => json({ replacesEarlier: false }, 202));
    const { user, email, submit, fetchMock } = await openDialog({
      "POST person/password/reset": reset.handler,
    });
    await user.type(email, "erika@example.org");
    await expectOneRunAndSuccess({
      button: submit,
      held: reset,
      requests: () => requestsTo(fetchMock, "POST", "person/password/reset"),
      success: SENT,
    });
  });

  it("says that older links no longer work when the address was asked for before (decision 39)", async () => {
    const { user, email, submit, dialog } = await openDialog({
      "POST person/password/reset": () => json({ replacesEarlier: true }, 202),
    });
    await user.type(email, "erika@example.org");
    await user.click(submit);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Falls zu dieser Adresse ein Konto besteht, wurde ein neuer Link gesendet; ältere Links gelten nicht mehr. Bitte verwenden Sie den Link aus der neuesten E-Mail.",
    );
    expect(within(dialog).queryByText(SENT)).not.toBeInTheDocument();
  });

  it("shows the server's message when asked too often", async () => {
    const { user, email, submit, dialog } = await openDialog({
      "POST person/password/reset": () =>
        json({ code: "RATE_LIMITED", message: "Zu viele Anfragen. Bitte versuchen Sie es später." }, 429),
    });
    await user.type(email, "erika@example.org");
    await user.click(submit);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Zu viele Anfragen. Bitte versuchen Sie es später.",
    );
    expect(within(dialog).queryByText(SENT)).not.toBeInTheDocument();
  });

  it("speaks English", async () => {
    await renderAppInEnglish("/login", {
      api: { "POST person/password/reset": () => json({ replacesEarlier: true }, 202) },
    });
    await findHeading("Log in", FIRST_LOAD);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    const dialog = await screen.findByRole("dialog", { name: "Forgot password?" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Email address/ }), "erika@example.org");
    await user.click(within(dialog).getByRole("button", { name: "Request link" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "If an account exists for this address, a new link has been sent; older links no longer work. Please use the link in the newest email.",
    );
  });
});
