import { describe, expect, it } from 'vitest';
import {
  addToPackedHistory,
  metricFigures,
  packPeers,
  sumPackedHistory,
  unpackPeerMetrics,
  type PeerHistoryRow,
  type PeerMetricRow,
} from '../src/store/peer-figures';

const NODE = { node_id: 'gateway', network: 'office', updated_at: '2031-02-03T04:05:06.000Z' };
/** Client ids the rules allow that an object would take for its own machinery. */
const PEERS = ['__proto__', 'constructor', 'toString', 'laptop'];

function metricRow(peerId: string, figure: number): PeerMetricRow {
  return {
    ...NODE,
    peer_id: peerId,
    connected: 1,
    latency: figure + 0.5,
    handshake_age: figure === 2 ? null : figure,
    total_received: figure * 1000,
    last_received: figure * 100,
    total_sent: figure * 2000,
    last_sent: figure * 200,
    uptime_seconds: figure * 60,
    totaltime_seconds: figure * 120,
  };
}

function historyRow(peerId: string, figure: number): Omit<PeerHistoryRow, 'node_id' | 'network' | 'bucket'> {
  return {
    peer_id: peerId,
    samples: 1,
    connected_samples: 1,
    latency_total: figure,
    latency_samples: 1,
    sent: figure * 10,
    received: figure * 20,
  };
}

describe("a node's packed peers", () => {
  it('keep the readings of every peer, whatever its id', () => {
    const rows = PEERS.map((peer, index) => metricRow(peer, index + 1));
    expect(unpackPeerMetrics(packPeers(rows, metricFigures), NODE)).toEqual(rows);
  });

  it('add history to each peer, whatever its id, and sum it over all of them or one', () => {
    let text = '{}';
    for (const round of [1, 2])
      text = addToPackedHistory(
        text,
        PEERS.map((peer, index) => historyRow(peer, index + round)),
      );
    expect(sumPackedHistory(text, '__proto__')).toEqual({
      samples: 2,
      connected_samples: 2,
      latency_total: 3,
      latency_samples: 2,
      sent: 30,
      received: 60,
    });
    expect(sumPackedHistory(text, 'constructor')).toMatchObject({ samples: 2, latency_total: 5 });
    expect(sumPackedHistory(text, '')).toMatchObject({ samples: 8, latency_total: 3 + 5 + 7 + 9 });
    expect(sumPackedHistory(text, 'hasOwnProperty')).toBeNull();
    expect(Object.keys(JSON.parse(text) as object)).toEqual(PEERS);
  });
});
