import type { ExtClient, Metric } from '@netloom/contract';
import { compareNames } from '../nodes/nodeFilters';

/** A row of the Clients view: an external client, its gateway's name, and what the gateway measured of it. */
export interface ClientMetricRow {
  id: string;
  gatewayName: string;
  /** Undefined while its gateway has not measured it. */
  metric: Metric | undefined;
}

/**
 * Every external client of the network, and any other client a gateway reported, by natural name,
 * with its gateway named from the network's host nodes.
 */
export function clientMetricRows(
  measured: Record<string, Metric>,
  clients: readonly Pick<ExtClient, 'clientid' | 'ingressgatewayid'>[],
  hostNodes: readonly { key: string; name: string }[],
): ClientMetricRow[] {
  const nodeNames = new Map(hostNodes.map((view) => [view.key, view.name]));
  const gatewayOf = new Map(clients.map((client) => [client.clientid, client.ingressgatewayid]));
  const ids = new Set([...gatewayOf.keys(), ...Object.keys(measured)]);
  return [...ids]
    .map((id) => {
      const gateway = gatewayOf.get(id) ?? '';
      return { id, gatewayName: nodeNames.get(gateway) ?? gateway, metric: measured[id] };
    })
    .sort((a, b) => compareNames(a.id, b.id));
}
