import type { ExtClient } from '@netloom/contract';
import { compareNames, type NodeView } from '../nodes/nodeFilters';

/** The views whose name, addresses, id, endpoint or key contain the search. */
export function searchNodes(views: readonly NodeView[], search: string): NodeView[] {
  const term = search.trim().toLowerCase();
  return term === '' ? [...views] : views.filter((view) => view.searchText.includes(term));
}

/** The endpoints a client may reach its gateway at: the host's IPv4 and IPv6 endpoints, then any extra ones. */
export function gatewayEndpoints({ node, host }: NodeView): string[] {
  const endpoints = [host?.endpointip, host?.endpointipv6, ...(node.additional_rag_ips ?? [])];
  return [...new Set(endpoints.filter((endpoint): endpoint is string => Boolean(endpoint)))];
}

/** An external client as its table shows it: with its gateway's name and what the search looks in. */
export interface ClientView {
  client: ExtClient;
  gatewayName: string;
  searchText: string;
}

export function clientViews(clients: readonly ExtClient[], nodes: readonly NodeView[]): ClientView[] {
  const nameOf = new Map(nodes.map((view) => [view.node.id, view.name]));
  return [...clients]
    .sort((a, b) => compareNames(a.clientid, b.clientid))
    .map((client) => {
      const gatewayName = nameOf.get(client.ingressgatewayid) ?? client.ingressgatewayid;
      return {
        client,
        gatewayName,
        searchText: [client.clientid, client.ownerid, gatewayName, ...clientAddresses(client)].join(' ').toLowerCase(),
      };
    });
}

/** A client's addresses and the extra ranges it brings along. */
export function clientAddresses(client: ExtClient): string[] {
  return [client.address, client.address6, ...(client.extraallowedips ?? [])].filter(Boolean);
}

/** The clients of one gateway (all when `gatewayId` is null) that match the search. */
export function filterClients(views: readonly ClientView[], gatewayId: string | null, search: string): ClientView[] {
  const term = search.trim().toLowerCase();
  return views.filter(
    ({ client, searchText }) =>
      (gatewayId === null || client.ingressgatewayid === gatewayId) && (term === '' || searchText.includes(term)),
  );
}

/** The clients that go when this gateway stops being one. */
export function clientsOfGateway(views: readonly ClientView[], gatewayId: string): ClientView[] {
  return filterClients(views, gatewayId, '');
}
