import { useMemo } from 'react';
import { useNetworkExtClientsQuery } from '../../api/extClients';
import { useClientMetricsQuery, useNetworkMetricsQuery } from '../../api/metrics';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { clientMetricRows } from './clientMetrics';
import { hasReports, metricsDevices } from './metricsMatrix';

/**
 * What the metrics panel shows of a network (Pro servers only): the hosts' reports and the nodes
 * of the matrix, the external clients with what their gateways measured, whether anything was
 * reported at all, and the first failure to load.
 */
export function useNetworkMetrics(netid: string) {
  const metrics = useNetworkMetricsQuery(netid, true);
  const clientMetrics = useClientMetricsQuery(netid, true);
  const clients = useNetworkExtClientsQuery(netid);
  const { hostNodes } = useNetworkNodeViews(netid);
  const devices = useMemo(
    () => (metrics.data ? metricsDevices(metrics.data, hostNodes) : []),
    [metrics.data, hostNodes],
  );
  const clientRows = useMemo(
    () => clientMetricRows(clientMetrics.data ?? {}, clients.data ?? [], hostNodes),
    [clientMetrics.data, clients.data, hostNodes],
  );
  return {
    metrics: metrics.data,
    clientMetrics: clientMetrics.data,
    devices,
    clients: clientRows,
    reported: metrics.data !== undefined && hasReports(metrics.data, clientMetrics.data ?? {}),
    error: metrics.error ?? clientMetrics.error,
  };
}
