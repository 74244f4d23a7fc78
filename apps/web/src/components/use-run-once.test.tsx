import Button from "@mui/material/Button";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useRunOnce } from "./use-run-once.ts";

/** A form whose action refuses an empty name, else waits for the test to settle the "request". */
function Form({ send }: { send(name: string): Promise<void> }) {
  const [name, setName] = useState("");
  const [refused, setRefused] = useState(false);
  const submit = useRunOnce(async () => {
    setRefused(name === "");
    if (name !== "") await send(name);
  });
  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {refused && <p>Bitte einen Namen angeben.</p>}
      <Button type="submit" {...submit.busy}>
        Speichern
      </Button>
    </form>
  );
}

function pendingSend() {
  const settles: Array<() => void> = [];
  const send = vi.fn(() => new Promise<void>((resolve) => settles.push(resolve)));
  return {
    send,
    settleAll: () => {
      for (const settle of settles) settle();
    },
  };
}

describe("useRunOnce", () => {
  it("a refused click, then a double click and a second Enter: one run, the button busy until it settles", async () => {
    const { send, settleAll } = pendingSend();
    render(<Form send={send} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(screen.getByText("Bitte einen Namen angeben.")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Anna");
    await user.dblClick(screen.getByRole("button", { name: "Speichern" }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "{Enter}");
    const button = screen.getByRole("button", { name: "Speichern" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(send).toHaveBeenCalledOnce();

    settleAll();
    await waitFor(() => expect(screen.getByRole("button", { name: "Speichern" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Speichern" })).toHaveAttribute("aria-busy", "false");
    expect(send).toHaveBeenCalledExactlyOnceWith("Anna");
  });

  it("runs again once the first run has settled, also after a failure", async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error("refused")).mockResolvedValueOnce(undefined);
    function Probe() {
      const [text, setText] = useState("");
      const run = useRunOnce(() =>
        send().then(
          () => setText("gespeichert"),
          () => setText("Fehler"),
        ),
      );
      return (
        <>
          <Button onClick={() => void run.run()} {...run.busy}>
            Speichern
          </Button>
          <p>{text}</p>
        </>
      );
    }
    render(<Probe />);
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Fehler")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("gespeichert")).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
