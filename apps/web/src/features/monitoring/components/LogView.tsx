import Box from "@mui/material/Box";
import { useLayoutEffect, useRef } from "react";

/** How close to the end counts as "at the end" (a line and a half of the monospace text). */
const BOTTOM_SLACK_PX = 24;

export interface LogViewProps {
  /** the text to show, newest line last */
  text: string;
  label: string;
}

/**
 * The log's lines in monospace, the newest at the bottom. It stays scrolled to the end as lines come
 * in, unless the user scrolled up to read: then it stays where they are until they scroll back down.
 * Focusable, so that the keyboard scrolls it; not announced at each refresh (a screen reader would read
 * a thousand lines every 5 s).
 */
export function LogView({ text, label }: LogViewProps) {
  const view = useRef<HTMLPreElement>(null);
  const followEnd = useRef(true);

  // after every render, new lines or not: at the end is where a follower stays
  useLayoutEffect(() => {
    const element = view.current;
    if (element && followEnd.current) element.scrollTop = element.scrollHeight;
  });

  const onScroll = () => {
    const element = view.current;
    if (!element) return;
    followEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
  };

  return (
    <Box
      component="pre"
      ref={view}
      role="log"
      aria-label={label}
      aria-live="off"
      tabIndex={0}
      onScroll={onScroll}
      sx={{
        m: 0,
        p: 1.5,
        height: "60vh",
        minHeight: 240,
        overflow: "auto",
        fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
        fontSize: "0.8125rem",
        lineHeight: 1.5,
        whiteSpace: "pre",
        bgcolor: "action.hover",
        color: "text.primary",
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
      }}
    >
      {text}
    </Box>
  );
}
