import { describe, expect, it } from 'vitest';
import { mergeHostPeers } from '../src/mesh/merge-peers';
import type { Peer } from '../src/mesh/peer-model';

const peer = (publickey: string, allowedips: string[], extra: Partial<Peer> = {}): Peer => ({
  publickey,
  endpoint: '198.51.100.1:51821',
  allowedips,
  persistentkeepalive: 20,
  remove: false,
  ...extra,
});
const removal = (publickey: string): Peer => ({ ...peer(publickey, []), endpoint: null, remove: true });

describe('merging the peers of a host across its networks', () => {
  it('keeps one entry per public key with the allowed IPs of every shared network', () => {
    const merged = mergeHostPeers([[peer('K1', ['10.1.0.2/32'])], [peer('K1', ['10.2.0.2/32', '10.1.0.2/32'])]]);
    expect(merged).toEqual([
      {
        PublicKey: 'K1',
        Endpoint: '198.51.100.1:51821',
        AllowedIPs: ['10.1.0.2/32', '10.2.0.2/32'],
        PersistentKeepaliveInterval: 20,
        ReplaceAllowedIPs: true,
        Remove: false,
      },
    ]);
  });

  it('does not remove a peer that another network still needs, in either order', () => {
    for (const lists of [
      [[removal('K1')], [peer('K1', ['10.2.0.2/32'])]],
      [[peer('K1', ['10.2.0.2/32'])], [removal('K1')]],
    ]) {
      expect(mergeHostPeers(lists)).toMatchObject([{ PublicKey: 'K1', AllowedIPs: ['10.2.0.2/32'], Remove: false }]);
    }
  });

  it('removes a peer no network needs', () => {
    expect(mergeHostPeers([[removal('K1')], [removal('K1')]])).toMatchObject([{ PublicKey: 'K1', Remove: true }]);
  });

  it('takes the endpoint a network knows when another network has none (the peer dials in there)', () => {
    const merged = mergeHostPeers([[peer('K1', ['10.1.0.2/32'], { endpoint: null })], [peer('K1', ['10.2.0.2/32'])]]);
    expect(merged[0].Endpoint).toBe('198.51.100.1:51821');
  });
});
