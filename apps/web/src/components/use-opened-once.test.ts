import { act, renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { useMenuAnchor } from "./use-menu-anchor.ts";
import { useOpenedOnce } from "./use-opened-once.ts";

it("is false until the first opening, then stays true through the closing", () => {
  const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
    initialProps: { open: false },
  });
  expect(result.current).toBe(false);
  rerender({ open: true });
  expect(result.current).toBe(true);
  rerender({ open: false });
  expect(result.current).toBe(true);
});

it("renders a menu from its first opening on and keeps it through its closing", () => {
  const { result } = renderHook(useMenuAnchor);
  expect(result.current).toMatchObject({ anchor: null, mounted: false });
  const button = document.createElement("button");
  act(() => result.current.open(button));
  expect(result.current).toMatchObject({ anchor: button, mounted: true });
  act(() => result.current.close());
  expect(result.current).toMatchObject({ anchor: null, mounted: true });
});
