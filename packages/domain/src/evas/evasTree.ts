import { evasLevel } from "../identifiers/inputPatterns.ts";
import type { EvasTreeNode } from "./evas.ts";

/** Where a code's parent may be, nearest first: a 5-digit code's group has 3 digits, and so on up. */
const ANCESTOR_LENGTHS = [3, 2, 1] as const;

/**
 * The tree of the given codes (levels 1, 2, 3, 5). Decisions:
 * - A code hangs under its nearest present ancestor: six 5-digit codes of the real register have no
 *   3-digit group (13412, 33231, ...), and they belong under their 2-digit group rather than being lost
 *   or shown as roots. A code whose ancestors are all absent becomes a root.
 * - Groups without (active) statistics below them are kept: the tree shows the register's structure,
 *   and the register itself lists such groups (e.g. 149 or 191).
 * - The caller passes only active codes, so a discontinued group disappears and its still active codes
 *   move up to the next active ancestor, by the same nearest-ancestor rule.
 * Children are in code order.
 */
export function buildEvasTree(rows: readonly { evas: string; description: string }[]): EvasTreeNode[] {
  const sorted = [...rows].sort((a, b) => (a.evas < b.evas ? -1 : a.evas > b.evas ? 1 : 0));
  const nodes = new Map<string, EvasTreeNode>();
  const roots: EvasTreeNode[] = [];
  // A prefix sorts before its extensions, so every ancestor is placed before its descendants.
  for (const row of sorted) {
    const level = evasLevel(row.evas);
    if (level === null) continue;
    const node: EvasTreeNode = { evas: row.evas, description: row.description, level, children: [] };
    const parent = ANCESTOR_LENGTHS.filter((length) => length < level)
      .map((length) => nodes.get(row.evas.slice(0, length)))
      .find((candidate) => candidate !== undefined);
    (parent ? parent.children : roots).push(node);
    nodes.set(row.evas, node);
  }
  return roots;
}
