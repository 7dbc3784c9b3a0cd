import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * IPv6 clients are grouped by their /64: one home, office or phone gets a whole /64 from its provider and may use any
 * address in it, so a per-address limit would let one client pass as 2^64 clients.
 */
export const IPV6_CLIENT_PREFIX_GROUPS = 4;

/** An IPv6 address as its eight groups (numbers), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address;
  const groupsFromIpv4: number[] = [];
  const dotted = text.lastIndexOf(":");
  const tail = text.slice(dotted + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    groupsFromIpv4.push((a << 8) | b, (c << 8) | d);
    text = `${text.slice(0, dotted + 1)}0:0`;
  }
  const [head = "", rest] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  const groups = rest === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
  if (groupsFromIpv4.length) groups.splice(6, 2, ...groupsFromIpv4);
  return groups.length === 8 ? groups : undefined;
}

/**
 * The client a request's address stands for: an IPv4 address as it is (also when it arrives IPv4-mapped, as
 * `::ffff:192.0.2.1` from a dual-stack socket), an IPv6 address as its /64 (`2001:db8:0:1::/64`). Anything else (no
 * address, a malformed header value) is kept as given, so it is still one client.
 */
export function clientGroup(ip: string | undefined): string {
  if (!ip) return "unknown";
  // A zone (fe80::1%eth0) names the interface, not the client.
  const address = ip.trim().replace(/%.*$/, "");
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, IPV6_CLIENT_PREFIX_GROUPS)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * A visitor's address, pseudonymised: stable for rate limits and the record, not reversible without the key. Every
 * per-client limit (form posts, attachments, captcha challenges, sign-in attempts) counts by it, so all of them
 * group IPv6 addresses by /64.
 */
export function clientHash(ip: string | undefined, key: string): string {
  return createHmac("sha256", key).update(clientGroup(ip)).digest("base64url").slice(0, 22);
}
