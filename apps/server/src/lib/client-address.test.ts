import { BlockList } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.ts";

const group = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(group, { minLength: 8, maxLength: 8 });
const fullForm = (g: number[]) => g.map((n) => n.toString(16).padStart(4, "0")).join(":");
/** The WHATWG URL's canonical (shortest, lower-case) form of an IPv6 address. */
const shortForm = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);
const isMapped = (g: number[]) => g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff;

describe("clientAddressKey", () => {
  it("keeps an IPv4 address and anything that is no address as it is", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("unknown")).toBe("unknown");
  });

  it("takes an IPv4-mapped IPv6 address, in any notation, as its IPv4 address", () => {
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientAddressKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("takes an IPv6 address by its /64 network, whatever its notation and zone", () => {
    expect(clientAddressKey("2001:db8:24:1::1")).toBe("2001:db8:24:1::/64");
    expect(clientAddressKey("2001:0DB8:0024:0001:ffff:ffff:ffff:ffff")).toBe("2001:db8:24:1::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientAddressKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("gives two IPv6 addresses the same key exactly when they are in one /64 (Node's BlockList as the judge)", () => {
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        fc.pre(!isMapped(a) && !isMapped(b));
        const first = shortForm(fullForm(a));
        const second = fullForm(b);
        const key = clientAddressKey(first);
        expect(clientAddressKey(fullForm(a))).toBe(key);
        const network = new BlockList();
        network.addSubnet(key.replace(/\/64$/, ""), 64, "ipv6");
        expect(network.check(first, "ipv6")).toBe(true);
        expect(clientAddressKey(second) === key).toBe(network.check(second, "ipv6"));
        // the same network with other interface bits
        const sibling = fullForm([...a.slice(0, 4), ...b.slice(4)]);
        expect(clientAddressKey(shortForm(sibling))).toBe(key);
      }),
    );
  });
});
