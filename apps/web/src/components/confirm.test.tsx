import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe.ts";
import { ConfirmProvider, useConfirm } from "./confirm.tsx";

function Probe({ action, onClosed }: { action(): Promise<unknown>; onClosed(): void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={async () => {
        await confirm({ title: "Löschen?", message: "Wirklich?", action });
        onClosed();
      }}
    >
      fragen
    </button>
  );
}

/** An action that settles when the test says so: the request still under way. */
function pendingAction() {
  let settle = () => {};
  const action = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
  return { action, settle: () => settle() };
}

async function ask(action: () => Promise<unknown>) {
  const onClosed = vi.fn();
  render(
    <ConfirmProvider>
      <Probe action={action} onClosed={onClosed} />
    </ConfirmProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "fragen" }));
  const dialog = screen.getByRole("dialog", { name: "Löschen?" });
  expect(dialog).toHaveAccessibleDescription("Wirklich?");
  return { onClosed };
}

describe("confirm dialog", () => {
  it("cancel closes it without running the action", async () => {
    const { action } = pendingAction();
    const { onClosed } = await ask(action);
    await userEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledOnce());
    expect(action).not.toHaveBeenCalled();
  });

  it("a double click runs the action once; the dialog stays busy until it settles, then closes", async () => {
    const { action, settle } = pendingAction();
    const { onClosed } = await ask(action);
    const user = userEvent.setup({ delay: null });
    await user.dblClick(screen.getByRole("button", { name: "Bestätigen" }));
    await user.keyboard("{Enter}");
    const busy = screen.getByRole("button", { name: "Bestätigen" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Löschen?" })).toBeInTheDocument();
    await expectNoAxeViolations("confirm dialog while its action runs");
    expect(onClosed).not.toHaveBeenCalled();
    settle();
    await waitFor(() => expect(onClosed).toHaveBeenCalledOnce());
    expect(action).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
