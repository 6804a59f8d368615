import { describe, expect, it } from 'vitest';
import { applyPeerDelta, hostPeerDeltaSchema } from './host-peer-delta';
import { PEER_TYPES, type HostPeerUpdate, type PeerIdentity, type WireGuardPeer } from './host-peer-update';

const peer = (key: string, ip: string): WireGuardPeer => ({
  PublicKey: `${key.padEnd(43, 'A')}=`,
  Endpoint: null,
  AllowedIPs: ip === '' ? [] : [`${ip}/32`],
  PersistentKeepaliveInterval: 0,
  ReplaceAllowedIPs: true,
  Remove: false,
});
const node = (name: string): PeerIdentity => ({ id: name, type: PEER_TYPES.node, name });
const entry = (name: string, address: string) => ({ name, network: 'mesh', address, address6: '' });

/** The parts of an update a delta changes; the rest is carried over as it is. */
function held(): HostPeerUpdate {
  return {
    host_peers: [peer('a', '10.0.0.1'), peer('b', '10.0.0.2'), peer('c', '10.0.0.3')],
    address_identity_map: { '10.0.0.1/32': node('a'), '10.0.0.2/32': node('b'), '10.0.0.3/32': node('c') },
    ManageDNS: true,
    dns_entries: [entry('a.mesh', '10.0.0.1'), entry('B.mesh', '10.0.0.2')],
    dns_nameservers: [],
    version: 'one',
    server: 'netloom',
  } as unknown as HostPeerUpdate;
}

const delta = (changes: object) => hostPeerDeltaSchema.parse({ base: 'one', version: 'two', ...changes });

describe('applying a peer delta', () => {
  it('replaces peers in place, drops those dropped and adds new ones at the end', () => {
    const next = applyPeerDelta(
      held(),
      delta({ peers: { set: [peer('d', '10.0.0.4'), peer('b', '10.0.0.22')], drop: [peer('a', '').PublicKey] } }),
    );
    expect(next.host_peers.map((item) => item.AllowedIPs[0])).toEqual(['10.0.0.22/32', '10.0.0.3/32', '10.0.0.4/32']);
    expect(next.version).toBe('two');
    expect(next.server).toBe('netloom');
  });

  it('merges as many peers as a delta names, a few or many', () => {
    for (const count of [1, 40]) {
      const keys = Array.from({ length: 2 * count }, (_, index) => `k${index}`);
      const update = { ...held(), host_peers: keys.map((key, index) => peer(key, `10.1.0.${index}`)) };
      const changed = keys.slice(0, count).map((key) => peer(key, '10.9.9.9'));
      const added = peer('new', '10.8.8.8');
      const next = applyPeerDelta(
        update,
        delta({ peers: { set: [...changed, added], drop: keys.slice(count).map((key) => peer(key, '').PublicKey) } }),
      );
      expect(next.host_peers).toEqual([...changed, added]);
    }
  });

  it('drops and sets who holds each address, and names by their key: a name in any case replaces its entry', () => {
    const before = held();
    const next = applyPeerDelta(
      before,
      delta({
        names: { set: { '10.0.0.4/32': node('d') }, drop: ['10.0.0.1/32'] },
        dns: { set: [entry('b.mesh', '10.0.0.9')], drop: ['a.mesh'] },
      }),
    );
    expect(next.address_identity_map).toEqual({
      '10.0.0.2/32': node('b'),
      '10.0.0.3/32': node('c'),
      '10.0.0.4/32': node('d'),
    });
    expect(next.dns_entries).toEqual([entry('b.mesh', '10.0.0.9')]);
  });

  it('changes the update it is given, copying none of its lists', () => {
    const before = held();
    const [peers, names, entries] = [before.host_peers, before.address_identity_map, before.dns_entries];
    const next = applyPeerDelta(
      before,
      delta({
        peers: { set: [peer('d', '10.0.0.4')], drop: [peer('a', '').PublicKey] },
        names: { set: { '10.0.0.4/32': node('d') }, drop: ['10.0.0.1/32'] },
        dns: { set: [entry('d.mesh', '10.0.0.4')], drop: ['a.mesh'] },
      }),
    );
    expect(next).toBe(before);
    expect(next.host_peers).toBe(peers);
    expect(next.address_identity_map).toBe(names);
    expect(next.dns_entries).toBe(entries);
    expect(next.host_peers.map((item) => item.AllowedIPs[0])).toEqual(['10.0.0.2/32', '10.0.0.3/32', '10.0.0.4/32']);
    expect(next.dns_entries.map((item) => item.name)).toEqual(['B.mesh', 'd.mesh']);
  });

  it('keeps what a delta leaves alone as it was, not copied', () => {
    const before = held();
    const next = applyPeerDelta(before, delta({}));
    expect(next.host_peers).toBe(before.host_peers);
    expect(next.address_identity_map).toBe(before.address_identity_map);
    expect(next.dns_entries).toBe(before.dns_entries);
    expect(next.version).toBe('two');
  });
});
