import { DEFAULT_PAGE_SIZE, PAGE_SIZES, STORAGE_KEYS } from "@erhdb/domain";
import { readStorage, writeStorage } from "../../../lib/storage.ts";

/** The page size last chosen in any table (SPEC 9: one key, `table.page.size`, for all tables). */
export function readPageSize(): number {
  const stored = Number(readStorage(STORAGE_KEYS.pageSize));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;
}

export function writePageSize(size: number): void {
  writeStorage(STORAGE_KEYS.pageSize, String(size));
}

/** Each table keeps its last state (the hash text) under its own key. */
export function tableStateStorageKey(sourceId: string): string {
  return `table.state.${sourceId}`;
}
