import { promises as dns, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where a push may go. A subscription's endpoint is an address the player hands the server, which then
 * POSTs to it: anything but the push services browsers use would let a player aim the server at its
 * own network (server-side request forgery). The list follows what each vendor documents for the
 * endpoints its browsers give: Chrome (and the Chromium browsers that use Google's service) send
 * fcm.googleapis.com; Firefox's autopush sends updates.push.services.mozilla.com; Apple asks senders
 * that filter endpoints to allow any subdomain of push.apple.com (web.push.apple.com today); Edge on
 * Windows sends hosts under notify.windows.com (WNS, one per region). Always https on port 443.
 */
const BROWSER_PUSH_HOSTS = new Set(["fcm.googleapis.com"]);
const BROWSER_PUSH_DOMAINS = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"];

/**
 * Addresses no push service has: this machine, private networks, link-local, and the special ranges.
 * Two lists, since a BlockList checks IPv4 addresses against IPv6 rules as mapped ones, and the mapped
 * range is refused whole.
 */
const refusedIpv4 = new BlockList();
const refusedIpv6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services among them
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  refusedIpv4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["::ffff:0:0", 96], // IPv4-mapped: whatever IPv4 address it wraps
  ["64:ff9b::", 96], // NAT64, which wraps IPv4 addresses too
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32], // Teredo
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4, which wraps IPv4 addresses
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10],
  ["ff00::", 8], // multicast
] as const) {
  refusedIpv6.addSubnet(network, prefix, "ipv6");
}

/** True when the address is an ordinary public one, the only kind a browser's push service has. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 6 ? !refusedIpv6.check(address, "ipv6") : !refusedIpv4.check(address, "ipv4");
}

/**
 * Why this endpoint is not one the server sends to, or undefined when it is. `namedHosts` are the
 * push services the operator listed (PUSH_SERVICE_HOSTS, host[:port] as URL.host writes them): trusted
 * as named, on their own port, whatever they resolve to, since the operator vouches for them (a local
 * push service in tests).
 */
export function pushEndpointProblem(endpoint: string, namedHosts: readonly string[]): string | undefined {
  const url = URL.parse(endpoint);
  if (!url || url.protocol !== "https:") return "endpoint must be the push service's https URL";
  if (url.username || url.password) return "endpoint must not carry a user name or password";
  if (namedHosts.includes(url.host)) return undefined;
  const browserService = BROWSER_PUSH_HOSTS.has(url.hostname) || BROWSER_PUSH_DOMAINS.some((domain) => url.hostname.endsWith(domain));
  // URL drops the default port, so an empty one is 443.
  if (!browserService || url.port !== "") {
    return "endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft) on port 443";
  }
  return undefined;
}

/** Whether the endpoint is one of the operator's named services, whose addresses are not checked. */
export function isNamedPushHost(endpoint: string, namedHosts: readonly string[]): boolean {
  const url = URL.parse(endpoint);
  return url !== null && namedHosts.includes(url.host);
}

/** Turns a host name into its addresses; tests answer with the addresses they want refused. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: ResolveHost = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** Thrown when a push service's name resolves where no push service is. */
export class RefusedAddressError extends Error {
  readonly code = "EPUSHADDRESS";
}

/**
 * Resolves a push service's host and checks every address it gives before any connection, and
 * returns a lookup for the request that answers with exactly those addresses: the connection goes
 * to what was checked, so a second answer from DNS (rebinding) cannot slip another address in.
 */
export async function checkedLookup(hostname: string, resolveHost: ResolveHost): Promise<LookupFunction> {
  const literal = hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(literal) ? [{ address: literal, family: isIP(literal) }] : await resolveHost(hostname);
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused || addresses.length === 0) {
    throw new RefusedAddressError(`${hostname} resolves to ${refused?.address ?? "no address"}, where no push service is`);
  }
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = family ? addresses.filter((a) => a.family === family) : addresses;
    if (usable.length === 0) return callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: "ENOTFOUND" }), "", 0);
    if (options.all) return callback(null, usable);
    return callback(null, usable[0]!.address, usable[0]!.family);
  };
}
