import type { KeyboardEvent, MouseEvent } from "react";

/**
 * A sort button's handlers that tell whether Shift was held, by mouse or by keyboard (decision 38). MUI's
 * ButtonBase answers Enter (key down) and Space (key up) on its non-native buttons with `element.click()`,
 * whose event carries no modifier keys; the key's own event, handled just before in the same dispatch,
 * says whether Shift was down.
 */
export function shiftClickHandlers(activate: (shift: boolean) => void) {
  let keyShift = false;
  return {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter") keyShift = event.shiftKey;
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (event.key === " ") keyShift = event.shiftKey;
    },
    onClick: (event: MouseEvent) => {
      const shift = event.shiftKey || keyShift;
      keyShift = false;
      activate(shift);
    },
  };
}
