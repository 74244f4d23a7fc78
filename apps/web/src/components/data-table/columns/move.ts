import type { Column } from "@erhdb/domain";

/**
 * Moves a column one step up or down. Only orderable columns move, and only past another
 * orderable column, so a fixed column (e.g. the actions) keeps its place.
 */
export function canMove(columns: readonly Column[], index: number, step: -1 | 1): boolean {
  const target = index + step;
  return (
    target >= 0 &&
    target < columns.length &&
    Boolean(columns[index]?.options.orderable) &&
    Boolean(columns[target]?.options.orderable)
  );
}

export function moveBy(columns: readonly Column[], index: number, step: -1 | 1): Column[] {
  if (!canMove(columns, index, step)) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(index, 1);
  next.splice(index + step, 0, moved!);
  return next;
}

/**
 * Drag and drop: the dragged column takes the place of the one it is dropped on. Only the
 * orderable columns shift to make room, so a fixed column between them keeps its index.
 */
export function moveTo(columns: readonly Column[], draggedId: string, targetId: string): Column[] {
  const movable = columns.filter((c) => c.options.orderable);
  const from = movable.findIndex((c) => c.id === draggedId);
  const to = movable.findIndex((c) => c.id === targetId);
  if (from < 0 || to < 0 || from === to) return [...columns];
  const [moved] = movable.splice(from, 1);
  movable.splice(to, 0, moved!);
  let slot = 0;
  return columns.map((c) => (c.options.orderable ? movable[slot++]! : c));
}
