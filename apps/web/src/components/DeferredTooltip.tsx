import type { TooltipProps } from "@mui/material/Tooltip";
import { cloneElement, type HTMLAttributes, type ReactElement } from "react";
import { preloadable, useLoaded } from "./use-loaded.ts";

const tooltip = preloadable(() => import("@mui/material/Tooltip").then((m) => m.default));

/**
 * MUI's Tooltip for what the first page shows (the table's cells, toolbar and row actions): its code and
 * the positioning library under it are a twentieth of that page's JavaScript, and no tooltip can open
 * before the page has painted. Until the code has arrived (right after the first render) the child shows
 * alone, named or described by the title just as the closed tooltip names it, so assistive technology
 * hears the same either way.
 */
export function DeferredTooltip(
  props: Omit<TooltipProps, "children"> & { children: ReactElement<HTMLAttributes<HTMLElement>> },
) {
  const Tooltip = useLoaded(tooltip);
  if (Tooltip) return <Tooltip {...props} />;
  const { children, title, describeChild } = props;
  if (typeof title !== "string") return children;
  return cloneElement(children, describeChild ? { title } : { "aria-label": title });
}
