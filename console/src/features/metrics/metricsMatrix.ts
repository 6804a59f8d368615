import type { Metric, NetworkMetrics } from '@netloom/contract';
import { byName } from '../nodes/nodeFilters';

/** The views of the metrics panel: five node × node matrices, and the table of external clients. */
export const METRIC_VIEWS = ['connectivity', 'latency', 'sent', 'received', 'uptime', 'clients'] as const;
export type MetricView = (typeof METRIC_VIEWS)[number];
export type MatrixView = Exclude<MetricView, 'clients'>;

/** A row of the matrix, the node that measured, and the column of the same index, the node measured. */
export interface MetricsDevice {
  id: string;
  name: string;
}

/**
 * The nodes of the matrix: the network's host nodes and every node that reported, in natural name
 * order; a node the nodes list doesn't know (yet) goes by the name its report carries. External
 * clients measured by their gateway are not nodes: the Clients view lists them.
 */
export function metricsDevices(
  metrics: NetworkMetrics,
  hostNodes: readonly { key: string; name: string }[],
): MetricsDevice[] {
  const names = new Map(hostNodes.map((view) => [view.key, view.name]));
  for (const report of Object.values(metrics.nodes)) {
    if (!names.has(report.node_id)) names.set(report.node_id, report.node_name || report.node_id);
  }
  return byName([...names].map(([id, name]) => ({ id, name })));
}

/**
 * Why a cell of the matrix has no metric: it is the node itself, the node's host has not reported
 * yet, or its report left the peer out (e.g. one access control keeps apart).
 */
export type BlankCell = 'self' | 'unreported' | 'no-peer';

/** The cell of `source` (the row, the node that measured) and `target` (the column, its peer). */
export function matrixCell(metrics: NetworkMetrics, source: string, target: string): Metric | BlankCell {
  if (source === target) return 'self';
  const report = metrics.nodes[source];
  if (!report) return 'unreported';
  return report.connectivity[target] ?? 'no-peer';
}

/** Whether any host has reported anything at all: until then the panel says why it is empty. */
export function hasReports(metrics: NetworkMetrics, clients: Record<string, Metric>): boolean {
  return Object.keys(metrics.nodes).length > 0 || Object.keys(clients).length > 0;
}

/** A share in percent with at most one decimal, e.g. "100%", "66.7%". */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}
