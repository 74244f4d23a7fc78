import type { Queryable } from "../db/queryable.ts";

/** An exact count, the data version of the snapshot it was taken in, and that snapshot. */
export interface VersionedCount {
  version: string;
  /** pg_current_snapshot() as text: where a journal's delta starts (decision 33) */
  snapshot: string;
  count: number;
}

/** How many counts one database's cache keeps; the least recently used go first. */
export const COUNT_CACHE_ENTRIES = 5000;

/**
 * The counts a server has taken, by their statement (decision 15). An entry answers for a page only
 * when the page's statement read the same data version: then both saw the same tracked data, so the
 * count is exact for that page, whoever wrote in between and on whichever instance.
 */
export class CountCache {
  private readonly entries = new Map<string, VersionedCount>();
  /** the version the latest statement of this database returned: what the next page will likely read */
  latest: string | null = null;
  /** counts taken in the database, and counts a journal carried forward (decision 33): for measurements */
  taken = 0;
  carried = 0;

  private readonly limit: number;

  constructor(limit = COUNT_CACHE_ENTRIES) {
    this.limit = limit;
  }

  /** The count taken under `version`, if there is one. */
  get(key: string, version: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // re-inserted: a Map iterates in insertion order, so the first key is the least recently used
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.count;
  }

  /** The count remembered for `key` under whatever version, to be carried forward by a journal. */
  last(key: string): VersionedCount | undefined {
    return this.entries.get(key);
  }

  /** Whether a count under the latest version is at hand (then a page need not start counting). */
  hasLatest(key: string): boolean {
    return this.latest !== null && this.entries.get(key)?.version === this.latest;
  }

  set(key: string, value: VersionedCount): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.seen(value.version);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  seen(version: string): void {
    this.latest = version;
  }

  get size(): number {
    return this.entries.size;
  }
}

// One cache per database object: two databases (or two servers in one test process) never share counts.
const caches = new WeakMap<Queryable, CountCache>();

export function countCacheOf(db: Queryable): CountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CountCache();
    caches.set(db, cache);
  }
  return cache;
}
