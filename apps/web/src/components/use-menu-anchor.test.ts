import { act, renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { useMenuAnchor } from "./use-menu-anchor.ts";

it("renders a menu from its first opening on and keeps it through its closing", () => {
  const { result } = renderHook(useMenuAnchor);
  expect(result.current).toMatchObject({ anchor: null, mounted: false });
  const button = document.createElement("button");
  act(() => result.current.open(button));
  expect(result.current).toMatchObject({ anchor: button, mounted: true });
  act(() => result.current.close());
  expect(result.current).toMatchObject({ anchor: null, mounted: true });
});
