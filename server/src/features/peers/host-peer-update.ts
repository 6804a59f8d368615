import type { HostPeerUpdate } from '@netloom/contract';
import type { Config } from '../../config';
import { mergeHostPeers } from '../../mesh/merge-peers';
import { loadPeerSnapshot } from '../../mesh/peer-snapshot';
import { computePeers, IndexedNetwork } from '../../mesh/peers';
import { findHost } from '../../store/host-repository';
import { listNodeViews } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { loadMayReach } from '../acls/access-snapshot';
import { nodeListing } from '../hosts/host-server-config';
import { toApiHost } from '../hosts/return-host';
import { toApiNode } from '../nodes/return-node';

/** A network as peer computation reads it: its nodes and clients, indexed, and who may reach whom. */
export interface LoadedNetwork {
  network: IndexedNetwork;
  mayReach: (a: string, b: string) => boolean;
}

export async function loadNetworkForPeers(db: Database, netid: string): Promise<LoadedNetwork> {
  const [snapshot, mayReach] = await Promise.all([loadPeerSnapshot(db, netid), loadMayReach(db, netid)]);
  return { network: new IndexedNetwork(snapshot), mayReach };
}

/** Loads each network once, however many of the hosts asked about are in it. */
function networkLoader(db: Database): (netid: string) => Promise<LoadedNetwork> {
  const loaded = new Map<string, Promise<LoadedNetwork>>();
  return (netid) => {
    let network = loaded.get(netid);
    if (!network) {
      network = loadNetworkForPeers(db, netid);
      loaded.set(netid, network);
    }
    return network;
  };
}

/**
 * What each of these hosts must hold right now (dataplane 2.3): its settings, its nodes and its
 * peers over all its networks. Hosts that no longer exist are left out. Push (the publisher) and
 * pull (`GET /api/v1/host`) both come here.
 */
export async function hostPeerUpdates(
  db: Database,
  config: Config,
  hostIds: Iterable<string>,
  nowMs = Date.now(),
): Promise<Map<string, HostPeerUpdate>> {
  const loadNetwork = networkLoader(db);
  const listing = nodeListing(config, nowMs);
  const updates = new Map<string, HostPeerUpdate>();
  for (const hostId of new Set(hostIds)) {
    const host = await findHost(db, hostId);
    if (!host) continue;
    const nodes = await listNodeViews(db, { hostId });
    const peerLists = [];
    let defaultGateway = '';
    for (const node of nodes) {
      const { network, mayReach } = await loadNetwork(node.network);
      peerLists.push(...computePeers(network, hostId, { nowMs, mayReach }).values());
      const gateway = network.nodesById.get(node.internetgw_node_id);
      if (gateway?.address) defaultGateway = gateway.address;
    }
    updates.set(hostId, {
      server: listing.serverName,
      serverversion: config.version,
      host: toApiHost(
        host,
        nodes.map((node) => node.id),
      ),
      nodes: nodes.map((node) => toApiNode(node, listing)),
      host_peers: mergeHostPeers(peerLists),
      change_default_gw: defaultGateway !== '',
      default_gw_ip: defaultGateway,
      is_inet_gw: nodes.some((node) => node.isinternetgateway === 1),
    });
  }
  return updates;
}

/** The one host's update; null when the host is gone. */
export async function hostPeerUpdate(db: Database, config: Config, hostId: string): Promise<HostPeerUpdate | null> {
  return (await hostPeerUpdates(db, config, [hostId])).get(hostId) ?? null;
}
