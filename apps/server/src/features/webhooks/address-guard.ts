import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type { WebhookNetworkRules } from "./network-rules.ts";

/**
 * Where webhooks may go (issue 38 point 8, decision 48): a server-side request must not reach the
 * server's own ports, its network or the cloud's metadata service. Only global unicast addresses pass,
 * by ipaddr.js's table of special-purpose ranges: loopback, unspecified, private, carrier-grade NAT,
 * link-local (169.254.169.254 among them), unique-local, multicast, broadcast, reserved, and the
 * IPv6 forms that carry an IPv4 address (mapped, compatible, translated, NAT64, 6to4, Teredo), whose
 * IPv4 address could be any of these. WEBHOOK_ALLOWED_NETWORKS lifts the refusal for the ranges listed.
 */

/** An address refused, and the rule that refuses it (ipaddr.js's name of its range). */
export interface AddressRefusal {
  address: string;
  rule: string;
}

export class TargetRefusedError extends Error {
  readonly refusal: AddressRefusal;
  constructor(refusal: AddressRefusal) {
    super(`the address ${refusal.address} is in a refused range (${refusal.rule})`);
    this.refusal = refusal;
  }
}

/** The host name cannot be resolved (now): kept at registration, a failed try at delivery. */
export class TargetUnresolvedError extends Error {
  readonly host: string;
  constructor(host: string) {
    super(`the host ${host} cannot be resolved`);
    this.host = host;
  }
}

/** Resolves a host name to every address it has (the lookup the guard checks and connects to). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The old IPv4-compatible form (`::a.b.c.d`, RFC 4291 deprecated it): ipaddr.js reads the dotted spelling as
 * its IPv4 address, but not the same address in hex (`::7f00:1`), which it would call unicast.
 */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

/** A URL's host without IPv6's brackets. */
const bareHost = (host: string) => host.replace(/^\[(.*)\]$/, "$1");

/** Whether a URL's host is an address rather than a name (a connection to it does no lookup). */
export function isAddressLiteral(host: string): boolean {
  return ipaddr.isValid(bareHost(host));
}

export interface AddressGuard {
  /**
   * Resolves the host (a literal address stays itself) and checks every address it has; throws
   * TargetRefusedError if one is refused, TargetUnresolvedError if there is none.
   */
  resolve(host: string): Promise<LookupAddress[]>;
  /**
   * A `lookup` for http.request: the connection goes to exactly the addresses this lookup checked,
   * so a name that resolves elsewhere a moment later (DNS rebinding) cannot swap them.
   */
  lookup: LookupFunction;
}

export function createAddressGuard(
  rules: Pick<WebhookNetworkRules, "allowedNetworks">,
  resolveHost: Resolve = systemResolve,
): AddressGuard {
  const allowed = rules.allowedNetworks.map((entry) =>
    entry.includes("/")
      ? ipaddr.parseCIDR(entry)
      : ipaddr.parseCIDR(`${entry}/${ipaddr.parse(entry).kind() === "ipv4" ? 32 : 128}`),
  );
  const isAllowed = (address: ipaddr.IPv4 | ipaddr.IPv6) =>
    allowed.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));

  /** The refusal of an address (named as an IPv4 address where it is one), or null where it may be reached. */
  function check(bare: string): AddressRefusal | null {
    // an IPv4-mapped IPv6 address is its IPv4 address, also to the allowance
    const address = ipaddr.process(bare);
    if (isAllowed(address)) return null;
    const range = address.range();
    const named = address.toString();
    if (range !== "unicast") return { address: named, rule: range };
    if (address.kind() === "ipv6" && isIpv4Compatible(address as ipaddr.IPv6)) {
      return { address: named, rule: "ipv4Compatible" };
    }
    return null;
  }

  async function resolve(host: string): Promise<LookupAddress[]> {
    const bare = bareHost(host);
    const found = ipaddr.isValid(bare)
      ? [{ address: bare, family: ipaddr.parse(bare).kind() === "ipv4" ? 4 : 6 }]
      : await resolveHost(bare).catch(() => []);
    if (found.length === 0) throw new TargetUnresolvedError(bare);
    for (const { address } of found) {
      const refusal = check(address);
      if (refusal) throw new TargetRefusedError(refusal);
    }
    return found;
  }

  const guardedLookup: LookupFunction = (host, options, callback) => {
    resolve(host).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : null;
        const usable = wanted === null ? addresses : addresses.filter((a) => a.family === wanted);
        if (options.all) {
          callback(null, usable);
          return;
        }
        const first = usable[0];
        if (first) callback(null, first.address, first.family);
        else
          callback(
            Object.assign(new Error(`no IPv${wanted} address for ${host}`), { code: "ENOTFOUND" }),
            "",
            0,
          );
      },
      (error: Error) => callback(Object.assign(error, { code: "EWEBHOOKREFUSED" }), "", 0),
    );
  };

  return { resolve, lookup: guardedLookup };
}
