import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { callsTo, invalidToken, queryOf, TOKEN, USERDATA } from "./test-fixtures.ts";

const SUBSCRIBE = "Newsletter-Anmeldung bestätigen";
const UNSUBSCRIBE = "Newsletter-Abmeldung bestätigen";

async function openPage(path: string, heading: string, api: RenderAppOptions["api"] = {}) {
  const view = renderApp(path, { api });
  await findHeading(heading, FIRST_LOAD);
  return { ...view, user: userEvent.setup() };
}

describe("newsletter verify pages", () => {
  it("confirms a subscription only with the button, then lists the address's topics", async () => {
    const { user, fetchMock } = await openPage(`/newsletter/verify/subscribe?token=${TOKEN}`, SUBSCRIBE, {
      [`GET newsletter/verify/subscribe?token=${TOKEN}`]: () => json(USERDATA),
    });
    const confirm = screen.getByRole("button", { name: "Anmeldung bestätigen" });
    // a mail scanner that opens the link changes nothing: the page alone asks the server nothing
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("newsletter/"))).toHaveLength(0);
    await expectNoAxeViolations("newsletter verify subscribe");

    await user.click(confirm);
    expect(
      await screen.findByText(/Ihre Anmeldung ist bestätigt\. erika@example\.org erhält/),
    ).toBeInTheDocument();
    const calls = callsTo(fetchMock, "newsletter/verify/subscribe");
    expect(calls.map((c) => queryOf(c.url, "token"))).toEqual([TOKEN]);
    const topics = screen.getByRole("list", { name: "Bestätigte Themen" });
    expect(
      within(topics)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Statistik-ID 1261: 97 – Elektronischer Fragebogen",
      "Alle Statistik-IDs: 99 – Erhebungsbeschreibung",
    ]);
    expect(screen.queryByRole("button", { name: "Anmeldung bestätigen" })).not.toBeInTheDocument();
    await expectNoAxeViolations("newsletter subscription confirmed");
  });

  it("confirms a cancellation only with the button", async () => {
    const { user, fetchMock } = await openPage(`/newsletter/verify/unsubscribe?token=${TOKEN}`, UNSUBSCRIBE, {
      [`GET newsletter/verify/unsubscribe?token=${TOKEN}`]: () => json({ mail: USERDATA.mail, topics: [] }),
    });
    expect(callsTo(fetchMock, "newsletter/verify/unsubscribe")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Abmeldung bestätigen" }));
    expect(
      await screen.findByText("Sie sind abgemeldet. erika@example.org erhält keinen Newsletter mehr."),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "newsletter/verify/unsubscribe")).toHaveLength(1);
    await expectNoAxeViolations("newsletter cancellation confirmed");
  });

  it.each([
    ["subscribe", SUBSCRIBE, "Anmeldung bestätigen", USERDATA, /Ihre Anmeldung ist bestätigt\./],
    [
      "unsubscribe",
      UNSUBSCRIBE,
      "Abmeldung bestätigen",
      { mail: USERDATA.mail, topics: [] },
      /Sie sind abgemeldet\./,
    ],
  ])(
    "a double click and an Enter on the %s confirmation confirm once and say so",
    async (kind, heading, label, answer, success) => {
      const verify = heldAnswer(() => json(answer));
      const { fetchMock } = await openPage(`/newsletter/verify/${kind}?token=${TOKEN}`, heading, {
        [`GET newsletter/verify/${kind}?token=${TOKEN}`]: verify.handler,
      });
      await expectOneRunAndSuccess({
        button: screen.getByRole("button", { name: label }),
        held: verify,
        requests: () => callsTo(fetchMock, `newsletter/verify/${kind}`),
        success,
      });
    },
  );

  it("says a missing or malformed token is invalid without asking the server", async () => {
    for (const path of ["/newsletter/verify/subscribe", "/newsletter/verify/subscribe?token=kurz"]) {
      const { fetchMock, unmount } = await openPage(path, SUBSCRIBE);
      expect(
        screen.getByText(/Der Link ist ungültig, wurde schon benutzt oder ist abgelaufen/),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Newsletter erneut bestellen" })).toHaveAttribute(
        "href",
        "/newsletter/subscribe",
      );
      expect(screen.queryByRole("button", { name: "Anmeldung bestätigen" })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, "newsletter/verify/subscribe")).toHaveLength(0);
      unmount();
    }
  });

  it("says a wrong, used or expired token is invalid once the button asked, with the way to a new link", async () => {
    const { user } = await openPage(`/newsletter/verify/unsubscribe?token=${TOKEN}`, UNSUBSCRIBE, {
      [`GET newsletter/verify/unsubscribe?token=${TOKEN}`]: invalidToken,
    });
    await user.click(screen.getByRole("button", { name: "Abmeldung bestätigen" }));
    expect(await screen.findByText(/Einen neuen Abmeldelink fordern Sie/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abmeldelink neu anfordern" })).toHaveAttribute(
      "href",
      "/newsletter/unsubscribe",
    );
    await expectNoAxeViolations("newsletter verify, invalid token");
  });

  it("keeps the button for another try when the server fails, with SPEC 8's message", async () => {
    const { user } = await openPage(`/newsletter/verify/subscribe?token=${TOKEN}`, SUBSCRIBE, {
      [`GET newsletter/verify/subscribe?token=${TOKEN}`]: () =>
        json({ code: "DB_DOWN", message: "Datenbank nicht erreichbar" }, 500),
    });
    await user.click(screen.getByRole("button", { name: "Anmeldung bestätigen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Fehler beim Bestätigen des Newsletters. Grund: Datenbank nicht erreichbar (DB_DOWN)",
    );
    expect(screen.getByRole("button", { name: "Anmeldung bestätigen" })).toBeEnabled();
  });
});
