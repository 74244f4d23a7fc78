import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { findHeading } from "../../test/render.tsx";
import {
  APPLICANT,
  choose,
  FORM_FILLING,
  fill,
  fillApplicant,
  openRequestPage,
  posted,
  submit,
  textbox,
} from "./test-fixtures.ts";

const PAGE = "/requeststatisticid";
const TITLE = "Statistik-ID beantragen";

/** The NEW_ERHEBUNGSID part filled: a Landesstatistik without statistic id or EVAS. */
async function fillNewSurvey() {
  await choose("Art der Statistik", "Landesstatistik");
  await fill(textbox("Beschreibung der Erhebung"), "Erhebung der Pflegedienste");
  await choose("Amt der Erhebung", "07 – Rheinland-Pfalz");
}

describe("request page /requeststatisticid", FORM_FILLING, () => {
  it("names every missing field at the field, sums it up, moves the focus there and sends nothing", async () => {
    const { fetchMock } = await openRequestPage(PAGE, TITLE);
    await expectNoAxeViolations("request page, empty");
    await submit();
    expect(
      screen.getByText("Bitte überprüfen Sie Ihre Eingaben. Die betroffenen Felder sind rot markiert."),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Art der Statistik" })).toHaveFocus();
    for (const name of ["Vorname", "Name", "E-Mail-Adresse", "Beschreibung der Erhebung"]) {
      expect(textbox(name)).toHaveAttribute("aria-invalid", "true");
    }
    // the optional fields are not at fault
    expect(textbox("Statistik-ID")).toHaveAttribute("aria-invalid", "false");
    expect(textbox(/^Telefon/)).toHaveAttribute("aria-invalid", "false");
    expect(screen.getAllByText("Bitte füllen Sie dieses Feld aus.").length).toBeGreaterThanOrEqual(5);
    await expectNoAxeViolations("request page, errors");
    expect(posted(fetchMock, "request/create")).toHaveLength(0);

    // a corrected field loses its message at once; the summary goes with the last one
    await fill(textbox("E-Mail-Adresse"), "julia@");
    expect(screen.getByText("Bitte eine gültige E-Mail-Adresse angeben.")).toBeInTheDocument();
    await userEvent.type(textbox("Statistik-ID"), "12");
    expect(screen.getByText("Bitte geben Sie eine Statistik-ID aus vier Ziffern an.")).toBeInTheDocument();
    await userEvent.type(textbox("Statistik-ID"), "3x4");
    expect(textbox("Statistik-ID")).toHaveValue("1234");
    await userEvent.clear(textbox("Berichtszeitraum (BZR)"));
    await userEvent.type(textbox("Berichtszeitraum (BZR)"), "26a7");
    expect(textbox("Berichtszeitraum (BZR)")).toHaveValue("267");
    expect(
      screen.getByText("Bitte geben Sie einen gültigen Berichtszeitraum aus sechs Ziffern an."),
    ).toBeInTheDocument();
  });

  it("sends the request, says where the ticket link went, and starts afresh", async () => {
    const { fetchMock } = await openRequestPage(PAGE, TITLE);
    expect(screen.getByText(/Ohne EVAS wird bei der Genehmigung eine vorläufige EVAS/)).toBeInTheDocument();
    await fillNewSurvey();
    await fillApplicant();
    await fill(textbox("Begründung (optional)"), "Neue Landesstatistik ab 2026");
    await submit();
    const confirmation = await screen.findByText(
      "Ihr Antrag ist eingegangen; den Link zum Ticket haben wir an julia.schneider@statistik.example gesendet.",
    );
    expect(confirmation.closest("[role=status]")).toHaveFocus();
    expect(posted(fetchMock, "request/create")).toEqual([
      {
        requestSpecializing: {
          type: "NEW_ERHEBUNGSID",
          description: "Erhebung der Pflegedienste",
          evas: [],
          period: 0,
          bzr: expect.stringMatching(/^\d{2}0000$/),
          federalStateCode: "07",
          statistikArt: "Landesstatistik",
        },
        applicant: APPLICANT,
        substantiation: "Neue Landesstatistik ab 2026",
      },
    ]);
    expect(textbox("Vorname")).toHaveValue("");
    expect(textbox("Beschreibung der Erhebung")).toHaveValue("");
    expect(textbox("Begründung (optional)")).toHaveValue("");
    await expectNoAxeViolations("request page, sent");
  });

  it("a double click and an Enter on Antrag absenden send once and confirm", async () => {
    const create = heldAnswer(() => json({ id: 99 }, 201));
    const { fetchMock } = await openRequestPage(PAGE, TITLE, { "POST request/create": create.handler });
    await fillNewSurvey();
    await fillApplicant();
    await expectOneRunAndSuccess({
      button: screen.getByRole("button", { name: "Antrag absenden" }),
      held: create,
      requests: () => requestsTo(fetchMock, "POST", "request/create"),
      success: /^Ihr Antrag ist eingegangen/,
    });
  });

  it("adds EVAS as the survey dialog does, and sends their codes", async () => {
    const { fetchMock, user } = await openRequestPage(PAGE, TITLE);
    const evasField = textbox("EVAS hinzufügen");
    await waitFor(() => expect(screen.getByRole("button", { name: "Hinzufügen" })).toBeEnabled());
    await user.type(evasField, "46241{Enter}");
    expect(screen.getByText("Straßenverkehrsunfälle")).toBeInTheDocument();
    await fillNewSurvey();
    await fillApplicant();
    await submit();
    await screen.findByText(/Ihr Antrag ist eingegangen/);
    expect(posted(fetchMock, "request/create")[0]).toMatchObject({
      requestSpecializing: { evas: ["46241"] },
    });
  });

  it("keeps the honeypot from people and screen readers, and sends what a robot put in it", async () => {
    const { fetchMock, container } = await openRequestPage(PAGE, TITLE);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Webseite" })).not.toBeInTheDocument();
    // tabbing through the form never reaches it
    const user = userEvent.setup();
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(honeypot);
    }
    await fillNewSurvey();
    await fillApplicant();
    if (honeypot) await fill(honeypot, "http://spam.example");
    await submit();
    await screen.findByText(/Ihr Antrag ist eingegangen/);
    expect(posted(fetchMock, "request/create")[0]).toMatchObject({ website: "http://spam.example" });
  });

  it("shows the server's refusal of a field at that field, and the rate limit's words", async () => {
    let answer = json(
      {
        code: "VALIDATION",
        message: "Bitte geben Sie im Feld E-Mail eine gültige E-Mail-Adresse an.",
        field: "applicant.mail",
      },
      400,
    );
    const { fetchMock } = await openRequestPage(PAGE, TITLE, { "POST request/create": () => answer });
    await fillNewSurvey();
    await fillApplicant();
    await submit();
    const mail = textbox("E-Mail-Adresse");
    expect(
      await screen.findByText("Bitte geben Sie im Feld E-Mail eine gültige E-Mail-Adresse an."),
    ).toBeInTheDocument();
    expect(mail).toHaveAttribute("aria-invalid", "true");
    expect(mail).toHaveFocus();
    // changing the field takes the server's word back
    await userEvent.type(mail, "x");
    expect(mail).toHaveAttribute("aria-invalid", "false");

    answer = json(
      {
        code: "RATE_LIMITED",
        message: "Zu viele Anträge von Ihrer Adresse. Bitte versuchen Sie es in einer Stunde erneut.",
      },
      429,
    );
    await submit();
    expect(
      await screen.findByText(
        "Zu viele Anträge von Ihrer Adresse. Bitte versuchen Sie es in einer Stunde erneut.",
      ),
    ).toBeInTheDocument();
    // nothing was lost: the form keeps what was typed
    expect(textbox("Beschreibung der Erhebung")).toHaveValue("Erhebung der Pflegedienste");
    expect(posted(fetchMock, "request/create")).toHaveLength(2);
  });

  it("speaks English", async () => {
    await i18n.changeLanguage("en");
    await openRequestPage(PAGE, "Request a statistic id");
    await submit("Send request");
    expect(
      screen.getByText("Please check your input. The fields concerned are marked in red."),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Please fill in this field.").length).toBeGreaterThanOrEqual(5);
    const form = screen.getByRole("button", { name: "Send request" }).closest("form");
    expect(within(form as HTMLElement).getByRole("heading", { name: "About you" })).toBeInTheDocument();
    await expectNoAxeViolations("request page in English");
  });
});

describe("request overview /requests", () => {
  it("leads to the five request pages, each with what it is for", async () => {
    const { user } = await openRequestPage("/requests", "Antrag stellen");
    const links = screen.getAllByRole("link").filter((link) => link.closest("main") !== null);
    expect(links.map((link) => link.textContent)).toEqual([
      "Statistik-ID beantragen",
      "Erhebungsid bearbeiten",
      "Erhebungsid fortführen",
      "Erhebungsid archivieren",
      "Administrationszugang beantragen",
    ]);
    expect(screen.getByText(/Beantragen Sie die Archivierung einer Erhebung/)).toBeInTheDocument();
    await expectNoAxeViolations("request overview");
    await user.click(screen.getByRole("link", { name: "Erhebungsid archivieren" }));
    await findHeading("Erhebungsid archivieren");
  });
});
