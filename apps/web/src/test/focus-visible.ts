import { vi } from "vitest";

/**
 * Says which focus matches :focus-visible. A browser matches it after a keyboard's focus only, never
 * after a tap or a click; jsdom matches it whenever an element has focus (before version 30 never), so
 * a test of what focus opens says which focus it means.
 */
export function focusVisibleWhen(visible: (element: Element) => boolean): void {
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
    return selector === ":focus-visible" ? visible(this) : matches.call(this, selector);
  });
}
