import IconButton from "@mui/material/IconButton";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { focusVisibleWhen } from "../test/focus-visible.ts";
import { DeferredTooltip } from "./DeferredTooltip.tsx";

/** The Tooltip's code, which the first DeferredTooltip's mount loads: imported here too, awaited. */
const codeLoaded = () => act(() => import("@mui/material/Tooltip"));

afterEach(() => vi.restoreAllMocks());

function renderRefresh(onClick = () => undefined) {
  render(
    <DeferredTooltip title="Aktualisieren">
      <IconButton onClick={onClick}>↻</IconButton>
    </DeferredTooltip>,
  );
  return screen.getByRole("button", { name: "Aktualisieren" });
}

describe("DeferredTooltip", () => {
  it("names the child from the first render on, shows the tooltip to a mouse over it and hides it after", async () => {
    const button = renderRefresh();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await codeLoaded();
    await userEvent.hover(button);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Aktualisieren");
    // the child is never replaced: what was hovered is what a click reaches
    expect(screen.getByRole("button", { name: "Aktualisieren" })).toBe(button);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("closes on Escape while the pointer stays", async () => {
    const button = renderRefresh();
    await codeLoaded();
    await userEvent.hover(button);
    await screen.findByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("describes a child that has its own text, as the tooltip does with describeChild", async () => {
    render(
      <DeferredTooltip title="Ein langer Text" describeChild>
        <span>Ein lan…</span>
      </DeferredTooltip>,
    );
    const text = screen.getByText("Ein lan…");
    expect(text).toHaveAttribute("title", "Ein langer Text");
    await codeLoaded();
    await userEvent.hover(text);
    const tooltip = await screen.findByRole("tooltip");
    // open, the tooltip describes it instead of the title (no second, native tooltip)
    expect(text).toHaveAccessibleDescription("Ein langer Text");
    expect(text).toHaveAttribute("aria-describedby", tooltip.id);
    expect(text).not.toHaveAttribute("title");
  });

  it("keeps a name the child has of its own, as the tooltip does", () => {
    render(
      <DeferredTooltip title="Bearbeiten">
        <IconButton aria-label="EVAS 12411 bearbeiten">✎</IconButton>
      </DeferredTooltip>,
    );
    expect(screen.getByRole("button", { name: "EVAS 12411 bearbeiten" })).toBeInTheDocument();
  });

  it("opens to a long press and not to a tap, which reaches the child", async () => {
    const onClick = vi.fn();
    // the tap focuses the button, and a focus by a finger is not visible focus
    focusVisibleWhen(() => false);
    const button = renderRefresh(onClick);
    await codeLoaded();
    await userEvent.pointer({ keys: "[TouchA]", target: button });
    expect(onClick).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await userEvent.pointer({ keys: "[TouchA>]", target: button });
    expect(await screen.findByRole("tooltip", {}, { timeout: 2000 })).toHaveTextContent("Aktualisieren");
  });

  it("shows the tooltip to keyboard focus and leaves the focus where it is", async () => {
    // here the focused element is the keyboard's, as after a Tab
    focusVisibleWhen((element) => element === document.activeElement);
    render(
      <DeferredTooltip title="Details">
        <span>
          <IconButton aria-label="Details zu 1">i</IconButton>
        </span>
      </DeferredTooltip>,
    );
    await codeLoaded();
    const button = screen.getByRole("button", { name: "Details zu 1" });
    await userEvent.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Details");
    expect(button).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });
});
