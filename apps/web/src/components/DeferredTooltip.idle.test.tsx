import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeferredTooltip } from "./DeferredTooltip.tsx";

// A file of its own (and DeferredTooltip.approach.test.tsx): the Tooltip's code is fetched once per page.

/** When the Tooltip's code is evaluated, that is fetched. */
const fetched = vi.hoisted(() => ({ tooltip: false }));
vi.mock("@mui/material/Tooltip", async (original) => {
  fetched.tooltip = true;
  return original();
});

afterEach(() => vi.unstubAllGlobals());

function renderRows(count: number) {
  render(
    <div>
      {Array.from({ length: count }, (_, row) => `Zeile ${row + 1} bearbeiten`).map((title) => (
        <DeferredTooltip key={title} title={title}>
          <button type="button">✎</button>
        </DeferredTooltip>
      ))}
    </div>,
  );
}

describe("DeferredTooltip's code", () => {
  it("is fetched once the page is idle, asked for once however many tooltips a list mounts", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    renderRows(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetched.tooltip).toBe(false);
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    await vi.waitFor(() => expect(fetched.tooltip).toBe(true));
  });
});
