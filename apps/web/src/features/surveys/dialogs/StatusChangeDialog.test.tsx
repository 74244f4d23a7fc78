import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { clickTwiceAndEnter, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { type Handler, json, type mockApi } from "../../../test/http.ts";
import {
  APPROVED,
  BLOCKED,
  chooseRowAction,
  openSurveysPage,
  surveyDetail,
} from "../../../test/survey-fixtures.ts";
import { resetLocation } from "../../../test/table.tsx";

// The survey form (helper C's) is not part of these tests.
vi.mock("../form/use-survey-form.tsx", () => ({ useSurveyForm: () => ({ open: vi.fn(), dialog: null }) }));

beforeEach(() => resetLocation());

const admin = person("SuperAdmin", ["ERHEBUNGSID_CREATE", "ERHEBUNGSID_DELETE", "COMMENTARY_READ"]);
const answered = (body: unknown) => () => json(body);

async function openDialog(erhebungsid: string, entry: string, api: Record<string, Handler> = {}) {
  const view = await openSurveysPage({
    person: admin,
    api: {
      [`GET eid/erhebungsid/${BLOCKED}`]: answered(
        surveyDetail({ erhebungsid: BLOCKED, status: 0, accessMode: true }),
      ),
      ...api,
    },
  });
  await chooseRowAction(erhebungsid, entry);
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByRole("textbox", { name: "Kommentar" });
  return { ...view, dialog };
}

const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe("approve, block, archive and delete dialogs", () => {
  it("approve: asks for a comment, keeps the current access mode until changed, and unlocks", async () => {
    const { dialog, fetchMock } = await openDialog(BLOCKED, "Freigeben", {
      [`POST eid/${BLOCKED}/unlock`]: answered(surveyDetail({ erhebungsid: BLOCKED })),
    });
    expect(dialog).toHaveAccessibleName("Erhebungsid freigeben");
    expect(dialog).toHaveAccessibleDescription(`Soll die Erhebungsid ${BLOCKED} freigegeben werden?`);
    const access = within(dialog).getByRole("checkbox", { name: "Öffentlich zugänglich (extern)" });
    expect(access).toBeChecked();
    expect(within(dialog).queryByRole("checkbox", { name: /Endgültig/ })).toBeNull();

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Freigeben" }));
    expect(await within(dialog).findByText("Bitte einen Kommentar angeben.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Kommentar" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(posts(fetchMock, `eid/${BLOCKED}/unlock`)).toHaveLength(0);
    await expectNoAxeViolations("approve dialog with an error");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "geprüft");
    await userEvent.click(access);
    await userEvent.click(within(dialog).getByRole("button", { name: "Freigeben" }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(posts(fetchMock, `eid/${BLOCKED}/unlock`)).toEqual([{ comment: "geprüft", accessMode: false }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("approve after a refused confirm, then a double click: one unlock, the success message, no error", async () => {
    const unlock = heldAnswer(answered(surveyDetail({ erhebungsid: BLOCKED })));
    const { dialog, fetchMock } = await openDialog(BLOCKED, "Freigeben", {
      [`POST eid/${BLOCKED}/unlock`]: unlock.handler,
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Freigeben" }));
    expect(await within(dialog).findByText("Bitte einen Kommentar angeben.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "geprüft");
    const confirm = within(dialog).getByRole("button", { name: "Freigeben" });
    await clickTwiceAndEnter(confirm);
    await waitFor(() => expect(unlock.calls()).toBe(1));
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute("aria-busy", "true");
    await expectNoAxeViolations("approve dialog while the unlock runs");
    unlock.release();
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "POST", `eid/${BLOCKED}/unlock`)).toHaveLength(1);
    expect(screen.queryByText(/Fehler/)).toBeNull();
  });

  it("approve: a refusal names the user's action (Freigeben), not the call's (unlock)", async () => {
    const { dialog } = await openDialog(BLOCKED, "Freigeben", {
      [`POST eid/${BLOCKED}/unlock`]: () => json({ code: "CONFLICT", message: "Schon freigegeben." }, 409),
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "geprüft");
    await userEvent.click(within(dialog).getByRole("button", { name: "Freigeben" }));
    expect(
      await screen.findByText("Fehler beim Freigeben der Erhebungsid. Grund: Schon freigegeben. (CONFLICT)"),
    ).toBeInTheDocument();
  });

  it("block: prefilled with the approved survey's public access, and locks", async () => {
    const { dialog, fetchMock } = await openDialog(APPROVED, "Sperren", {
      [`POST eid/${APPROVED}/lock`]: answered(surveyDetail({ status: 0 })),
    });
    expect(dialog).toHaveAccessibleName("Erhebungsid sperren");
    expect(within(dialog).getByRole("checkbox", { name: "Öffentlich zugänglich (extern)" })).toBeChecked();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "Fehler gefunden");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sperren" }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(posts(fetchMock, `eid/${APPROVED}/lock`)).toEqual([
      { comment: "Fehler gefunden", accessMode: true },
    ]);
  });

  it("archive: a comment only; the server's refusal is shown and the dialog stays", async () => {
    const { dialog, fetchMock } = await openDialog(BLOCKED, "Archivieren", {
      [`POST eid/${BLOCKED}/archive`]: () =>
        json({ code: "CONFLICT", message: "Die Erhebungsid ist bereits archiviert." }, 409),
    });
    expect(dialog).toHaveAccessibleName("Erhebungsid archivieren");
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "Ende");
    await userEvent.click(within(dialog).getByRole("button", { name: "Archivieren" }));
    expect(
      await screen.findByText(
        "Fehler beim Archivieren der Erhebungsid. Grund: Die Erhebungsid ist bereits archiviert. (CONFLICT)",
      ),
    ).toBeInTheDocument();
    expect(posts(fetchMock, `eid/${BLOCKED}/archive`)).toEqual([{ comment: "Ende" }]);
    expect(screen.getByRole("dialog", { name: "Erhebungsid archivieren" })).toBeInTheDocument();
  });

  it("delete: offers the physical delete only where the server lists deleteRigorous", async () => {
    const { dialog } = await openDialog(BLOCKED, "Löschen");
    expect(dialog).toHaveAccessibleName("Erhebungsid löschen");
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
  });

  it("delete: the physical delete warns and calls deleterigoros", async () => {
    const { dialog, fetchMock } = await openDialog(APPROVED, "Löschen", {
      [`POST eid/${APPROVED}/deleterigoros`]: answered({ id: 11, deleted: true }),
    });
    const rigorous = within(dialog).getByRole("checkbox", { name: "Endgültig löschen (physisch)" });
    expect(rigorous).not.toBeChecked();
    await userEvent.click(rigorous);
    expect(within(dialog).getByText(/lässt sich nicht rückgängig machen/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "Dublette");
    await expectNoAxeViolations("delete dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("Aktion erfolgreich ausgeführt.")).toBeInTheDocument();
    expect(posts(fetchMock, `eid/${APPROVED}/deleterigoros`)).toEqual([{ comment: "Dublette" }]);
    expect(posts(fetchMock, `eid/${APPROVED}/delete`)).toHaveLength(0);
  });

  it("delete: the logical delete, refused for a missing right", async () => {
    const { dialog, fetchMock } = await openDialog(APPROVED, "Löschen", {
      [`POST eid/${APPROVED}/delete`]: () => json({ code: "FORBIDDEN", message: "verboten" }, 403),
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "weg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("Sie haben keine Berechtigung für diese Aktion.")).toBeInTheDocument();
    expect(posts(fetchMock, `eid/${APPROVED}/delete`)).toEqual([{ comment: "weg" }]);
  });

  it("cancel sends nothing", async () => {
    const { dialog, fetchMock } = await openDialog(APPROVED, "Archivieren");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Kommentar" }), "doch nicht");
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(fetchMock, `eid/${APPROVED}/archive`)).toHaveLength(0);
  });
});
