import type { NodePeers } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { findNetwork } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { listMetricRows, peerNames } from '../../store/metrics-repository';
import { natAndFailoverOfNodes } from '../../store/node-repository';
import { loadNetworkForPeers } from '../peers/host-peer-update';
import { nodePeerList } from './node-peer-list';

/** GET /api/v2/networks/{netid}/nodes/{nodeid}/peers: the node's view of its network now; 404 for an unknown network or node. */
export async function listNodePeers(
  db: Database,
  netid: string,
  nodeId: string,
  nowMs = Date.now(),
): Promise<NodePeers> {
  if (!(await findNetwork(db, netid))) throw new ApiError(404, `network ${netid} not found`);
  const [loaded, names, measured, nat] = await Promise.all([
    loadNetworkForPeers(db, netid),
    peerNames(db, [netid]),
    listMetricRows(db, null, nodeId),
    natAndFailoverOfNodes(db, netid),
  ]);
  const viewer = loaded.network.nodesById.get(nodeId);
  if (!viewer) throw new ApiError(404, `node ${nodeId} not found in network ${netid}`);
  const measurements = new Map(measured.map((row) => [row.peer_id, row]));
  const natTypes = new Map(nat.map((row) => [row.id, row.nat_type]));
  const hasFailoverNode = nat.some((row) => row.is_fail_over === 1);
  return {
    network: netid,
    node_id: nodeId,
    peers: nodePeerList(viewer, { loaded, names, measurements, nowMs, natTypes, hasFailoverNode }),
  };
}
