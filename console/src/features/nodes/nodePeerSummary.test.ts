import { UNMEASURED_PEER, type NodePeer } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { summarisePeers } from './nodePeerSummary';

/** A peer never measured, allowed and direct, unless `fields` say otherwise. */
function peer(id: string, fields: Partial<NodePeer> = {}): NodePeer {
  return {
    id,
    kind: 'host',
    name: id,
    address: '',
    address6: '',
    allowed: true,
    via: '',
    endpoint: null,
    allowedips: [],
    ...UNMEASURED_PEER,
    ...fields,
  };
}

const measured = { measured_at: '2025-11-21T09:05:00Z' };

describe('node peer summary', () => {
  it('says nothing was measured before the host reports', () => {
    expect(summarisePeers([peer('a'), peer('b', { allowed: false })])).toEqual({
      averageLatency: null,
      connected: 0,
      allowed: 1,
      sent: 0,
      received: 0,
      measured: false,
    });
  });

  it('averages the latency of the peers that answered and sums the traffic', () => {
    const summary = summarisePeers([
      peer('a', { ...measured, connected: true, latency: 10, totalsent: 1000, totalreceived: 500 }),
      peer('b', { ...measured, connected: true, latency: 30, totalsent: 24, totalreceived: 1 }),
      peer('c', { ...measured, connected: false, latency: 999 }),
      peer('d', { ...measured, connected: true, latency: 999 }),
      peer('e', { allowed: false }),
    ]);
    expect(summary).toEqual({
      averageLatency: 20,
      connected: 3,
      allowed: 4,
      sent: 1024,
      received: 501,
      measured: true,
    });
  });
});
