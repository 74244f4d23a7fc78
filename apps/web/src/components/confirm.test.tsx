import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConfirmProvider, useConfirm } from "./confirm.tsx";

function Probe({ onAnswer }: { onAnswer(answer: boolean): void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={async () => onAnswer(await confirm({ title: "Löschen?", message: "Wirklich?" }))}
    >
      fragen
    </button>
  );
}

describe("confirm dialog", () => {
  it.each([
    ["Bestätigen", true],
    ["Abbrechen", false],
  ])("resolves the answer of '%s' as %s", async (button, expected) => {
    const answers: boolean[] = [];
    render(
      <ConfirmProvider>
        <Probe onAnswer={(a) => answers.push(a)} />
      </ConfirmProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "fragen" }));
    const dialog = screen.getByRole("dialog", { name: "Löschen?" });
    expect(dialog).toHaveAccessibleDescription("Wirklich?");
    await userEvent.click(screen.getByRole("button", { name: button }));
    expect(answers).toEqual([expected]);
  });
});
