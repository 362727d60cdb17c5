import { BlockList, isIP } from 'node:net';

/** IPv4 blocks that are not the public internet (IANA's special-purpose registry): "this network"
 *  (0.0.0.0 reaches the host itself), private, carrier-grade NAT, loopback, link-local (cloud
 *  metadata at 169.254.169.254), IETF protocol assignments, documentation, the 6to4 relay anycast,
 *  benchmarking, multicast, reserved and broadcast. */
const SPECIAL_IPV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  SPECIAL_IPV4.addSubnet(network, prefix, 'ipv4');
}

/** Inside global unicast (2000::/3), what is not a host on the public internet: IETF protocol
 *  assignments (Teredo, ORCHID, benchmarking…), documentation (old and new). 6to4 (2002::/16) is
 *  judged by the IPv4 address it carries. */
const SPECIAL_GLOBAL_IPV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
] as const) {
  SPECIAL_GLOBAL_IPV6.addSubnet(network, prefix, 'ipv6');
}

/**
 * True for an address on the public internet (SSRF filter of pasted image URLs, decision 097).
 * IPv6 must be global unicast (2000::/3): loopback, unspecified, IPv4-compatible (`::7f00:1` is
 * `::127.0.0.1`), unique-local, link-local, site-local, multicast, discard-only and every other
 * block outside it are refused. Forms that carry an IPv4 address a host may reach it through are
 * judged by that address: IPv4-mapped (`::ffff:a.b.c.d`), NAT64's well-known prefix
 * (`64:ff9b::/96`) and 6to4 (`2002:AABB:CCDD::/48`).
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !SPECIAL_IPV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const bare = address.replace(/%.*$/, '');
  const groups = ipv6Groups(bare);
  const carried = carriedIpv4(groups);
  if (carried) return isPublicAddress(carried);
  if ((groups[0]! & 0xe000) !== 0x2000) return false;
  return !SPECIAL_GLOBAL_IPV6.check(bare, 'ipv6');
}

/** The IPv4 address an IPv4-mapped, NAT64 (well-known prefix) or 6to4 address carries. */
function carriedIpv4(groups: number[]): string | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return dotted(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return dotted(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return dotted(groups[1]!, groups[2]!);
  return undefined;
}

function dotted(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address `isIP` accepted (zone removed), a dotted IPv4
 *  tail counting as the last two. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((piece) => {
      if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
      const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = '', tail] = address.split('::');
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
