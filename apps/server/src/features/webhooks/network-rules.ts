import { z } from "zod";
import { networkEntries, networkEntryRefusal } from "../../lib/network-list.ts";

const ALLOWED_ENTRIES = {
  named: false,
  everyAddress:
    "would let webhooks reach every address, the server's own and its network's too; list only the receivers' addresses",
};

/**
 * `WEBHOOK_ALLOWED_NETWORKS`: unset for none, else a comma-separated list of addresses and CIDR ranges
 * (as TRUST_PROXY takes them) that webhook targets may reach although they are loopback, private,
 * link-local and so on: a receiver inside the office's network, or a test's on this host.
 */
export const webhookNetworksSetting = z
  .string()
  .optional()
  .transform((raw, ctx): string[] => {
    const value = raw?.trim() ?? "";
    if (value === "") return [];
    const entries = networkEntries(value);
    for (const entry of entries) {
      const reason = networkEntryRefusal(entry, ALLOWED_ENTRIES);
      if (reason) ctx.addIssue({ code: "custom", message: reason });
    }
    return entries;
  });

export interface WebhookNetworkRules {
  /** WEBHOOK_ALLOW_HTTP: http:// targets too */
  allowHttp: boolean;
  /** WEBHOOK_ALLOWED_NETWORKS: addresses and CIDR ranges allowed although refused by default */
  allowedNetworks: string[];
}
