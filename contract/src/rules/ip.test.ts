import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cidrContains,
  cidrsOverlap,
  formatIPv4,
  formatIPv6,
  isCidr,
  isCommonLanRange,
  isIPv4Address,
  isIPv4Cidr,
  isIPv6Address,
  isIPv6Cidr,
  isIpAddress,
  isPrivateAddress,
  normaliseCidr,
  parseCidr,
  parseIPv6,
} from './ip';

const ipv4Value = fc.bigInt({ min: 0n, max: (1n << 32n) - 1n });
const ipv6Value = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n });
const ipv4Cidr = fc
  .tuple(ipv4Value, fc.integer({ min: 0, max: 32 }))
  .map(([value, prefix]) => `${formatIPv4(value)}/${prefix}`);

describe('IPv4 addresses and CIDRs', () => {
  it.each(['0.0.0.0', '10.0.0.1', '255.255.255.255', '100.64.0.0'])('accepts %s', (text) => {
    expect(isIPv4Address(text)).toBe(true);
    expect(isIpAddress(text)).toBe(true);
  });

  it.each(['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-1', 'a.b.c.d', '', ' 1.2.3.4'])(
    'rejects %j',
    (text) => expect(isIPv4Address(text)).toBe(false),
  );

  it.each(['10.0.0.0/8', '100.64.1.0/24', '0.0.0.0/0', '1.2.3.4/32'])('accepts CIDR %s', (text) => {
    expect(isIPv4Cidr(text)).toBe(true);
    expect(isIPv6Cidr(text)).toBe(false);
    expect(isCidr(text)).toBe(true);
  });

  it.each(['10.0.0.0/33', '10.0.0.0', '10.0.0.0/', '10.0.0.0/08', '10.0.0.0/-1', '10.0.0.0/24/1', '10.0.0/24'])(
    'rejects CIDR %j',
    (text) => expect(isIPv4Cidr(text)).toBe(false),
  );

  it('accepts every prefix 0-32 and rejects every prefix above', () => {
    fc.assert(
      fc.property(ipv4Value, fc.integer({ min: 0, max: 200 }), (value, prefix) => {
        expect(isIPv4Cidr(`${formatIPv4(value)}/${prefix}`)).toBe(prefix <= 32);
      }),
    );
  });

  it('round-trips every address through text', () => {
    fc.assert(
      fc.property(ipv4Value, (value) => {
        expect(parseCidr(`${formatIPv4(value)}/32`)?.address).toBe(value);
      }),
    );
  });
});

describe('IPv6 addresses and CIDRs', () => {
  it.each(['::', '::1', 'fd3c:1:2:3::', 'FE80::1', '2001:db8::8a2e:370:7334', '::ffff:192.168.1.1', '1:2:3:4:5:6:7:8'])(
    'accepts %s',
    (text) => expect(isIPv6Address(text)).toBe(true),
  );

  it.each([':::', '1:2:3:4:5:6:7:8:9', '1::2::3', 'g::1', '12345::', '1:2:3:4:5:6:7', '::1/64', '::256.1.1.1'])(
    'rejects %j',
    (text) => expect(isIPv6Address(text)).toBe(false),
  );

  it('reads embedded IPv4 and the compressed forms', () => {
    expect(parseIPv6('::ffff:1.2.3.4')).toBe(0xffff01020304n);
    expect(parseIPv6('1::1.2.3.4')).toBe((1n << 112n) | 0x01020304n);
    expect(parseIPv6('::')).toBe(0n);
  });

  it('accepts every prefix 0-128 and rejects every prefix above', () => {
    fc.assert(
      fc.property(ipv6Value, fc.integer({ min: 0, max: 300 }), (value, prefix) => {
        expect(isIPv6Cidr(`${formatIPv6(value)}/${prefix}`)).toBe(prefix <= 128);
      }),
    );
  });

  it('round-trips every address through its RFC 5952 text', () => {
    fc.assert(
      fc.property(ipv6Value, (value) => {
        expect(parseIPv6(formatIPv6(value))).toBe(value);
      }),
    );
  });

  it('writes the canonical short form', () => {
    expect(formatIPv6(parseIPv6('fd3c:0000:0000:0001:0:0:0:0')!)).toBe('fd3c:0:0:1::');
    expect(formatIPv6(parseIPv6('1:0:2:0:0:3:0:0')!)).toBe('1:0:2::3:0:0');
  });
});

describe('normaliseCidr', () => {
  it('writes the network address', () => {
    expect(normaliseCidr('10.1.2.3/24')).toBe('10.1.2.0/24');
    expect(normaliseCidr(' fd3c:1:2:3:4::9/64 ')).toBe('fd3c:1:2:3::/64');
    expect(normaliseCidr('nonsense')).toBeNull();
  });

  it('is idempotent and keeps the address inside the block', () => {
    fc.assert(
      fc.property(ipv4Value, fc.integer({ min: 0, max: 32 }), (value, prefix) => {
        const text = `${formatIPv4(value)}/${prefix}`;
        const once = normaliseCidr(text)!;
        expect(normaliseCidr(once)).toBe(once);
        expect(cidrsOverlap(text, once)).toBe(true);
      }),
    );
  });
});

describe('cidrContains', () => {
  it('holds for a block inside another, a node address in its network, not the other way round', () => {
    expect(cidrContains('10.0.0.0/8', '10.20.0.0/16')).toBe(true);
    expect(cidrContains('10.10.0.1/24', '10.10.0.7/32')).toBe(true);
    expect(cidrContains('10.20.0.0/16', '10.0.0.0/8')).toBe(false);
    expect(cidrContains('10.10.0.1/24', '10.10.1.0/24')).toBe(false);
    expect(cidrContains('fd3c::/64', 'fd3c::1/128')).toBe(true);
    expect(cidrContains('0.0.0.0/0', 'fd3c::1/128')).toBe(false);
  });

  it('implies overlap', () => {
    fc.assert(
      fc.property(ipv4Cidr, ipv4Cidr, (outer, inner) => {
        if (cidrContains(outer, inner)) expect(cidrsOverlap(outer, inner)).toBe(true);
      }),
    );
  });
});

describe('cidrsOverlap', () => {
  it('sees containment and disjoint blocks', () => {
    expect(cidrsOverlap('10.0.0.0/8', '10.20.0.0/16')).toBe(true);
    expect(cidrsOverlap('10.0.0.0/24', '10.0.1.0/24')).toBe(false);
    expect(cidrsOverlap('fd3c::/64', 'fd3c::1/128')).toBe(true);
    expect(cidrsOverlap('10.0.0.0/8', 'fd3c::/64')).toBe(false);
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(ipv4Cidr, ipv4Cidr, (left, right) => {
        expect(cidrsOverlap(left, right)).toBe(cidrsOverlap(right, left));
      }),
    );
  });
});

describe('private and LAN ranges', () => {
  it.each([
    ['10.3.4.5', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['192.169.0.1', false],
    ['100.64.0.1', false],
    ['fc00::1', true],
    ['fd00::1', false],
  ])('isPrivateAddress(%s) is %s', (text, expected) => expect(isPrivateAddress(text)).toBe(expected));

  it.each([
    ['192.168.0.0/24', true],
    ['10.10.0.0/16', true],
    ['172.20.0.0/16', true],
    ['0.0.0.0/0', true],
    ['100.64.0.0/24', false],
    ['fd3c::/64', false],
    ['not a cidr', false],
  ])('isCommonLanRange(%s) is %s', (text, expected) => expect(isCommonLanRange(text)).toBe(expected));
});
