import { UNMEASURED_PEER, type NodePeer } from '@netloom/contract';
import { computePeers } from '../../mesh/peers';
import type { Peer, PeerNode } from '../../mesh/peer-model';
import { fromFlag } from '../../store/flags';
import type { PeerMetricRow } from '../../store/peer-figures';
import type { LoadedNetwork } from '../peers/host-peer-update';
import { uptimePercent } from '../metrics/service';

/** What a node's network says of it: the network with its access control, names, and the node's latest measurements by peer id. */
export interface NodePeerSources {
  loaded: LoadedNetwork;
  /** Node or client id -> its name. */
  names: Map<string, string>;
  measurements: Map<string, PeerMetricRow>;
  nowMs: number;
  /** Node id -> the NAT type its host reported. */
  natTypes: Map<string, string>;
  /** Whether the network has a failover node. */
  hasFailoverNode: boolean;
}

type Measurement = Pick<
  NodePeer,
  'connected' | 'latency' | 'last_handshake' | 'totalsent' | 'totalreceived' | 'uptime_percent' | 'measured_at'
>;

function measurementOf(row: PeerMetricRow | undefined): Measurement {
  if (!row) return UNMEASURED_PEER;
  return {
    connected: fromFlag(row.connected),
    latency: row.latency,
    last_handshake:
      row.handshake_age === null ? '' : new Date(Date.parse(row.updated_at) - row.handshake_age * 1000).toISOString(),
    totalsent: row.total_sent,
    totalreceived: row.total_received,
    uptime_percent: uptimePercent(row),
    measured_at: row.updated_at,
  };
}

/** The node traffic between `viewer` and `peer` goes through: a relay of either, else a failover node; '' when direct. */
function routeVia(viewer: PeerNode, peer: PeerNode): string {
  if (viewer.relayedBy !== '' && viewer.relayedBy !== peer.id) return viewer.relayedBy;
  if (peer.relayedBy !== '' && peer.relayedBy !== viewer.id) return peer.relayedBy;
  if (viewer.failedOverBy !== '' && viewer.failOverPeers.includes(peer.id)) return viewer.failedOverBy;
  if (peer.failedOverBy !== '' && peer.failOverPeers.includes(viewer.id)) return peer.failedOverBy;
  return '';
}

/** Public key -> the viewer's WireGuard entry for that peer; peers it must drop are left out. */
function heldPeers(viewer: PeerNode, { loaded, nowMs }: NodePeerSources): Map<string, Peer> {
  const peers = computePeers(loaded.network, viewer.host.id, {
    nowMs,
    mayReach: loaded.mayReach,
    mayDialIn: loaded.mayDialIn,
  }).get(viewer.id);
  return new Map((peers ?? []).filter((peer) => !peer.remove).map((peer) => [peer.publickey, peer]));
}

/** A node or client of the network as a peer to list: ids, addresses, key and route. */
interface Listed {
  id: string;
  kind: NodePeer['kind'];
  address: string | null;
  address6: string | null;
  publickey: string;
  via: string;
}

/**
 * Every other host node of `viewer`'s network and its own external clients, as the viewer sees
 * them: whether access control lets them peer, the route, what the viewer's WireGuard holds for
 * each (computePeers; null and [] when it is no direct peer) and its latest measurement. By name.
 */
export function nodePeerList(viewer: PeerNode, sources: NodePeerSources): NodePeer[] {
  const { loaded, names, measurements, natTypes, hasFailoverNode } = sources;
  const behindNat = (id: string) => ['behind_nat', 'symmetric'].includes(natTypes.get(id) ?? '');
  const held = heldPeers(viewer, sources);
  const hosts = loaded.network.snapshot.nodes
    .filter((node) => node.id !== viewer.id)
    .map((node): Listed => ({
      id: node.id,
      kind: 'host',
      address: node.address,
      address6: node.address6,
      publickey: node.host.publickey,
      via: routeVia(viewer, node),
    }));
  const clients = (viewer.isIngressGateway ? (loaded.network.clientsByGateway.get(viewer.id) ?? []) : []).map(
    (client): Listed => ({
      id: client.clientId,
      kind: 'client',
      address: client.address,
      address6: client.address6,
      publickey: client.publickey,
      via: '',
    }),
  );
  return [...hosts, ...clients]
    .map((peer): NodePeer => {
      const entry = held.get(peer.publickey);
      const measured = measurementOf(measurements.get(peer.id));
      const allowed = loaded.mayReach(viewer.id, peer.id);
      const stuck = measured.connected === false && allowed && peer.kind === 'host' && peer.via === '';
      const needsFailover = stuck && !hasFailoverNode && behindNat(viewer.id) && behindNat(peer.id);
      return {
        id: peer.id,
        kind: peer.kind,
        name: names.get(peer.id) ?? peer.id,
        address: peer.address ?? '',
        address6: peer.address6 ?? '',
        allowed,
        via: peer.via,
        endpoint: entry?.endpoint ?? null,
        allowedips: entry?.allowedips ?? [],
        ...measured,
        unreachable_reason: needsFailover ? 'no-failover-node' : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
