import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import { resetLocation } from "../../../test/table.tsx";
import {
  findDialog,
  NEW_WITHOUT_EVAS,
  openProcesses,
  orgAdmin,
  posted,
  RIGHTS,
  tableLoads,
} from "../test-fixtures.ts";

beforeEach(() => resetLocation());

const approved = { ...NEW_WITHOUT_EVAS, actionStatus: "GENEHMIGT" };

async function openDecision(
  button: string,
  title: string,
  api: Parameters<typeof openProcesses>[0] = {},
  caller?: Parameters<typeof openProcesses>[1],
) {
  const view = await openProcesses(api, caller);
  await userEvent.click(within(view.table).getByRole("button", { name: button }));
  const dialog = await findDialog(title);
  return { ...view, dialog };
}

describe("a double click and an Enter decide once and say so", () => {
  it.each([
    ["genehmigen", "Genehmigen", "", "request/21/approve", "GENEHMIGT", "Antrag Nr. 21 wurde genehmigt."],
    [
      "ablehnen",
      "Ablehnen",
      "Unvollständig.",
      "request/reject/21",
      "ABGELEHNT",
      "Antrag Nr. 21 wurde abgelehnt.",
    ],
  ])("%s", async (verb, confirmLabel, reason, path, actionStatus, success) => {
    const decide = heldAnswer(() => json({ ...NEW_WITHOUT_EVAS, actionStatus }));
    const title = `Antrag Nr. 21 ${verb}`;
    const { dialog, fetchMock } = await openDecision(title, title, { [`POST ${path}`]: decide.handler });
    if (reason) await userEvent.type(within(dialog).getByRole("textbox", { name: "Begründung" }), reason);
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: confirmLabel }),
      held: decide,
      requests: () => requestsTo(fetchMock, "POST", path),
      success,
    });
  });
});

describe("Accept", () => {
  it("asks a new survey without EVAS for a placeholder EVAS (00000 by default) and sends the optional substantiation", async () => {
    const { dialog, fetchMock } = await openDecision("Antrag Nr. 21 genehmigen", "Antrag Nr. 21 genehmigen", {
      "POST request/21/approve": () => json(approved),
    });
    const group = within(dialog).getByRole("radiogroup", { name: "Platzhalter-EVAS" });
    expect(within(group).getByRole("radio", { name: "00000 – EVAS noch nicht zugeordnet" })).toBeChecked();
    expect(within(group).getAllByRole("radio")).toHaveLength(3);
    await expectNoAxeViolations("accept dialog with the EVAS choice");
    await userEvent.click(within(group).getByRole("radio", { name: /^01000/ }));
    const loads = tableLoads(fetchMock);
    // no minimum: accepting without a substantiation is allowed
    await userEvent.click(within(dialog).getByRole("button", { name: "Genehmigen" }));
    expect(await screen.findByText("Antrag Nr. 21 wurde genehmigt.")).toBeInTheDocument();
    expect(posted(fetchMock, "request/21/approve")).toEqual([{ reason: "", evas: "01000" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(tableLoads(fetchMock)).toBeGreaterThan(loads));
  });

  it("offers no EVAS choice where the request names its EVAS", async () => {
    // a rights request: an OrgAdmin accepts it (USER_READ), a StatDBAdmin does not (issue 24)
    const { dialog, fetchMock } = await openDecision(
      "Antrag Nr. 22 genehmigen",
      "Antrag Nr. 22 genehmigen",
      { "POST request/22/approve": () => json({ ...RIGHTS, actionStatus: "GENEHMIGT" }) },
      orgAdmin,
    );
    expect(within(dialog).queryByRole("radiogroup")).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Begründung (optional)" }), "Passt.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Genehmigen" }));
    await screen.findByText("Antrag Nr. 22 wurde genehmigt.");
    expect(posted(fetchMock, "request/22/approve")).toEqual([{ reason: "Passt." }]);
  });

  it("shows a failed performing in the dialog and leaves it open", async () => {
    const { dialog } = await openDecision("Antrag Nr. 21 genehmigen", "Antrag Nr. 21 genehmigen", {
      "POST request/21/approve": () =>
        json({ code: "ERHEBUNGSID_EXISTS", message: "Die Erhebungsid 1000126000007 gibt es bereits." }, 409),
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Genehmigen" }));
    expect(
      await within(dialog).findByText(
        "Fehler beim Genehmigen des Antrags. Grund: Die Erhebungsid 1000126000007 gibt es bereits. (ERHEBUNGSID_EXISTS)",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Antrag Nr. 21 genehmigen" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Genehmigen" })).toBeEnabled();
    await expectNoAxeViolations("accept dialog with its failure");
  });

  it("closes with the server's message and reloads the row when someone else decided meanwhile", async () => {
    const { dialog, fetchMock } = await openDecision("Antrag Nr. 21 genehmigen", "Antrag Nr. 21 genehmigen", {
      "POST request/21/approve": () =>
        json(
          {
            code: "REQUEST_DECIDED",
            message: "Über diesen Antrag ist bereits entschieden (Status Abgelehnt).",
          },
          409,
        ),
    });
    const loads = tableLoads(fetchMock);
    await userEvent.click(within(dialog).getByRole("button", { name: "Genehmigen" }));
    expect(
      await screen.findByText(
        "Fehler beim Genehmigen des Antrags. Grund: Über diesen Antrag ist bereits entschieden (Status Abgelehnt). (REQUEST_DECIDED)",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(tableLoads(fetchMock)).toBeGreaterThan(loads));
  });
});

describe("Decline", () => {
  it("needs a substantiation of more than 10 characters (reject-reason) before it sends", async () => {
    const { dialog, fetchMock } = await openDecision("Antrag Nr. 21 ablehnen", "Antrag Nr. 21 ablehnen", {
      "POST request/reject/21": () => json({ ...NEW_WITHOUT_EVAS, actionStatus: "ABGELEHNT" }),
    });
    const reason = within(dialog).getByRole("textbox", { name: "Begründung" });
    const confirm = within(dialog).getByRole("button", { name: "Ablehnen" });
    const rule = "Die Begründung einer Ablehnung muss länger als 10 Zeichen sein.";
    expect(confirm).toBeDisabled();
    expect(reason).toHaveAccessibleDescription(rule);
    await userEvent.type(reason, "1234567890");
    expect(confirm).toBeDisabled();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations("decline dialog with a short reason");
    await userEvent.type(reason, "1");
    expect(confirm).toBeEnabled();
    expect(reason).not.toHaveAccessibleDescription(rule);
    await userEvent.click(confirm);
    expect(await screen.findByText("Antrag Nr. 21 wurde abgelehnt.")).toBeInTheDocument();
    expect(posted(fetchMock, "request/reject/21")).toEqual([{ reason: "12345678901" }]);
  });
});
