import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress (SSRF filter of pasted image URLs)', () => {
  it.each([
    // IPv4 special ranges
    ['0.0.0.0', 'this host'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'cloud metadata'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['203.0.113.5', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    // IPv6 special ranges
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback, long form'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2001::1', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'ORCHID'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['5f00::1', 'SRv6 SIDs'],
    ['4000::1', 'unassigned, outside global unicast'],
    // IPv4-compatible (deprecated): refused whatever the IPv4 address
    ['::7f00:1', 'IPv4-compatible 127.0.0.1'],
    ['::127.0.0.1', 'IPv4-compatible 127.0.0.1, dotted'],
    ['::a9fe:a9fe', 'IPv4-compatible 169.254.169.254'],
    ['::808:808', 'IPv4-compatible 8.8.8.8'],
    // IPv4 carried inside IPv6, reaching a private address
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, long form'],
    ['::FFFF:A9FE:A9FE', 'IPv4-mapped metadata, upper case'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['64:ff9b::169.254.169.254', 'NAT64 metadata, dotted'],
    ['64:ff9b::c0a8:101', 'NAT64 private'],
    ['2002:7f00:1::1', '6to4 loopback'],
    ['2002:a9fe:a9fe::', '6to4 metadata'],
    ['2002:c0a8:101:1::1', '6to4 private'],
    // Not addresses
    ['localhost', 'a name'],
    ['', 'empty'],
    ['0127.0.0.1', 'octal-looking'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.216.34'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:81b::200e'],
    ['::ffff:8.8.8.8'],
    ['::ffff:808:808'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
