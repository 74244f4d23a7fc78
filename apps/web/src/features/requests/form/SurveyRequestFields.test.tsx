import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { json } from "../../../test/http.ts";
import {
  APPLICANT,
  FORM_FILLING,
  FOUND,
  fill,
  fillApplicant,
  openRequestPage,
  posted,
  SURVEY,
  submit,
  textbox,
} from "../test-fixtures.ts";

const picker = () => screen.getByRole("combobox", { name: "Erhebungsid" });

type Opened = Awaited<ReturnType<typeof openRequestPage>>;

/** Types into the survey picker and chooses the option of `erhebungsid` from what the search found. */
async function pickSurvey({ user, fetchMock }: Opened, erhebungsid: string) {
  await user.type(picker(), "Boden");
  // one search for the settled text, not one per keystroke
  await waitFor(() => expect(posted(fetchMock, "eid/minimalized")).toContainEqual({ search: "Boden" }));
  expect(posted(fetchMock, "eid/minimalized").length).toBeLessThan(5);
  const option = await screen.findByRole("option", { name: new RegExp(`^${erhebungsid} – `) });
  await user.click(option);
}

describe("survey requests: the survey picker", FORM_FILLING, () => {
  it("searches eid/minimalized as the visitor types and fills the chosen survey's data (UPDATE)", async () => {
    const page = await openRequestPage("/editerhebungsid", "Erhebungsid bearbeiten");
    const { fetchMock } = page;
    await pickSurvey(page, SURVEY.erhebungsid);
    expect(picker()).toHaveValue(SURVEY.erhebungsid);
    expect(
      await screen.findByText(/Die aktuellen Daten der Erhebung 1126125000009 sind eingetragen/),
    ).toBeInTheDocument();
    expect(textbox("Beschreibung der Erhebung")).toHaveValue(SURVEY.description);
    expect(textbox("Berichtszeitraum (BZR)")).toHaveValue("250000");
    expect(screen.getByRole("combobox", { name: "Amt der Erhebung" })).toHaveTextContent("09 – Bayern");
    expect(screen.getByRole("combobox", { name: "Periodizität" })).toHaveTextContent("03 – jährlich");
    expect(screen.getByText("Fortschreibung des Bevölkerungsstandes")).toBeInTheDocument();
    await expectNoAxeViolations("edit request, filled");

    await fill(textbox("Beschreibung der Erhebung"), " (neu)");
    await fillApplicant();
    await submit();
    await screen.findByText(/Ihr Antrag ist eingegangen/);
    expect(posted(fetchMock, "request/create")).toEqual([
      {
        requestSpecializing: {
          type: "UPDATE_ERHEBUNGSID",
          erhebungsid: SURVEY.erhebungsid,
          description: `${SURVEY.description} (neu)`,
          evas: ["12411"],
          period: 3,
          bzr: "250000",
          federalStateCode: "09",
        },
        applicant: APPLICANT,
        substantiation: "",
      },
    ]);
  });

  it("continues a survey with a new bzr (CONTINUE), and needs at least one EVAS", async () => {
    const page = await openRequestPage("/continueerhebungsid", "Erhebungsid fortführen");
    const { fetchMock, user } = page;
    await pickSurvey(page, SURVEY.erhebungsid);
    await screen.findByText(/sind eingetragen/);
    const bzr = textbox("Berichtszeitraum (BZR)");
    await user.clear(bzr);
    await fill(bzr, "260000");
    await user.click(screen.getByRole("button", { name: "EVAS 12411 entfernen" }));
    await fillApplicant();
    await submit();
    expect(screen.getByText("Bitte ordnen Sie mindestens eine EVAS zu.")).toBeInTheDocument();
    expect(posted(fetchMock, "request/create")).toHaveLength(0);
    await fill(textbox("EVAS hinzufügen"), "12211");
    await user.click(screen.getByRole("button", { name: "Hinzufügen" }));
    await submit();
    await screen.findByText(/Ihr Antrag ist eingegangen/);
    expect(posted(fetchMock, "request/create")[0]).toMatchObject({
      requestSpecializing: { type: "CONTINUE_ERHEBUNGSID", bzr: "260000", evas: ["12211"] },
    });
  });

  it("archives a typed Erhebungsid: a malformed one at the field, an unknown one by the server's words", async () => {
    const unknown = "1999925000009";
    const { fetchMock, user } = await openRequestPage("/archiveerhebungsid", "Erhebungsid archivieren", {
      "POST request/create": () =>
        json(
          {
            code: "VALIDATION",
            message: `Eine Erhebung mit der Erhebungsid ${unknown} gibt es nicht.`,
            field: "requestSpecializing.erhebungsid",
          },
          400,
        ),
    });
    // archiving loads no survey data: there is nothing to fill but the reason
    expect(screen.queryByRole("textbox", { name: "Berichtszeitraum (BZR)" })).not.toBeInTheDocument();
    await fill(picker(), "12345");
    await fill(textbox("Begründung der Archivierung"), "Wird nicht mehr erhoben.");
    await fillApplicant();
    await submit();
    expect(screen.getByText(/Bitte geben Sie eine 13-stellige Erhebungsid an/)).toBeInTheDocument();
    expect(picker()).toHaveFocus();
    expect(posted(fetchMock, "request/create")).toHaveLength(0);

    await user.clear(picker());
    await fill(picker(), unknown);
    await user.keyboard("{Escape}");
    await submit();
    expect(
      await screen.findByText(`Eine Erhebung mit der Erhebungsid ${unknown} gibt es nicht.`),
    ).toBeInTheDocument();
    expect(picker()).toHaveAttribute("aria-invalid", "true");
    expect(posted(fetchMock, "request/create")).toEqual([
      {
        requestSpecializing: {
          type: "ARCHIVE_ERHEBUNGSID",
          erhebungsid: unknown,
          description: "Wird nicht mehr erhoben.",
        },
        applicant: APPLICANT,
        substantiation: "",
      },
    ]);
    await expectNoAxeViolations("archive request, refused id");
  });

  it("says so when the chosen survey's data cannot be loaded", async () => {
    const [, other] = FOUND;
    const page = await openRequestPage("/editerhebungsid", "Erhebungsid bearbeiten", {
      [`GET eid/erhebungsid/${other?.erhebungsid}`]: () =>
        json({ code: "NOT_FOUND", message: "Ungültige Erhebungsid." }, 404),
    });
    await pickSurvey(page, other?.erhebungsid ?? "");
    expect(await screen.findByText(/Ungültige Erhebungsid\./)).toBeInTheDocument();
    expect(textbox("Beschreibung der Erhebung")).toHaveValue("");
  });
});
