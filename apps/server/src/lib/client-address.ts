import { isIPv4, isIPv6 } from "node:net";

/**
 * The key under which the limits on a client's address count it (the login locks, the rate limits): an
 * IPv4 address as it is; an IPv6 address by its /64 network, because a subscriber or a host is commonly
 * given a whole /64 and could otherwise take a fresh address for every attempt; an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`, as a dual-stack socket reports an IPv4 client) as its IPv4 address.
 * Anything that is not an address is its own key. The audit log keeps the full address.
 */
export function clientAddressKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const [, , , , , marker = 0, high = 0, low = 0] = groups;
  if (groups.slice(0, 5).every((g) => g === 0) && marker === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split("%")[0] ?? "";
  const hexOnly = withoutZone.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(":"),
  );
  const [head = "", tail] = hexOnly.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
