import type { Metric, NetworkMetrics } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { formatLatency, nodeLatencies } from './nodeLatency';

const peer = (latency: number, connected = true): Metric => ({
  node_name: 'peer',
  uptime: 1,
  totaltime: 1,
  latency,
  totalreceived: 0,
  lasttotalreceived: 0,
  totalsent: 0,
  lasttotalsent: 0,
  actualuptime: 0,
  percentup: 100,
  connected,
});

const metrics = (connectivity: Record<string, Metric>): NetworkMetrics => ({
  nodes: { n1: { network: 'lab', node_id: 'n1', node_name: 'a', connectivity, updated_at: '' } },
});

describe('node latencies', () => {
  it('averages the peers that answered', () => {
    expect(nodeLatencies(metrics({ b: peer(1), c: peer(3), d: peer(999, false) })).get('n1')).toBe(2);
  });

  it('is unmeasured when no peer answered, and absent without a report', () => {
    expect(nodeLatencies(metrics({ b: peer(999, false) })).get('n1')).toBe(999);
    expect(nodeLatencies(metrics({})).get('n1')).toBe(999);
    expect(nodeLatencies(undefined).size).toBe(0);
  });

  it('reads in milliseconds with two decimals below 10 ms', () => {
    expect([0.4321, 9.996, 12.4, 350].map(formatLatency)).toEqual(['0.43 ms', '10.00 ms', '12 ms', '350 ms']);
  });
});
