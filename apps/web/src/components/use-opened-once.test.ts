import { renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
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
