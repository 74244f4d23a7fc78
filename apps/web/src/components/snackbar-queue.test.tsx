import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SnackbarMessageProps } from "./SnackbarMessage.tsx";
import { loadSnackbar, SnackbarProvider, type SnackbarService, useSnackbar } from "./snackbar.tsx";

// The queue's contract with the message it shows, without MUI's timers: the props each message got.
const shown = new Map<string, SnackbarMessageProps>();
vi.mock("./SnackbarMessage.tsx", () => ({
  SnackbarMessage(props: SnackbarMessageProps) {
    shown.set(props.message.text, props);
    return (
      <div role="alert" data-open={String(props.open)}>
        {props.message.text}
      </div>
    );
  },
}));

let snackbar: SnackbarService;
function Probe() {
  snackbar = useSnackbar();
  return null;
}
const props = (text: string): SnackbarMessageProps => {
  const found = shown.get(text);
  if (!found) throw new Error(`${text} was never shown`);
  return found;
};

beforeEach(async () => {
  shown.clear();
  await loadSnackbar();
  render(
    <SnackbarProvider>
      <Probe />
    </SnackbarProvider>,
  );
});

describe("snackbar queue", () => {
  it("a late close or a second exit of a message already gone leaves the next one shown", async () => {
    act(() => snackbar.success("Erste"));
    const first = props("Erste");
    act(() => snackbar.success("Zweite"));
    expect(screen.getByRole("alert")).toHaveAttribute("data-open", "false"); // gives way at once
    act(() => first.onExited());
    expect(screen.getByRole("alert")).toHaveTextContent("Zweite");
    // the first one's time runs out as the second arrives: its close and exit come once more
    act(() => {
      first.onClose(null, "timeout");
      first.onExited();
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Zweite");
    expect(screen.getByRole("alert")).toHaveAttribute("data-open", "true");
  });

  it("a message closed and gone does not close the next one", async () => {
    act(() => snackbar.success("Erste"));
    const first = props("Erste");
    act(() => first.onClose(null, "timeout"));
    expect(screen.getByRole("alert")).toHaveAttribute("data-open", "false");
    act(() => first.onExited());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => snackbar.success("Zweite"));
    expect(screen.getByRole("alert")).toHaveTextContent("Zweite");
    expect(screen.getByRole("alert")).toHaveAttribute("data-open", "true");
  });

  it("a click elsewhere closes nothing; its own close button does", async () => {
    act(() => snackbar.error("Fehler"));
    act(() => props("Fehler").onClose({}, "clickaway"));
    expect(screen.getByRole("alert")).toHaveAttribute("data-open", "true");
    act(() => props("Fehler").onClose());
    expect(screen.getByRole("alert")).toHaveAttribute("data-open", "false");
  });
});
