/**
 * The previews made, by (resource file, stylesheet file) (decision 45): a new file of either is a new key,
 * so nothing is ever stale. At most `maxBytes` of HTML, the least recently used going first; a failure is
 * kept for `failureMs` only, so that a transformation that met a busy machine is tried again later, and
 * one that cannot succeed is not run again on every request meanwhile.
 */
export type CachedPreview<F> = { html: Buffer } | { failure: F };

export function createPreviewCache<F>(options: { maxBytes: number; failureMs: number; now: () => Date }) {
  const entries = new Map<string, { value: CachedPreview<F>; bytes: number; until: number }>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function get(key: string): CachedPreview<F> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= options.now().getTime()) {
      remove(key);
      return undefined;
    }
    // the most recently used last
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: string, value: CachedPreview<F>): void {
    remove(key);
    const size = "html" in value ? value.html.length : 0;
    if (size > options.maxBytes) return;
    const until = "html" in value ? Number.POSITIVE_INFINITY : options.now().getTime() + options.failureMs;
    entries.set(key, { value, bytes: size, until });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  return { get, set };
}
