import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { callsTo, queryOf, rateLimited } from "./test-fixtures.ts";

const UNSUBSCRIBE_CALL = "GET newsletter/unsubscribev2?mail=erika%40example.org";
const SENT = /Wenn zu dieser Adresse ein Newsletter besteht, kommt in Kürze eine Mail mit einem Link/;

async function openPage(api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/newsletter/unsubscribe", { api });
  await findHeading("Newsletter abbestellen", FIRST_LOAD);
  return {
    ...view,
    user: userEvent.setup(),
    mail: screen.getByRole("textbox", { name: /^E-Mail-Adresse/ }),
    submit: screen.getByRole("button", { name: "Abmeldelink anfordern" }),
  };
}

describe("newsletter unsubscribe page", () => {
  it("checks the address before sending", async () => {
    const { user, mail, submit, fetchMock } = await openPage();
    await user.click(submit);
    expect(mail).toHaveAccessibleDescription("Bitte ausfüllen.");
    expect(mail).toHaveFocus();
    await user.type(mail, "erika");
    expect(mail).toHaveAccessibleDescription("Bitte eine gültige E-Mail-Adresse angeben.");
    expect(callsTo(fetchMock, "newsletter/unsubscribev2")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Themen ändern" })).toHaveAttribute("href", "/newsletter/edit");
    await expectNoAxeViolations("newsletter unsubscribe form with an error");
  });

  it("mails the link, answers neutrally, and sends it again on request", async () => {
    const { user, mail, submit, fetchMock } = await openPage({
      [UNSUBSCRIBE_CALL]: () => json({}, 202),
      "GET newsletter/unsubscribe/resend?mail=erika%40example.org": () => json({}, 202),
    });
    await user.type(mail, "Erika@Example.org");
    await user.click(submit);
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(callsTo(fetchMock, "newsletter/unsubscribev2").map((c) => queryOf(c.url, "mail"))).toEqual([
      "erika@example.org",
    ]);
    await expectNoAxeViolations("newsletter unsubscribe link sent");

    await user.click(screen.getByRole("button", { name: "Abmeldelink erneut senden" }));
    expect(
      await screen.findByText(
        "Wenn zu dieser Adresse ein Newsletter besteht, ist ein neuer Abmeldelink unterwegs.",
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "newsletter/unsubscribe/resend")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Abmeldelink erneut senden" })).not.toBeInTheDocument();
  });

  it("a double click and an Enter on Abmeldelink anfordern mail once and answer neutrally", async () => {
    const unsubscribe = heldAnswer(() => json({}, 202));
    const { user, mail, submit, fetchMock } = await openPage({ [UNSUBSCRIBE_CALL]: unsubscribe.handler });
    await user.type(mail, "erika@example.org");
    await expectOneRunAndSuccess({
      button: submit,
      held: unsubscribe,
      requests: () => callsTo(fetchMock, "newsletter/unsubscribev2"),
      success: SENT,
    });
  });

  it("a double click and an Enter on Abmeldelink erneut senden mail once more and say so", async () => {
    const resend = heldAnswer(() => json({}, 202));
    const { user, mail, submit, fetchMock } = await openPage({
      [UNSUBSCRIBE_CALL]: () => json({}, 202),
      "GET newsletter/unsubscribe/resend?mail=erika%40example.org": resend.handler,
    });
    await user.type(mail, "erika@example.org");
    await user.click(submit);
    await expectOneRunAndSuccess({
      button: await screen.findByRole("button", { name: "Abmeldelink erneut senden" }),
      held: resend,
      requests: () => callsTo(fetchMock, "newsletter/unsubscribe/resend"),
      success: "Wenn zu dieser Adresse ein Newsletter besteht, ist ein neuer Abmeldelink unterwegs.",
    });
  });

  it("says too many requests in the server's words", async () => {
    const { user, mail, submit } = await openPage({ [UNSUBSCRIBE_CALL]: rateLimited });
    await user.type(mail, "erika@example.org");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Zu viele Anfragen\. Bitte versuchen Sie es in einer Viertelstunde erneut\.$/,
    );
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    await expectNoAxeViolations("newsletter unsubscribe, too many requests");
  });
});
