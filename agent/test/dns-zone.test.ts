import type { HostDnsEntry, HostNameserver } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { DnsZone, type DnsZoneInput } from '../src/dns/dns-zone';

function entry(name: string, network: string, address: string, address6 = ''): HostDnsEntry {
  return { name, network, address, address6 };
}

function nameserver(match_domain: string, ips: string[], is_search_domain = false): HostNameserver {
  return { match_domain, ips, is_search_domain, is_fallback: false, is_ad_domain: false };
}

/** A host in two networks: prod (10.1.0.0/16, fd01::/64) and lab (10.2.0.0/16); its own addresses 10.1.0.1 and 10.2.0.1. */
function twoNetworks(more: Partial<DnsZoneInput> = {}): DnsZone {
  return new DnsZone({
    entries: [
      entry('alpha.prod', 'prod', '10.1.0.1', 'fd01::1'),
      entry('beta.prod', 'prod', '10.1.0.2'),
      entry('v6only.prod', 'prod', '', 'fd01::3'),
      entry('db.eu.prod', 'prod', '10.1.0.9'),
      entry('alpha.lab', 'lab', '10.2.0.1'),
    ],
    networks: [
      { name: 'prod', ranges: ['10.1.0.0/16', 'fd01::/64'] },
      { name: 'lab', ranges: ['10.2.0.0/16'] },
    ],
    nameservers: [],
    local: ['10.1.0.1', '10.2.0.1'],
    ...more,
  });
}

describe('the names a host serves', () => {
  it('answers A and AAAA of a name, letter case and a final dot aside', () => {
    const zone = twoNetworks();
    expect(zone.answer('alpha.prod', 'A', '10.1.0.7')).toEqual({ kind: 'addresses', addresses: ['10.1.0.1'] });
    expect(zone.answer('ALPHA.Prod.', 'AAAA', '10.1.0.7')).toEqual({ kind: 'addresses', addresses: ['fd01::1'] });
    expect(zone.answer('db.eu.prod', 'A', '10.1.0.7')).toEqual({ kind: 'addresses', addresses: ['10.1.0.9'] });
  });

  it('says no-data for a name without an address of that family, other types, the network domain and names in between', () => {
    const zone = twoNetworks();
    expect(zone.answer('beta.prod', 'AAAA', '10.1.0.7')).toEqual({ kind: 'no-data' });
    expect(zone.answer('v6only.prod', 'A', '10.1.0.7')).toEqual({ kind: 'no-data' });
    expect(zone.answer('alpha.prod', 'MX', '10.1.0.7')).toEqual({ kind: 'no-data' });
    expect(zone.answer('prod', 'A', '10.1.0.7')).toEqual({ kind: 'no-data' });
    expect(zone.answer('eu.prod', 'A', '10.1.0.7')).toEqual({ kind: 'no-data' });
  });

  it("says nxdomain for a name in a network's domain that no entry has", () => {
    const zone = twoNetworks();
    expect(zone.answer('gamma.prod', 'A', '10.1.0.7')).toEqual({ kind: 'nxdomain' });
    expect(zone.answer('x.alpha.prod', 'A', '10.1.0.7')).toEqual({ kind: 'nxdomain' });
  });

  it('refuses names it does not own', () => {
    const zone = twoNetworks();
    for (const name of ['example.com', 'prod.example.com', 'xprod', '.', '']) {
      expect(zone.answer(name, 'A', '10.1.0.7')).toEqual({ kind: 'refused' });
    }
  });

  it("tells a network's names only to that network, this host and loopback", () => {
    const zone = twoNetworks();
    // A peer of lab asks a name of prod (and an unknown one, which would tell prod exists).
    expect(zone.answer('alpha.prod', 'A', '10.2.0.5')).toEqual({ kind: 'refused' });
    expect(zone.answer('gamma.prod', 'A', '10.2.0.5')).toEqual({ kind: 'refused' });
    expect(zone.answer('prod', 'A', '10.2.0.5')).toEqual({ kind: 'refused' });
    expect(zone.answer('alpha.lab', 'A', '10.2.0.5')).toEqual({ kind: 'addresses', addresses: ['10.2.0.1'] });
    // Its IPv6 range, IPv4-mapped sources, this host's own addresses and loopback.
    expect(zone.answer('alpha.prod', 'A', 'fd01::99')).toMatchObject({ kind: 'addresses' });
    expect(zone.answer('alpha.prod', 'A', '::ffff:10.1.0.7')).toMatchObject({ kind: 'addresses' });
    expect(zone.answer('alpha.prod', 'A', '::ffff:10.2.0.7')).toEqual({ kind: 'refused' });
    expect(zone.answer('alpha.prod', 'A', '10.2.0.1')).toMatchObject({ kind: 'addresses' });
    expect(zone.answer('alpha.lab', 'A', '10.1.0.1')).toMatchObject({ kind: 'addresses' });
    expect(zone.answer('alpha.prod', 'A', '127.0.0.53')).toMatchObject({ kind: 'addresses' });
    expect(zone.answer('alpha.prod', 'A', '::1')).toMatchObject({ kind: 'addresses' });
    // Anyone else, or a source that is no address.
    expect(zone.answer('alpha.prod', 'A', '192.168.1.20')).toEqual({ kind: 'refused' });
    expect(zone.answer('alpha.prod', 'A', 'not-an-address')).toEqual({ kind: 'refused' });
  });

  it("forwards a name under a nameserver's match domain to the best match's servers, for the mesh only", () => {
    const zone = twoNetworks({
      nameservers: [
        nameserver('corp.example', ['10.9.0.2', '10.9.0.3']),
        nameserver('~EU.corp.example.', ['10.9.1.2']),
        nameserver('corp.example', ['10.9.0.3', '10.9.0.4']),
        nameserver('lan.prod', ['10.9.2.2']),
      ],
    });
    expect(zone.answer('corp.example', 'A', '10.1.0.7')).toEqual({
      kind: 'forward',
      servers: ['10.9.0.2', '10.9.0.3', '10.9.0.4'],
    });
    expect(zone.answer('www.corp.example', 'A', '10.1.0.7')).toMatchObject({
      servers: ['10.9.0.2', '10.9.0.3', '10.9.0.4'],
    });
    expect(zone.answer('db.eu.corp.example', 'AAAA', '10.2.0.7')).toEqual({ kind: 'forward', servers: ['10.9.1.2'] });
    // A nameserver's domain inside a network's is more specific than the network.
    expect(zone.answer('printer.lan.prod', 'A', '10.1.0.7')).toEqual({ kind: 'forward', servers: ['10.9.2.2'] });
    // Not a parent: a name that only ends like it.
    expect(zone.answer('notcorp.example', 'A', '10.1.0.7')).toEqual({ kind: 'refused' });
    // Never for a source outside the mesh.
    expect(zone.answer('www.corp.example', 'A', '192.168.1.20')).toEqual({ kind: 'refused' });
    expect(zone.answer('www.corp.example', 'A', '127.0.0.1')).toMatchObject({ kind: 'forward' });
  });

  it('skips names DNS cannot carry and names outside their network, merges duplicates, and counts and lists the names', () => {
    const zone = new DnsZone({
      entries: [
        entry('my laptop.prod', 'prod', '10.1.0.5'),
        entry(`${'a'.repeat(64)}.prod`, 'prod', '10.1.0.6'),
        entry('google.com', 'prod', '10.1.0.7'),
        entry('Web.prod', 'prod', '10.1.0.8'),
        entry('web.prod', 'prod', '10.1.0.9', 'fd01::9'),
        entry('bad-address.prod', 'prod', '10.1.0.300', 'not-v6'),
        entry('client_1.prod', 'prod', '10.1.0.10'),
      ],
      networks: [{ name: 'prod', ranges: ['10.1.0.0/16'] }],
      nameservers: [],
      local: [],
    });
    expect(zone.answer('my laptop.prod', 'A', '127.0.0.1')).toEqual({ kind: 'nxdomain' });
    expect(zone.answer('google.com', 'A', '127.0.0.1')).toEqual({ kind: 'refused' });
    expect(zone.answer('web.prod', 'A', '127.0.0.1')).toEqual({
      kind: 'addresses',
      addresses: ['10.1.0.8', '10.1.0.9'],
    });
    expect(zone.answer('bad-address.prod', 'A', '127.0.0.1')).toEqual({ kind: 'no-data' });
    expect(zone.answer('client_1.prod', 'A', '127.0.0.1')).toMatchObject({ kind: 'addresses' });
    expect(zone.names).toBe(3);
    expect(zone.nameList()).toEqual(['bad-address.prod', 'client_1.prod', 'web.prod']);
  });

  it('serves the names of a network the update lists no ranges for to this host only', () => {
    const zone = new DnsZone({
      entries: [entry('a.solo', 'solo', '10.3.0.1')],
      networks: [],
      nameservers: [],
      local: ['10.3.0.1'],
    });
    expect(zone.answer('a.solo', 'A', '10.3.0.1')).toMatchObject({ kind: 'addresses' });
    expect(zone.answer('a.solo', 'A', '10.3.0.2')).toEqual({ kind: 'refused' });
  });

  it('has a digest that changes when an answer could, and only then', () => {
    const digest = (more: Partial<DnsZoneInput> = {}) => twoNetworks(more).digest;
    expect(digest()).toBe(digest());
    expect(digest({ local: ['10.1.0.99'] })).toBe(digest());
    expect(digest({ nameservers: [nameserver('corp.example', ['10.9.0.2'])] })).not.toBe(digest());
    const input = {
      entries: [entry('beta.prod', 'prod', '10.1.0.2')],
      networks: [{ name: 'prod', ranges: [] }],
      nameservers: [],
      local: [],
    };
    expect(new DnsZone(input).digest).not.toBe(
      new DnsZone({ ...input, entries: [entry('beta.prod', 'prod', '10.1.0.3')] }).digest,
    );
  });
});
