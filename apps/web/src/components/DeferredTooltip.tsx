import type { TooltipProps } from "@mui/material/Tooltip";
import isFocusVisible from "@mui/utils/isFocusVisible";
import {
  cloneElement,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { preloadable } from "./use-loaded.ts";
import { useOpenedOnce } from "./use-opened-once.ts";

const tooltip = preloadable(() => import("@mui/material/Tooltip").then((m) => m.default));

/**
 * The Tooltip's code, fetched once the page is idle after the first DeferredTooltip has mounted: not in
 * the effects of a list's first render, where the fetch and its preload links would lengthen the task
 * that also starts the list's own request (issue 17: total blocking time). An element approached
 * before then fetches it at once.
 */
let fetchScheduled = false;
function fetchWhenIdle() {
  if (fetchScheduled) return;
  fetchScheduled = true;
  const fetchCode = () => void tooltip.load().catch(() => undefined);
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(fetchCode);
  else setTimeout(fetchCode, 0);
}

/** MUI's defaults: the pointer's and the keyboard's wait, a finger's long press and how long it stays. */
const ENTER_DELAY_MS = 100;
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;

type Child = ReactElement<HTMLAttributes<HTMLElement>>;
type DeferredTooltipProps = Omit<TooltipProps, "children" | "open" | "onOpen" | "onClose"> & {
  children: Child;
};

/**
 * MUI's Tooltip for what a list shows in every row (the cells, the row actions, the toolbar), rendered
 * only while it is open. A mounted Tooltip costs two renders (it keeps its child's node in state, set
 * from its ref) and its code and positioning library are a twentieth of the first page's JavaScript; a
 * page of rows mounted thirty of them in a phone's first second (issue 17: total blocking time).
 *
 * The child is rendered as it is and never replaced: named or described by the title just as the closed
 * tooltip names it, and opening the tooltip as MUI's does (mouse or pen over it, keyboard focus shown as
 * such, a long press) with MUI's delays. The open tooltip is MUI's own, beside the child and anchored to
 * it, so it looks, moves, closes on Escape and stays while the pointer is on it as every other tooltip.
 * Its code is fetched when the page is idle, or when an element is approached before then.
 */
export function DeferredTooltip({ children, title, describeChild, ...tooltipProps }: DeferredTooltipProps) {
  // the element the tooltip points at (the child's), and whether it is open
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // which approach or leave came last: only its outcome counts once the code is there
  const latest = useRef(0);
  const id = useId();
  useEffect(() => {
    fetchWhenIdle();
    return () => clearTimeout(timer.current);
  }, []);

  const after = (ms: number, next: HTMLElement | null) => {
    clearTimeout(timer.current);
    latest.current += 1;
    const approach = latest.current;
    // Without its code the child keeps its name and shows no tooltip: nothing to report.
    const code = next === null ? null : tooltip.load().catch(() => undefined);
    timer.current = setTimeout(() => {
      if (code === null) return setOpen(false);
      void code.then((loaded) => {
        if (loaded === undefined || latest.current !== approach) return;
        setAnchor(next);
        setOpen(true);
      });
    }, ms);
  };
  const close = () => after(0, null);
  const intoTooltip = (target: EventTarget | null) =>
    target instanceof Node && Boolean(document.getElementById(id)?.contains(target));

  const own = children.props;
  // there once the tooltip has been opened: it opens only once its code has come
  const Tooltip = tooltip.current;
  // once opened it stays rendered, closed, so that it fades out as every tooltip does
  const rendered = useOpenedOnce(open);
  // a short tap (or a long press before the code was there) opened nothing and opens nothing; a tooltip
  // a long press opened stays a moment
  const fingerLifted = () => {
    if (open) return after(TOUCH_LEAVE_DELAY_MS, null);
    clearTimeout(timer.current);
    latest.current += 1;
  };
  // as MUI's Tooltip does: the title names (or describes) the child unless the child has its own
  const named =
    typeof title !== "string"
      ? {}
      : describeChild
        ? {
            title: open ? undefined : (own.title ?? title),
            "aria-describedby": open ? id : own["aria-describedby"],
          }
        : { "aria-label": own["aria-label"] ?? title };
  const child = cloneElement(children, {
    ...named,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== "touch") after(ENTER_DELAY_MS, event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      if (event.pointerType !== "touch" && !intoTooltip(event.relatedTarget)) close();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // keyboard focus, as the browser shows it (and as MUI's Tooltip opens on it)
      if (isFocusVisible(event.target)) after(ENTER_DELAY_MS, event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      close();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      if (event.pointerType === "touch") after(TOUCH_ENTER_DELAY_MS, event.currentTarget);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      own.onPointerUp?.(event);
      if (event.pointerType === "touch") fingerLifted();
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      own.onPointerCancel?.(event);
      if (event.pointerType === "touch") fingerLifted();
    },
  });
  if (!rendered || !Tooltip) return child;
  return (
    <>
      {child}
      <Tooltip
        {...tooltipProps}
        open={open}
        id={id}
        title={title}
        describeChild={describeChild}
        // Escape, or the pointer leaving the tooltip for anywhere but the child
        onClose={(event) => {
          const to = "relatedTarget" in event ? event.relatedTarget : null;
          if (!(to instanceof Node && anchor?.contains(to))) close();
        }}
        slotProps={{ ...tooltipProps.slotProps, popper: { anchorEl: anchor } }}
      >
        {/* MUI's Tooltip needs an element of its own; the popup points at the child instead */}
        <span hidden />
      </Tooltip>
    </>
  );
}
