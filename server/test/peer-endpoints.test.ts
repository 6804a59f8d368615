import { isEndpoint } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { hostEndpoint, localEndpoint } from '../src/mesh/indexed-network';
import { peerNode } from './support/peer-nodes';

// Agents refuse an endpoint `wg` would not take, so every one the server computes must be one.
describe('the endpoints hosts dial', () => {
  const sharedNat = { endpointip: '198.51.100.7' };

  it('writes a LAN address of either family as wg takes it when two hosts share a public address', () => {
    const viewer = peerNode('viewer', 1, { host: { ...sharedNat, localAddress: '192.168.1.10' } });
    const v4 = peerNode('v4', 2, { host: { ...sharedNat, localAddress: '192.168.1.20' } });
    const v6 = peerNode('v6', 3, { host: { ...sharedNat, localAddress: 'fd00::1:20' } });
    expect(localEndpoint(viewer.host, v4.host)).toBe('192.168.1.20:51821');
    expect(localEndpoint(viewer.host, v6.host)).toBe('[fd00::1:20]:51821');
    expect(isEndpoint(localEndpoint(viewer.host, v6.host)!)).toBe(true);
  });

  it('brackets a public IPv6 endpoint', () => {
    const peer = peerNode('six', 4, { host: { endpointip: '', endpointipv6: '2001:db8::4' } });
    expect(hostEndpoint(false, peer.host)).toBe('[2001:db8::4]:51821');
  });
});
