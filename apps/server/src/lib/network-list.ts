import { isIP } from "node:net";

/**
 * Lists of addresses and CIDR ranges in the configuration (TRUST_PROXY, WEBHOOK_ALLOWED_NETWORKS): one
 * reading of an entry, so that both settings take the same spellings and refuse the same mistakes.
 */

// proxy-addr's names for ranges, which Fastify expands (TRUST_PROXY only)
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

export interface NetworkListRules {
  /** whether proxy-addr's named ranges are taken */
  named: boolean;
  /** what a range of every address (prefix length 0) would do, the reason it is refused */
  everyAddress: string;
}

/**
 * Why an entry of such a list is refused, or null for an address or a CIDR range (and, where `named`,
 * loopback, linklocal or uniquelocal).
 */
export function networkEntryRefusal(entry: string, { named, everyAddress }: NetworkListRules): string | null {
  if (named && NAMED_RANGES.has(entry)) return null;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    const names = named ? ", nor loopback, linklocal or uniquelocal" : "";
    return `"${entry}" is neither an IP address nor a CIDR range (address/prefix length)${names}`;
  }
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || Number(prefix) > bits) {
    return `"${entry}": the prefix length must be a whole number up to ${bits}`;
  }
  if (Number(prefix) === 0) return `"${entry}" ${everyAddress}`;
  return null;
}

/** The entries of a comma-separated list, trimmed. */
export function networkEntries(value: string): string[] {
  return value.split(",").map((entry) => entry.trim());
}
