import type { Metric, NetworkMetrics } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { clientMetricRows } from './clientMetrics';
import { formatPercent, hasReports, matrixCell, metricsDevices } from './metricsMatrix';

const metric = (name: string, fields: Partial<Metric> = {}): Metric => ({
  node_name: name,
  uptime: 10,
  totaltime: 10,
  latency: 20,
  totalreceived: 0,
  lasttotalreceived: 0,
  totalsent: 0,
  lasttotalsent: 0,
  actualuptime: 0,
  percentup: 100,
  connected: true,
  ...fields,
});

const report = (id: string, name: string, connectivity: Record<string, Metric>) => ({
  network: 'lab',
  node_id: id,
  node_name: name,
  connectivity,
  updated_at: '2025-11-21T09:00:00Z',
});

const metrics: NetworkMetrics = {
  nodes: {
    n1: report('n1', 'alpha', { n2: metric('node-10', { latency: 350 }), phone: metric('phone') }),
    gone: report('gone', 'node-2', { n1: metric('alpha') }),
  },
};
const hostNodes = [
  { key: 'n1', name: 'alpha' },
  { key: 'n2', name: 'node-10' },
];

describe('metrics matrix', () => {
  it('has the host nodes and every node that reported, in natural order, without clients', () => {
    expect(metricsDevices(metrics, hostNodes)).toEqual([
      { id: 'n1', name: 'alpha' },
      { id: 'gone', name: 'node-2' },
      { id: 'n2', name: 'node-10' },
    ]);
    expect(metricsDevices({ nodes: {} }, [])).toEqual([]);
  });

  it('tells the node itself, an unreported row, a peer left out and a measured pair apart', () => {
    expect(matrixCell(metrics, 'n1', 'n1')).toBe('self');
    expect(matrixCell(metrics, 'n2', 'n1')).toBe('unreported');
    expect(matrixCell(metrics, 'gone', 'n2')).toBe('no-peer');
    expect(matrixCell(metrics, 'n1', 'n2')).toBe(metrics.nodes.n1.connectivity.n2);
  });

  it('knows whether any host or gateway reported', () => {
    expect(hasReports(metrics, {})).toBe(true);
    expect(hasReports({ nodes: {} }, { phone: metric('phone') })).toBe(true);
    expect(hasReports({ nodes: {} }, {})).toBe(false);
  });

  it('reads a share with at most one decimal', () => {
    expect([100, 66.666, 0, 99.95].map(formatPercent)).toEqual(['100%', '66.7%', '0%', '100%']);
  });
});

describe('client metrics rows', () => {
  it('lists every client of the network with its gateway, measured or not', () => {
    const clients = [
      { clientid: 'tablet', ingressgatewayid: 'n1' },
      { clientid: 'phone', ingressgatewayid: 'n1' },
    ];
    expect(clientMetricRows({ phone: metric('phone'), laptop: metric('laptop') }, clients, hostNodes)).toEqual([
      { id: 'laptop', gatewayName: '', metric: expect.objectContaining({ node_name: 'laptop' }) },
      { id: 'phone', gatewayName: 'alpha', metric: expect.objectContaining({ node_name: 'phone' }) },
      { id: 'tablet', gatewayName: 'alpha', metric: undefined },
    ]);
  });
});
