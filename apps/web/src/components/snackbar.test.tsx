import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSnackbar, SnackbarProvider, type SnackbarService, useSnackbar } from "./snackbar.tsx";

let snackbar: SnackbarService;
function Probe() {
  snackbar = useSnackbar();
  return null;
}

beforeEach(async () => {
  await loadSnackbar();
  vi.useFakeTimers();
});

/**
 * Advances fake time in steps: React renders between timers on a real macrotask, so the close at
 * 10 s and the exit animation it starts need separate steps.
 */
async function advance(...steps: number[]) {
  for (const ms of steps) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }
}
afterEach(() => {
  vi.useRealTimers();
});

describe("snackbar service", () => {
  it("shows a message with its severity and hides it after 10000 ms (plus the exit animation)", async () => {
    render(
      <SnackbarProvider>
        <Probe />
      </SnackbarProvider>,
    );
    act(() => snackbar.error("Etwas ging schief"));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Etwas ging schief");
    expect(alert.className).toMatch(/Error/);
    await advance(9_900);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    await advance(200, 1_000);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lets a newer message replace a confirmation at once, the newest of several", async () => {
    render(
      <SnackbarProvider>
        <Probe />
      </SnackbarProvider>,
    );
    act(() => snackbar.success("Erste"));
    expect(screen.getByRole("alert")).toHaveTextContent("Erste");
    act(() => {
      snackbar.info("Zweite");
      snackbar.success("Dritte");
    });
    await advance(1_000, 1_000, 1_000);
    expect(screen.getByRole("alert")).toHaveTextContent("Dritte");
    await advance(8_000);
    expect(screen.getByRole("alert")).toHaveTextContent("Dritte"); // its own 10 s, not cut short
  });

  it("keeps an error until its time ran out, then shows what came meanwhile", async () => {
    render(
      <SnackbarProvider>
        <Probe />
      </SnackbarProvider>,
    );
    act(() => {
      snackbar.error("Fehler");
      snackbar.success("Danach");
    });
    await advance(9_000);
    expect(screen.getByRole("alert")).toHaveTextContent("Fehler");
    await advance(1_000, 1_000, 1_000);
    expect(screen.getByRole("alert")).toHaveTextContent("Danach");
  });
});
