import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { useMenuAnchor } from "./use-menu-anchor.ts";

/** A button and a stand-in for MUI's Menu, wired as the app's menus are. */
function Probe() {
  const { mounted, close, labelledBy, buttonProps, menuProps } = useMenuAnchor();
  return (
    <>
      <button type="button" {...buttonProps}>
        Aktionen
      </button>
      {mounted && (
        <ul
          id={menuProps.id}
          aria-labelledby={labelledBy}
          hidden={!menuProps.open}
          data-anchor={menuProps.anchorEl?.textContent}
        >
          <li>
            <button type="button" onClick={close}>
              Schließen
            </button>
          </li>
        </ul>
      )}
    </>
  );
}

it("renders a menu from its first opening on, at its button, and keeps it through its closing", async () => {
  const { container } = render(<Probe />);
  const button = screen.getByRole("button", { name: "Aktionen" });
  const menu = () => container.querySelector("ul");
  expect(button).toHaveAttribute("aria-haspopup", "menu");
  expect(button).not.toHaveAttribute("aria-expanded");
  expect(menu()).toBeNull();

  await userEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(button).toHaveAttribute("aria-controls", menu()?.id);
  expect(menu()).toHaveAttribute("aria-labelledby", button.id);
  expect(menu()).toHaveAttribute("data-anchor", "Aktionen");
  expect(menu()).toBeVisible();

  await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
  expect(button).not.toHaveAttribute("aria-expanded");
  expect(button).not.toHaveAttribute("aria-controls");
  // still rendered, closed: MUI's Menu plays its closing transition
  expect(menu()).not.toBeNull();
  expect(menu()).not.toBeVisible();
});
