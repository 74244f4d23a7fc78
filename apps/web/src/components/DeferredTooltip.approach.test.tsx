import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { focusVisibleWhen } from "../test/focus-visible.ts";
import { DeferredTooltip } from "./DeferredTooltip.tsx";

// A file of its own (and DeferredTooltip.idle.test.tsx): the Tooltip's code is fetched once per page.

/** The Tooltip's code arrives when the test lets it (`arrive`), and says when it was fetched. */
const code = vi.hoisted(() => {
  const { promise: arrived, resolve: arrive } = Promise.withResolvers<void>();
  return { fetched: false, arrived, arrive };
});
vi.mock("@mui/material/Tooltip", async (original) => {
  code.fetched = true;
  await code.arrived;
  return original();
});

// a page that is never idle: only an approach fetches the code
beforeEach(() => vi.stubGlobal("requestIdleCallback", () => 0));
afterEach(() => vi.unstubAllGlobals());

function renderRefresh() {
  render(
    <DeferredTooltip title="Aktualisieren">
      <button type="button">↻</button>
    </DeferredTooltip>,
  );
  return screen.getByRole("button", { name: "Aktualisieren" });
}

// One story in two steps, in this order: the code is fetched once per page, at the first approach, and
// the second test sees it there (so the tests keep their order under --sequence.shuffle).
describe("DeferredTooltip approached before the page was idle", { shuffle: false }, () => {
  it("fetches the code at the approach; a long press whose finger lifted before the code came opens nothing", async () => {
    focusVisibleWhen(() => false); // the press focuses the button, and a finger's focus is not visible focus
    const button = renderRefresh();
    const user = userEvent.setup();
    expect(code.fetched).toBe(false);
    await user.pointer({ keys: "[TouchA>]", target: button });
    expect(code.fetched).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 800)); // a long press
    await user.pointer({ keys: "[/TouchA]", target: button });
    code.arrive();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("opens for a mouse over the element once the code is there", async () => {
    const button = renderRefresh();
    await userEvent.hover(button);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Aktualisieren");
  });
});
