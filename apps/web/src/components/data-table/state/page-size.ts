import { openingPageSize, STORAGE_KEYS, type TablePaging } from "@erhdb/domain";
import { readStorage, writeStorage } from "../../../lib/storage.ts";

/** The page size last chosen in any table (SPEC 9: one key, `table.page.size`, for all tables), where this table offers it. */
export function readPageSize(paging: TablePaging): number {
  const stored = readStorage(STORAGE_KEYS.pageSize);
  return openingPageSize(paging, stored === null || stored === "" ? null : Number(stored));
}

export function writePageSize(size: number): void {
  writeStorage(STORAGE_KEYS.pageSize, String(size));
}

/** Each table keeps its last state (the hash text) under its own key. */
export function tableStateStorageKey(sourceId: string): string {
  return `table.state.${sourceId}`;
}
