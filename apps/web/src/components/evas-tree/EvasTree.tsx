import type { EvasTreeNode } from "@erhdb/domain";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import { type KeyboardEvent, useRef } from "react";
import { treeKey, type VisibleItem, visibleItems } from "./tree-model.ts";

export interface EvasTreeProps {
  label: string;
  nodes: EvasTreeNode[];
  expanded: ReadonlySet<string>;
  onExpandedChange(next: Set<string>): void;
  focused: string | null;
  onFocusedChange(code: string): void;
  /** a 5-digit EVAS was chosen by click, Enter or Space; the element to anchor a popover at */
  onChoose?: ((node: EvasTreeNode, element: HTMLElement) => void) | undefined;
  /** id of a text that tells how to use the tree */
  describedBy?: string | undefined;
}

/**
 * The EVAS levels (1, 2, 3 and 5 digits) as an ARIA tree: one tab stop (roving tabindex), arrow
 * keys move and open/close, Home/End jump, Enter/Space toggle. Rendered flat with aria-level etc.,
 * so the keyboard logic works on one list of the visible items.
 */
export function EvasTree({
  label,
  nodes,
  expanded,
  onExpandedChange,
  focused,
  onFocusedChange,
  onChoose,
  describedBy,
}: EvasTreeProps) {
  const refs = useRef(new Map<string, HTMLLIElement>());
  const items = visibleItems(nodes, expanded);
  const current = items.some((i) => i.node.evas === focused) ? focused : (items[0]?.node.evas ?? null);

  const setOpen = (code: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(code);
    else next.delete(code);
    onExpandedChange(next);
  };
  const focus = (code: string) => {
    onFocusedChange(code);
    refs.current.get(code)?.focus();
  };
  const choose = (code: string) => {
    const node = items.find((i) => i.node.evas === code)?.node;
    const element = refs.current.get(code);
    if (node && element) onChoose?.(node, element);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!current) return;
    const move = treeKey(event.key, items, current, expanded);
    if (!move || (move.kind === "choose" && !onChoose)) return;
    event.preventDefault();
    if (move.kind === "focus") focus(move.code);
    else if (move.kind === "choose") choose(move.code);
    else setOpen(move.code, move.kind === "expand" || (move.kind === "toggle" && !expanded.has(move.code)));
  };

  return (
    <Box
      component="ul"
      role="tree"
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      sx={{ listStyle: "none", p: 0, m: 0 }}
    >
      {items.map((item) => (
        <TreeItem
          key={item.node.evas}
          item={item}
          open={expanded.has(item.node.evas)}
          tabbable={item.node.evas === current}
          choosable={onChoose !== undefined && item.node.level === 5}
          itemRef={(element) => {
            if (element) refs.current.set(item.node.evas, element);
            else refs.current.delete(item.node.evas);
          }}
          onClick={() => {
            focus(item.node.evas);
            if (item.node.children.length > 0) setOpen(item.node.evas, !expanded.has(item.node.evas));
            else if (item.node.level === 5) choose(item.node.evas);
          }}
        />
      ))}
    </Box>
  );
}

interface TreeItemProps {
  item: VisibleItem;
  open: boolean;
  tabbable: boolean;
  choosable: boolean;
  itemRef(element: HTMLLIElement | null): void;
  onClick(): void;
}

function TreeItem({ item, open, tabbable, choosable, itemRef, onClick }: TreeItemProps) {
  const { node } = item;
  const parent = node.children.length > 0;
  return (
    <Box
      component="li"
      role="treeitem"
      ref={itemRef}
      tabIndex={tabbable ? 0 : -1}
      aria-level={item.depth}
      aria-setsize={item.siblings}
      aria-posinset={item.position}
      aria-expanded={parent ? open : undefined}
      onClick={onClick}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        py: 0.5,
        pl: (item.depth - 1) * 3,
        cursor: parent || choosable ? "pointer" : "default",
        borderRadius: 1,
        "&:hover": { bgcolor: "action.hover" },
        "&:focus-visible": { outline: 2, outlineStyle: "solid", outlineColor: "primary.main" },
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 24, display: "inline-flex" }}>
        {parent && (open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />)}
      </Box>
      <Box component="span" sx={{ fontWeight: "bold", fontVariantNumeric: "tabular-nums", minWidth: "5ch" }}>
        {node.evas}
      </Box>
      <span>{node.description}</span>
    </Box>
  );
}
