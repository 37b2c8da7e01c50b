import { isIPv4, isIPv6 } from "node:net";

/**
 * The client address as every per-address rule sees it (rate limits, socket caps, referral
 * farming): IPv4 as is (also when IPv4-mapped), IPv6 cut to its /64. One subscriber gets a whole
 * /64 and could rotate through it for a fresh quota on each address.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  const bare = ip.split("%")[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the low 64 bits, which are dropped anyway.
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(missing, 0)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
