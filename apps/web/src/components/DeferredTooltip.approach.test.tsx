import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeferredTooltip } from "./DeferredTooltip.tsx";

// A file of its own (and DeferredTooltip.idle.test.tsx): the Tooltip's code is fetched once per page.

/** When the Tooltip's code is evaluated, that is fetched. */
const fetched = vi.hoisted(() => ({ tooltip: false }));
vi.mock("@mui/material/Tooltip", async (original) => {
  fetched.tooltip = true;
  return original();
});

afterEach(() => vi.unstubAllGlobals());

describe("DeferredTooltip approached before the page was idle", () => {
  it("fetches the code at once and opens", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0); // a page that is never idle
    render(
      <DeferredTooltip title="Aktualisieren">
        <button type="button">↻</button>
      </DeferredTooltip>,
    );
    expect(fetched.tooltip).toBe(false);
    await userEvent.hover(screen.getByRole("button", { name: "Aktualisieren" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Aktualisieren");
    expect(fetched.tooltip).toBe(true);
  });
});
