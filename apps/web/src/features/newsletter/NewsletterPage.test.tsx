import { person } from "@erhdb/domain/testing/persons";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, renderApp, renderAppInEnglish } from "../../test/render.tsx";
import { callsTo, newsletterApi, TOKEN } from "./test-fixtures.ts";

describe("newsletter overview page", () => {
  it("explains the newsletter and leads to subscribe, edit and unsubscribe", async () => {
    const { fetchMock } = renderApp("/newsletter");
    await findHeading("Newsletter", FIRST_LOAD);
    const links = {
      "Newsletter abonnieren": "/newsletter/subscribe",
      "Link zum Bearbeiten anfordern": "/newsletter/edit",
      "Newsletter abbestellen": "/newsletter/unsubscribe",
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    // only a logged-in user edits without a mail
    expect(screen.queryByRole("button", { name: "Meine Abonnements bearbeiten" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "newsletter/tokenForUser")).toHaveLength(0);
    await expectNoAxeViolations("newsletter overview");
  });

  it("takes a logged-in user to the edit page of the own address with a token of tokenForUser", async () => {
    const { fetchMock, router } = renderApp("/newsletter", {
      person: person("LoggedUser"),
      api: {
        ...newsletterApi,
        "GET newsletter/tokenForUser": () => json({ token: TOKEN }),
        [`GET newsletter/userdata?token=${TOKEN}`]: () => json({ mail: "test@example.org", topics: [] }),
      },
    });
    await findHeading("Newsletter", FIRST_LOAD);
    expect(
      screen.getByText(/die Themen Ihrer Adresse test@example\.org bearbeiten Sie auch ohne Mail/),
    ).toBeInTheDocument();
    // the token is asked for on the click, never by loading the page
    expect(callsTo(fetchMock, "newsletter/tokenForUser")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Meine Abonnements bearbeiten" }));
    await findHeading("Newsletter-Einstellungen ändern", FIRST_LOAD);
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    expect(
      await screen.findByText("Keine Themen: diese Adresse erhält keinen Newsletter."),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "newsletter/tokenForUser")).toHaveLength(1);
  });

  it("a double click and an Enter on Meine Abonnements bearbeiten ask for one token and open the edit page", async () => {
    const token = heldAnswer(() => json({ token: TOKEN }));
    const { fetchMock } = renderApp("/newsletter", {
      person: person("LoggedUser"),
      api: {
        ...newsletterApi,
        "GET newsletter/tokenForUser": token.handler,
        [`GET newsletter/userdata?token=${TOKEN}`]: () => json({ mail: "test@example.org", topics: [] }),
      },
    });
    await findHeading("Newsletter", FIRST_LOAD);
    await expectOneRunAndSuccess({
      button: screen.getByRole("button", { name: "Meine Abonnements bearbeiten" }),
      held: token,
      requests: () => callsTo(fetchMock, "newsletter/tokenForUser"),
      success: "Keine Themen: diese Adresse erhält keinen Newsletter.",
    });
  });

  it("speaks English", async () => {
    await renderAppInEnglish("/newsletter");
    await findHeading("Newsletter", FIRST_LOAD);
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).toBeInTheDocument();
    expect(screen.getByText(/tells you by mail when public resources/)).toBeInTheDocument();
    await expectNoAxeViolations("newsletter overview, English");
  });
});
