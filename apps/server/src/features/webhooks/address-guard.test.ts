import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import {
  createAddressGuard,
  isAddressLiteral,
  TargetRefusedError,
  TargetUnresolvedError,
} from "./address-guard.ts";

/** Every range issue 38 point 8 names, in each spelling an attacker might try, with the rule named. */
const REFUSED: [address: string, rule: string][] = [
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["::1", "loopback"],
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "unspecified"],
  ["::", "unspecified"],
  ["10.0.0.1", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.1", "private"],
  ["100.64.0.1", "carrierGradeNat"],
  ["100.127.255.254", "carrierGradeNat"],
  ["169.254.169.254", "linkLocal"],
  ["169.254.0.1", "linkLocal"],
  ["fe80::1", "linkLocal"],
  ["fc00::1", "uniqueLocal"],
  ["fd12:3456::1", "uniqueLocal"],
  // IPv4-mapped IPv6: the IPv4 address's own rule
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["::ffff:10.1.2.3", "private"],
  ["::ffff:169.254.169.254", "linkLocal"],
  ["::ffff:100.64.0.1", "carrierGradeNat"],
  ["::ffff:0.0.0.0", "unspecified"],
  // other IPv6 forms carrying an IPv4 address
  ["::127.0.0.1", "loopback"],
  ["::7f00:1", "ipv4Compatible"],
  ["::808:808", "ipv4Compatible"],
  ["64:ff9b::7f00:1", "rfc6052"],
  ["2002:7f00:1::1", "6to4"],
  // and what is no host at all
  ["224.0.0.1", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["240.0.0.1", "reserved"],
];

const fixed =
  (table: Record<string, string[]>) =>
  async (host: string): Promise<LookupAddress[]> =>
    (table[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TargetRefusedError);
  return (error as TargetRefusedError).refusal;
};

describe("the webhook address guard (issue 38 point 8)", () => {
  const guard = createAddressGuard({ allowedNetworks: [] });

  it("refuses every loopback, unspecified, private, CGNAT, link-local and unique-local address, naming the rule", async () => {
    for (const [address, rule] of REFUSED) {
      expect(await refusalOf(guard.resolve(address)), address).toMatchObject({ rule });
      expect(await refusalOf(guard.resolve(`[${address}]`)), address).toMatchObject({ rule });
    }
  });

  it("passes global unicast addresses", async () => {
    for (const address of [
      "93.184.215.14",
      "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
      "::ffff:93.184.215.14",
    ]) {
      expect(await guard.resolve(address)).toHaveLength(1);
    }
  });

  it("refuses a name if any of its addresses is refused, and says when it resolves to none", async () => {
    const resolving = createAddressGuard(
      { allowedNetworks: [] },
      fixed({ "mixed.test": ["93.184.215.14", "10.0.0.5"], "fine.test": ["93.184.215.14", "2606:2800::1"] }),
    );
    expect(await refusalOf(resolving.resolve("mixed.test"))).toEqual({
      address: "10.0.0.5",
      rule: "private",
    });
    // an IPv4-mapped address is named as the IPv4 address it is
    expect(await refusalOf(resolving.resolve("::ffff:a9fe:a9fe"))).toEqual({
      address: "169.254.169.254",
      rule: "linkLocal",
    });
    expect(await resolving.resolve("fine.test")).toHaveLength(2);
    await expect(resolving.resolve("nowhere.test")).rejects.toBeInstanceOf(TargetUnresolvedError);
  });

  it("lets the configured ranges through, and only those (an IPv4-mapped address counts as its IPv4 address)", async () => {
    const allowing = createAddressGuard({ allowedNetworks: ["127.0.0.1", "10.8.0.0/16", "fd00::/8"] });
    for (const address of ["127.0.0.1", "::ffff:127.0.0.1", "10.8.3.4", "fd00::5"]) {
      expect(await allowing.resolve(address), address).toHaveLength(1);
    }
    for (const address of ["127.0.0.2", "10.9.0.1", "fc00::1", "169.254.169.254"]) {
      await expect(allowing.resolve(address), address).rejects.toBeInstanceOf(TargetRefusedError);
    }
  });

  it("gives a connection exactly the addresses it checked, at each lookup anew (no DNS rebinding)", async () => {
    const answers = [["93.184.215.14"], ["127.0.0.1"]];
    const rebinding = createAddressGuard({ allowedNetworks: [] }, async () =>
      (answers.shift() ?? []).map((address) => ({ address, family: 4 })),
    );
    const lookup = (all: boolean) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
        rebinding.lookup("rebind.test", { all }, (error, address) => resolve({ error, address })),
      );
    expect(await lookup(true)).toEqual({ error: null, address: [{ address: "93.184.215.14", family: 4 }] });
    const second = await lookup(false);
    expect(second.error?.code).toBe("EWEBHOOKREFUSED");
    expect(second.error).toBeInstanceOf(TargetRefusedError);
  });

  it("tells addresses from names as a URL spells them", () => {
    expect(["127.0.0.1", "[::1]", "::ffff:10.0.0.1"].map(isAddressLiteral)).toEqual([true, true, true]);
    expect(["example.org", "localhost", "hook.example.org"].map(isAddressLiteral)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
