import { staticNodeStatus, type GraphRole, type NetworkGraph } from '@netloom/contract';
import { listExtClientViews, type ExtClientView } from '../../store/ext-client-repository';
import { fromFlag } from '../../store/flags';
import { fromJsonStringArray } from '../../store/json-columns';
import { listNodeViews, type NodeView } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { loadNetworkReachability } from '../acls/access-snapshot';
import { statusOf, type NodeListing } from '../node-records/return-node';
import { buildNetworkGraph, type GraphClient, type GraphHost } from './network-graph';
import { hostNamesInNetwork } from '../../store/host-repository';

/** What a node does in its network, from its role flags and its relay. */
function graphRoles(node: NodeView): GraphRole[] {
  const flags: [GraphRole, boolean][] = [
    ['relay', fromFlag(node.isrelay)],
    ['relayed', node.relayedby !== ''],
    ['remote_access', fromFlag(node.isingressgateway)],
    ['egress', fromFlag(node.isegressgateway)],
    ['internet_gateway', fromFlag(node.isinternetgateway)],
    ['failover', fromFlag(node.is_fail_over)],
  ];
  return flags.filter(([, held]) => held).map(([role]) => role);
}

function graphHost(node: NodeView, hostNames: Map<string, string>, listing: NodeListing): GraphHost {
  return {
    node: {
      id: node.id,
      kind: 'host',
      name: hostNames.get(node.host_id) ?? '',
      address: node.address ?? '',
      address6: node.address6 ?? '',
      status: statusOf(node, listing).status,
      host_id: node.host_id,
      roles: graphRoles(node),
    },
    relayedBy: node.relayedby,
    failedOverBy: node.failed_over_by,
    internetGatewayId: node.internetgw_node_id,
    egressRanges: fromFlag(node.isegressgateway) ? fromJsonStringArray(node.egressgatewayranges) : [],
  };
}

function graphClient(client: ExtClientView): GraphClient {
  return {
    node: {
      id: client.clientid,
      kind: 'client',
      name: client.clientid,
      address: client.address ?? '',
      address6: client.address6 ?? '',
      status: staticNodeStatus(fromFlag(client.enabled)).status,
      host_id: '',
      roles: [],
    },
    gatewayId: client.ingressgatewayid,
  };
}

/** GET /api/v2/networks/{netid}/graph: the network as it stands now; 404 when there is no such network. */
export async function networkGraph(db: Database, netid: string, listing: NodeListing): Promise<NetworkGraph> {
  const reachability = await loadNetworkReachability(db, netid);
  const [nodes, hostNames, clients] = await Promise.all([
    listNodeViews(db, { network: netid }),
    hostNamesInNetwork(db, netid),
    listExtClientViews(db, { network: netid }),
  ]);
  return buildNetworkGraph({
    network: netid,
    hosts: nodes.map((node) => graphHost(node, hostNames, listing)),
    clients: clients.map(graphClient),
    mayReach: reachability.mayReach,
  });
}
