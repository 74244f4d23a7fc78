import { z } from "zod";
import { networkEntries, networkEntryRefusal } from "./lib/network-list.ts";

/**
 * The reverse proxies whose `X-Forwarded-For` is believed (decision 25): false for none, else their
 * addresses and CIDR ranges, as Fastify's `trustProxy` takes them (proxy-addr: the client is the
 * nearest address of the chain that is not one of them).
 */
export type TrustProxy = false | string[];

const NO_PROXY = new Set(["false", "0", "no", "off"]);
const EVERYONE = new Set(["true", "yes", "on"]);
const TRUST_PROXY_ENTRIES = {
  named: true,
  everyAddress: "would trust every address, so any client could claim any address; list only the proxies",
};
const EXAMPLE = "e.g. TRUST_PROXY=127.0.0.1 for a proxy on this host, or TRUST_PROXY=10.0.0.5,10.0.1.0/24";

/**
 * `TRUST_PROXY`: unset or false/0/no/off for no proxy, else a comma-separated list of the proxies'
 * addresses or CIDR ranges. "true" and hop counts are refused with a reason: either lets a client that
 * reaches the server directly choose the address that the login locks, the rate limits and the audit
 * log see.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? "";
    if (value === "" || NO_PROXY.has(value.toLowerCase())) return false;
    if (EVERYONE.has(value.toLowerCase())) {
      ctx.addIssue({
        code: "custom",
        message: `"${value}" would believe the X-Forwarded-For of every client, so anyone could choose the address that the login locks, rate limits and audit log see; name the proxies instead, ${EXAMPLE}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: "custom",
        message: `a number of proxy hops cannot tell a proxy from a client that connects directly with an X-Forwarded-For of its own (Fastify ignores hop counts for that reason); name the proxies instead, ${EXAMPLE}`,
      });
      return z.NEVER;
    }
    const entries = networkEntries(value);
    for (const entry of entries) {
      const reason = networkEntryRefusal(entry, TRUST_PROXY_ENTRIES);
      if (reason) ctx.addIssue({ code: "custom", message: reason });
    }
    return entries;
  });
