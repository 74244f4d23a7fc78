import type { EvasTreeNode } from "@erhdb/domain";

/** A tree item as shown: its node, depth (1 = root), parent and place among its siblings. */
export interface VisibleItem {
  node: EvasTreeNode;
  depth: number;
  parent: string | null;
  position: number;
  siblings: number;
}

/** The items a reader can reach: the roots and the children of every expanded item, in order. */
export function visibleItems(nodes: readonly EvasTreeNode[], expanded: ReadonlySet<string>): VisibleItem[] {
  const out: VisibleItem[] = [];
  const walk = (list: readonly EvasTreeNode[], depth: number, parent: string | null) => {
    list.forEach((node, index) => {
      out.push({ node, depth, parent, position: index + 1, siblings: list.length });
      if (node.children.length > 0 && expanded.has(node.evas)) walk(node.children, depth + 1, node.evas);
    });
  };
  walk(nodes, 1, null);
  return out;
}

/** Every code that has children: what "expand all" opens. */
export function parentCodes(nodes: readonly EvasTreeNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly EvasTreeNode[]) => {
    for (const node of list) {
      if (node.children.length === 0) continue;
      out.add(node.evas);
      walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

export type TreeMove =
  | { kind: "focus"; code: string }
  | { kind: "expand"; code: string }
  | { kind: "collapse"; code: string }
  | { kind: "toggle"; code: string }
  | { kind: "choose"; code: string }
  | null;

/**
 * The WAI-ARIA tree pattern's keys: arrows, Home, End, Enter and Space. Enter and Space open or close a
 * group and choose a statistic (a 5-digit EVAS), which the tree passes on where choosing means something.
 */
export function treeKey(
  key: string,
  items: readonly VisibleItem[],
  current: string,
  expanded: ReadonlySet<string>,
): TreeMove {
  const index = items.findIndex((i) => i.node.evas === current);
  const item = items[index];
  if (!item) return null;
  const hasChildren = item.node.children.length > 0;
  const open = expanded.has(current);
  const at = (i: number): TreeMove => (items[i] ? { kind: "focus", code: items[i].node.evas } : null);
  switch (key) {
    case "ArrowDown":
      return at(index + 1);
    case "ArrowUp":
      return at(index - 1);
    case "Home":
      return at(0);
    case "End":
      return at(items.length - 1);
    case "ArrowRight":
      if (!hasChildren) return null;
      return open ? at(index + 1) : { kind: "expand", code: current };
    case "ArrowLeft":
      if (hasChildren && open) return { kind: "collapse", code: current };
      return item.parent ? { kind: "focus", code: item.parent } : null;
    case "Enter":
    case " ":
      if (hasChildren) return { kind: "toggle", code: current };
      return item.node.level === 5 ? { kind: "choose", code: current } : null;
    default:
      return null;
  }
}
