import { formatBytes, formatUptime, latencyLevel, type LatencyLevel, type Metric } from '@netloom/contract';
import type { TFunction } from 'i18next';
import { formatLatency } from '../nodes/nodeLatency';
import { formatPercent, type MatrixView } from './metricsMatrix';

/** How one metric reads in one view: its text, its latency level (latency only) and what a tooltip adds. */
export interface MetricReading {
  text: string;
  level: LatencyLevel | null;
  /** Said on hover and focus: what 999 means, or the uptime in hours and minutes. */
  hint: string | null;
}

/** A peer's metric as the matrix (and the Clients table) shows it in a view. */
export function readMetric(t: TFunction, view: MatrixView, metric: Metric): MetricReading {
  switch (view) {
    case 'connectivity':
      return { text: t(metric.connected ? 'metrics.connected' : 'metrics.notConnected'), level: null, hint: null };
    case 'latency': {
      const level = latencyLevel(metric.latency);
      if (level === 'unmeasured') return { text: t('metrics.unmeasured'), level, hint: t('metrics.unmeasuredHint') };
      return { text: formatLatency(metric.latency), level, hint: null };
    }
    case 'sent':
      return { text: formatBytes(metric.totalsent), level: null, hint: null };
    case 'received':
      return { text: formatBytes(metric.totalreceived), level: null, hint: null };
    case 'uptime':
      return {
        text: formatPercent(metric.percentup),
        level: null,
        hint: t('metrics.uptimeHint', { uptime: formatUptime(metric.uptime), total: formatUptime(metric.totaltime) }),
      };
  }
}
