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

/** Drag and drop: the dragged column takes the place of the one it is dropped on. */
export function moveTo(columns: readonly Column[], draggedId: string, targetId: string): Column[] {
  const from = columns.findIndex((c) => c.id === draggedId);
  const to = columns.findIndex((c) => c.id === targetId);
  if (from < 0 || to < 0 || from === to) return [...columns];
  if (!columns[from]!.options.orderable || !columns[to]!.options.orderable) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
