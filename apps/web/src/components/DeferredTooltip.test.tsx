import IconButton from "@mui/material/IconButton";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DeferredTooltip } from "./DeferredTooltip.tsx";

describe("DeferredTooltip", () => {
  it("names the child from the first render on and shows the tooltip once loaded", async () => {
    render(
      <DeferredTooltip title="Aktualisieren">
        <IconButton>↻</IconButton>
      </DeferredTooltip>,
    );
    expect(screen.getByRole("button", { name: "Aktualisieren" })).toBeInTheDocument();
    // a pointer that came before the tooltip's code finds it on its next move
    await waitFor(async () => {
      await userEvent.hover(screen.getByRole("button", { name: "Aktualisieren" }));
      expect(await screen.findByRole("tooltip", {}, { timeout: 500 })).toHaveTextContent("Aktualisieren");
    });
    expect(screen.getByRole("button", { name: "Aktualisieren" })).toBeInTheDocument();
  });

  it("describes a child that has its own text, as the tooltip does with describeChild", () => {
    render(
      <DeferredTooltip title="Ein langer Text" describeChild>
        <span>Ein lan…</span>
      </DeferredTooltip>,
    );
    expect(screen.getByText("Ein lan…")).toHaveAttribute("title", "Ein langer Text");
  });
});
