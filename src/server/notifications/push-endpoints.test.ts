import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { checkedLookup, isPublicAddress, pushEndpointProblem, RefusedAddressError } from "./push-endpoints";

describe("push endpoints", () => {
  it("accepts the browsers' push services on port 443 only, and an operator's named hosts as named", () => {
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b-x",
      "https://fcm.googleapis.com:443/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2b",
    ]) {
      expect(pushEndpointProblem(ok, []), ok).toBeUndefined();
    }
    for (const [bad, reason] of [
      ["http://fcm.googleapis.com/fcm/send/abc", /https URL/],
      ["not a url", /https URL/],
      ["https://user:pw@fcm.googleapis.com/fcm/send/abc", /user name or password/],
      ["https://user@web.push.apple.com/x", /user name or password/],
      ["https://fcm.googleapis.com:8443/fcm/send/abc", /port 443/],
      ["https://fcm.googleapis.com.attacker.example/x", /browser's push service/],
      ["https://attackerfcm.googleapis.com/x", /browser's push service/],
      ["https://push.apple.com/x", /browser's push service/],
      ["https://fcm.googleapis.com./x", /browser's push service/],
      ["https://127.0.0.1:8443/push/x", /browser's push service/],
      ["https://localhost:5432/", /browser's push service/],
      ["https://169.254.169.254/latest/meta-data", /browser's push service/],
      ["https://10.0.0.1/x", /browser's push service/],
      ["https://[::1]:5432/", /browser's push service/],
      ["https://[::ffff:127.0.0.1]/", /browser's push service/],
    ] as const) {
      expect(pushEndpointProblem(bad, []), bad).toMatch(reason);
    }
    // Named hosts are matched with their port, exactly; the same address on another port is not named.
    expect(pushEndpointProblem("https://127.0.0.1:8443/push/x", ["127.0.0.1:8443"])).toBeUndefined();
    expect(pushEndpointProblem("https://127.0.0.1:8444/push/x", ["127.0.0.1:8443"])).toMatch(/browser's push service/);
    expect(pushEndpointProblem("https://u:p@127.0.0.1:8443/push/x", ["127.0.0.1:8443"])).toMatch(/user name or password/);
  });

  it("calls only ordinary public addresses public", () => {
    for (const refused of [
      "127.0.0.1",
      "127.255.0.9",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fd00::1",
      "fc00::1",
      "::ffff:127.0.0.1",
      "::ffff:8.8.8.8",
      "64:ff9b::a00:1",
      "2002:7f00:1::",
      "ff02::1",
      "not an address",
    ]) {
      expect(isPublicAddress(refused), refused).toBe(false);
    }
    for (const open of ["8.8.8.8", "142.250.0.1", "172.32.0.1", "2a00:1450:4001::200a", "2606:4700::1111"]) {
      expect(isPublicAddress(open), open).toBe(true);
    }
  });

  it("refuses a name that resolves to any internal address, before a connection, and pins the addresses it checked", async () => {
    const resolvingTo = (...addresses: LookupAddress[]) => {
      const asked: string[] = [];
      return { asked, resolve: async (hostname: string) => (asked.push(hostname), addresses) };
    };
    for (const address of ["10.0.0.1", "169.254.169.254", "127.0.0.1"]) {
      const dns = resolvingTo({ address: "142.250.0.1", family: 4 }, { address, family: 4 });
      await expect(checkedLookup("fcm.googleapis.com", dns.resolve)).rejects.toThrow(RefusedAddressError);
      expect(dns.asked).toEqual(["fcm.googleapis.com"]);
    }
    for (const address of ["::1", "fd12::1", "fe80::1", "::ffff:10.0.0.1"]) {
      await expect(checkedLookup("web.push.apple.com", resolvingTo({ address, family: 6 }).resolve)).rejects.toThrow(/where no push service is/);
    }
    await expect(checkedLookup("fcm.googleapis.com", resolvingTo().resolve)).rejects.toThrow(/no address/);
    await expect(checkedLookup("[::1]", resolvingTo().resolve)).rejects.toThrow(RefusedAddressError);

    // The connection's lookup answers with what was checked, whatever DNS would say by then.
    const pinned = await checkedLookup(
      "fcm.googleapis.com",
      resolvingTo({ address: "142.250.0.1", family: 4 }, { address: "2a00:1450:4001::200a", family: 6 }).resolve,
    );
    const ask = (options: { all?: boolean; family?: number }) =>
      new Promise<unknown>((resolve, reject) =>
        pinned("fcm.googleapis.com", options, (err, address, family) => (err ? reject(err) : resolve(family ? [address, family] : address))),
      );
    expect(await ask({ all: true })).toEqual([
      { address: "142.250.0.1", family: 4 },
      { address: "2a00:1450:4001::200a", family: 6 },
    ]);
    expect(await ask({})).toEqual(["142.250.0.1", 4]);
    expect(await ask({ family: 6 })).toEqual(["2a00:1450:4001::200a", 6]);
  });
});
