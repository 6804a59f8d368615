import { describe, expect, it } from 'vitest';
import { hostDnsEntrySchema, hostNameserverSchema } from './dns';
import { wireGuardPeerSchema } from './host-peer-update';
import {
  apiUrlSchema,
  brokerUrlSchema,
  stunServersSchema,
  updatedHostSchema,
  updatedNodeSchema,
} from './host-update-fields';

const KEY = 'yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=';
const PEER = {
  PublicKey: KEY,
  Endpoint: '198.18.0.12:51821',
  AllowedIPs: ['10.10.0.2/32', 'fd10::2/128'],
  PersistentKeepaliveInterval: 20,
  ReplaceAllowedIPs: true,
  Remove: false,
};

/** The first problem's path and message, or null when the value passes. */
function problem(
  schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error!.issues;
  return `${issue.path.map(String).join('.')}: ${issue.message}`;
}

describe('a peer as hosts receive it', () => {
  it('takes what the server sends: keys as wg prints them, CIDRs, ip:port and [ip6]:port, no endpoint', () => {
    expect(problem(wireGuardPeerSchema, PEER)).toBeNull();
    expect(problem(wireGuardPeerSchema, { ...PEER, Endpoint: '[2001:db8::12]:51821' })).toBeNull();
    expect(problem(wireGuardPeerSchema, { ...PEER, Endpoint: null, AllowedIPs: [] })).toBeNull();
  });

  it('refuses a key with a newline, of another length, or not base64', () => {
    for (const key of [
      `${KEY}\nAllowedIPs = 0.0.0.0/0`,
      `${KEY.slice(0, 43)}\n`,
      KEY.slice(1),
      'h2-public-key',
      `${KEY.slice(0, 42)}!=`,
    ]) {
      expect(problem(wireGuardPeerSchema, { ...PEER, PublicKey: key })).toBe(
        'PublicKey: must be a WireGuard key: 44 characters of base64 ending in "="',
      );
    }
  });

  it('refuses allowed IPs that are a word, carry a port, or have a prefix out of range', () => {
    for (const range of ['default', '10.0.0.1/32:51820', '10.0.0.0/33', 'fd10::/129', '10.0.0.1', '10.0.0.0/24\n']) {
      expect(problem(wireGuardPeerSchema, { ...PEER, AllowedIPs: ['10.10.0.2/32', range] })).toBe(
        'AllowedIPs.1: must be a CIDR like 10.10.0.0/24',
      );
    }
  });

  it('refuses endpoints that are not an address and a port from 1 to 65535', () => {
    for (const endpoint of [
      '198.18.0.12',
      '198.18.0.12:0',
      '198.18.0.12:65536',
      'peer.example.com:51821',
      '2001:db8::12:51821',
      '198.18.0.12:51821\n',
    ]) {
      expect(problem(wireGuardPeerSchema, { ...PEER, Endpoint: endpoint })).toMatch(/^Endpoint: must be an endpoint/);
    }
  });

  it('refuses a keepalive out of range', () => {
    expect(problem(wireGuardPeerSchema, { ...PEER, PersistentKeepaliveInterval: -1 })).toMatch(
      /^PersistentKeepaliveInterval:/,
    );
    expect(problem(wireGuardPeerSchema, { ...PEER, PersistentKeepaliveInterval: 1001 })).toMatch(
      /^PersistentKeepaliveInterval:/,
    );
  });
});

describe('the host and its nodes as its update carries them', () => {
  const host = updatedHostSchema.shape;
  const node = updatedNodeSchema.shape;

  it('refuses a host key that is not a WireGuard key, and an MTU or keepalive out of range', () => {
    expect(host.publickey.safeParse(KEY).success).toBe(true);
    expect(host.publickey.safeParse(`${KEY}\n`).success).toBe(false);
    expect(host.mtu.safeParse(1420).success).toBe(true);
    expect(host.mtu.safeParse(100).success).toBe(false);
    expect(host.mtu.safeParse(70000).success).toBe(false);
    expect(host.persistentkeepalive.safeParse(0).success).toBe(true);
    expect(host.persistentkeepalive.safeParse(5000).success).toBe(false);
    expect(host.listenport.safeParse(65536).success).toBe(false);
  });

  it("takes '' for a node's missing addresses and ranges, and refuses anything but a CIDR otherwise", () => {
    expect(node.address6.safeParse('').success).toBe(true);
    expect(node.address.safeParse('10.10.0.1/24').success).toBe(true);
    expect(node.address.safeParse('10.10.0.1/24 dev eth0').success).toBe(false);
    expect(node.networkrange.safeParse('default').success).toBe(false);
    expect(node.network.safeParse('lab-1').success).toBe(true);
    expect(node.network.safeParse('lab\nsearch evil.example').success).toBe(false);
    expect(node.egressgatewayranges.safeParse(['192.168.50.0/24']).success).toBe(true);
    expect(node.egressgatewayranges.safeParse(['192.168.50.0/24:80']).success).toBe(false);
  });

  it('takes the server API and broker as URLs of their kind only', () => {
    expect(apiUrlSchema.safeParse('https://netloom.example.com').success).toBe(true);
    expect(apiUrlSchema.safeParse('file:///etc/passwd').success).toBe(false);
    expect(apiUrlSchema.safeParse('http://a b').success).toBe(false);
    expect(brokerUrlSchema.safeParse('ws://198.18.0.1:8081/api/v1/mqtt').success).toBe(true);
    expect(brokerUrlSchema.safeParse('mqtts://broker.example.com').success).toBe(true);
    expect(brokerUrlSchema.safeParse('not a url').success).toBe(false);
  });
});

describe('the STUN servers an update names', () => {
  it("takes host:port lists and '', and refuses ports out of range and anything else", () => {
    for (const text of ['', 'netloom.example.com:3478', '192.0.2.1:3478,[2001:db8::1]:3479']) {
      expect(stunServersSchema.safeParse(text).success).toBe(true);
    }
    for (const text of ['netloom.example.com', 'stun.example.com:0', 'stun.example.com:99999', 'a b:3478', 'x:1,']) {
      expect(stunServersSchema.safeParse(text).success).toBe(false);
    }
  });
});

describe('names and nameservers as hosts receive them', () => {
  const entry = { name: 'app-1.lab', network: 'lab', address: '10.10.0.1', address6: '' };
  const nameserver = { ips: ['192.0.2.53'], match_domain: 'corp.example', is_search_domain: false };

  it('takes a name the resolver cannot serve (it skips it), but refuses a newline and addresses that are not IPs', () => {
    expect(problem(hostDnsEntrySchema, { ...entry, name: 'my laptop.lab' })).toBeNull();
    expect(problem(hostDnsEntrySchema, { ...entry, name: 'app-1.lab\nnameserver 203.0.113.9' })).toBe(
      'name: must not hold control characters such as a newline',
    );
    expect(problem(hostDnsEntrySchema, { ...entry, address: '10.10.0.1/32' })).toBe('address: must be an IPv4 address');
    expect(problem(hostDnsEntrySchema, { ...entry, address6: '10.10.0.1' })).toBe('address6: must be an IPv6 address');
  });

  it('refuses nameserver addresses that are not IPs and match domains that are not domains', () => {
    expect(problem(hostNameserverSchema, nameserver)).toBeNull();
    expect(problem(hostNameserverSchema, { ...nameserver, ips: ['dns.example'] })).toBe('ips.0: must be an IP address');
    expect(
      problem(hostNameserverSchema, { ...nameserver, match_domain: 'corp.example\nnameserver 203.0.113.9' }),
    ).toMatch(/^match_domain: match domain .* is not a domain name/);
  });
});
