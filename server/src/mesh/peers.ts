import { cidrsOverlap, isNodeExpired } from '@netloom/contract';

/**
 * The WireGuard peers of a host's nodes (dataplane section 3), as a pure function of one network's
 * snapshot: no database, no clock but the `nowMs` given.
 */

/** What a peer needs from a node's host. */
export interface PeerHost {
  id: string;
  publickey: string;
  /** '' when unknown. */
  endpointip: string;
  endpointipv6: string;
  listenport: number;
  /** The port seen from outside (NAT); 0 when unknown. */
  wgPublicListenPort: number;
  isStaticPort: boolean;
  persistentKeepalive: number;
}

export interface PeerNode {
  id: string;
  host: PeerHost;
  /** Bare IPs, null when none. */
  address: string | null;
  address6: string | null;
  connected: boolean;
  pendingDelete: boolean;
  /** Unix seconds; 0 when it never expires. */
  expiresAt: number;
  /** Unix seconds of its host's last check-in; 0 when never. */
  lastCheckIn: number;
  /** Id of its relay; '' when not relayed. */
  relayedBy: string;
  isIngressGateway: boolean;
  /** The outside ranges it routes; empty when it is no egress gateway. */
  egressRanges: string[];
  /** Id of the internet gateway it uses; '' when none. */
  internetGatewayId: string;
  /** The nodes it reaches through its failover node `failedOverBy` ('' when none). */
  failOverPeers: string[];
  failedOverBy: string;
}

/** An external client of a remote-access gateway. */
export interface PeerClient {
  clientId: string;
  gatewayId: string;
  publickey: string;
  address: string | null;
  address6: string | null;
  extraAllowedIps: string[];
  enabled: boolean;
}

export interface NetworkSnapshot {
  nodes: PeerNode[];
  clients: PeerClient[];
}

/** One WireGuard peer; `remove: true` tells the host to drop it (it has no allowed IPs then). */
export interface Peer {
  publickey: string;
  /** `ip:port` (`[ip]:port` for IPv6); null when the peer dials in or has no known endpoint. */
  endpoint: string | null;
  allowedips: string[];
  persistentkeepalive: number;
  remove: boolean;
}

export interface PeerOptions {
  nowMs: number;
  /** Whether node or client `a` may talk to `b` (access control); everyone may by default. */
  mayReach?: (a: string, b: string) => boolean;
}

/** A node whose host has not checked in for this long gets no peers. */
export const STALE_CHECK_IN_SECONDS = 3600;

const INTERNET_V4 = '0.0.0.0/0';
const INTERNET_V6 = '::/0';

function addressIps(item: { address: string | null; address6: string | null }): string[] {
  return [...(item.address ? [`${item.address}/32`] : []), ...(item.address6 ? [`${item.address6}/128`] : [])];
}

function hostEndpoint(viewer: PeerHost, peer: PeerHost): string | null {
  const port = !peer.isStaticPort && peer.wgPublicListenPort !== 0 ? peer.wgPublicListenPort : peer.listenport;
  if (peer.endpointip && (viewer.endpointip || !peer.endpointipv6)) return `${peer.endpointip}:${port}`;
  return peer.endpointipv6 ? `[${peer.endpointipv6}]:${port}` : null;
}

function removal(node: PeerNode): Peer {
  return { publickey: node.host.publickey, endpoint: null, allowedips: [], persistentkeepalive: 0, remove: true };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** A network's snapshot with its lookups built once, for the views of every host in it. */
export class IndexedNetwork {
  readonly nodesById: Map<string, PeerNode>;
  readonly nodesByHost: Map<string, PeerNode[]>;
  readonly membersByRelay: Map<string, PeerNode[]>;
  readonly clientsByGateway: Map<string, PeerClient[]>;

  constructor(readonly snapshot: NetworkSnapshot) {
    this.nodesById = new Map(snapshot.nodes.map((node) => [node.id, node]));
    this.nodesByHost = groupBy(snapshot.nodes, (node) => node.host.id);
    this.membersByRelay = groupBy(
      snapshot.nodes.filter((node) => node.relayedBy !== ''),
      (node) => node.relayedBy,
    );
    this.clientsByGateway = groupBy(snapshot.clients, (client) => client.gatewayId);
  }
}

/** The peers of one node, `viewer`, in its network. */
class PeerView {
  private readonly mayReach: (target: string) => boolean;

  constructor(
    private readonly network: IndexedNetwork,
    private readonly viewer: PeerNode,
    private readonly nowMs: number,
    mayReach: (a: string, b: string) => boolean,
  ) {
    this.mayReach = (target) => mayReach(viewer.id, target);
  }

  /** Connected, not being deleted, not expired. */
  isActive(node: PeerNode): boolean {
    return node.connected && !node.pendingDelete && !isNodeExpired(node.expiresAt, this.nowMs);
  }

  private usable(node: PeerNode): boolean {
    return this.isActive(node) && this.mayReach(node.id);
  }

  /** A gateway's egress ranges, minus those the viewer routes itself and those holding the gateway's own endpoint. */
  private egressIps(node: PeerNode): string[] {
    const endpoints = [
      ...(node.host.endpointip ? [`${node.host.endpointip}/32`] : []),
      ...(node.host.endpointipv6 ? [`${node.host.endpointipv6}/128`] : []),
    ];
    return node.egressRanges.filter(
      (range) =>
        !this.viewer.egressRanges.includes(range) && !endpoints.some((endpoint) => cidrsOverlap(range, endpoint)),
    );
  }

  private clientIps(client: PeerClient): string[] {
    return [...addressIps(client), ...client.extraAllowedIps];
  }

  /** What reaches `node` directly: its addresses, its egress ranges, its enabled external clients. */
  private ownIps(node: PeerNode): string[] {
    const clients = node.isIngressGateway
      ? (this.network.clientsByGateway.get(node.id) ?? []).filter(
          (client) => client.enabled && this.mayReach(client.clientId),
        )
      : [];
    return [...addressIps(node), ...this.egressIps(node), ...clients.flatMap((client) => this.clientIps(client))];
  }

  /** What reaches `node` or goes through it as their relay. */
  private carriedIps(node: PeerNode): string[] {
    const relayed = (this.network.membersByRelay.get(node.id) ?? []).filter(
      (member) => member.id !== this.viewer.id && this.usable(member),
    );
    return [...this.ownIps(node), ...relayed.flatMap((member) => this.ownIps(member))];
  }

  private entry(node: PeerNode, allowedips: string[], endpoint: string | null): Peer {
    return {
      publickey: node.host.publickey,
      endpoint,
      allowedips: [...new Set(allowedips)],
      persistentkeepalive: node.host.persistentKeepalive,
      remove: false,
    };
  }

  private internetIps(gateway: PeerNode): string[] {
    return gateway.address6 ? [INTERNET_V4, INTERNET_V6] : [INTERNET_V4];
  }

  /** A relayed node talks only to its relay, which carries everyone else's addresses (dataplane 3.4). */
  private relayedPeers(others: PeerNode[]): Peer[] {
    return others.map((node) => {
      if (node.id !== this.viewer.relayedBy || !this.usable(node)) return removal(node);
      const everyone = others.filter((other) => other !== node && this.usable(other));
      const allowed = [...this.ownIps(node), ...everyone.flatMap((other) => this.ownIps(other))];
      const endpoint = hostEndpoint(this.viewer.host, node.host);
      return this.entry(node, node.id === this.viewer.internetGatewayId ? this.internetIps(node) : allowed, endpoint);
    });
  }

  private meshPeer(node: PeerNode, failedOver: Set<string>): Peer {
    const viewerId = this.viewer.id;
    if (!this.usable(node) || (node.relayedBy !== '' && node.relayedBy !== viewerId) || failedOver.has(node.id)) {
      return removal(node);
    }
    if (node.id === this.viewer.internetGatewayId) {
      return this.entry(node, this.internetIps(node), hostEndpoint(this.viewer.host, node.host));
    }
    const allowed = this.carriedIps(node);
    if (node.id === this.viewer.failedOverBy) {
      const pairs = [...failedOver]
        .flatMap((id) => this.network.nodesById.get(id) ?? [])
        .filter((other) => this.usable(other));
      allowed.push(...pairs.flatMap((other) => this.carriedIps(other)));
    }
    const dialsIn = node.relayedBy === viewerId || (node.failedOverBy === viewerId && node.failOverPeers.length > 0);
    return this.entry(node, allowed, dialsIn ? null : hostEndpoint(this.viewer.host, node.host));
  }

  /** On a remote-access gateway, its clients: no endpoint and no keepalive, they dial in (dataplane 3.6). */
  private clientPeers(): Peer[] {
    if (!this.viewer.isIngressGateway) return [];
    return (this.network.clientsByGateway.get(this.viewer.id) ?? []).map((client) => {
      const reachable = client.enabled && this.mayReach(client.clientId);
      return {
        publickey: client.publickey,
        endpoint: null,
        allowedips: reachable ? this.clientIps(client) : [],
        persistentkeepalive: 0,
        remove: !reachable,
      };
    });
  }

  peers(): Peer[] {
    const others = this.network.snapshot.nodes.filter((node) => node.id !== this.viewer.id);
    if (this.viewer.relayedBy !== '') return [...this.relayedPeers(others), ...this.clientPeers()];
    const failedOver = new Set(this.viewer.failedOverBy !== '' ? this.viewer.failOverPeers : []);
    return [...others.map((node) => this.meshPeer(node, failedOver)), ...this.clientPeers()];
  }
}

function hasRecentCheckIn(node: PeerNode, nowMs: number): boolean {
  return node.lastCheckIn > 0 && nowMs / 1000 - node.lastCheckIn <= STALE_CHECK_IN_SECONDS;
}

/**
 * Node id -> its peers, for every node of `hostId` in the snapshot's network. A node that is
 * disconnected, being deleted, expired or whose host has not checked in for an hour gets none.
 */
export function computePeers(
  snapshot: NetworkSnapshot | IndexedNetwork,
  hostId: string,
  options: PeerOptions,
): Map<string, Peer[]> {
  const mayReach = options.mayReach ?? (() => true);
  const network = snapshot instanceof IndexedNetwork ? snapshot : new IndexedNetwork(snapshot);
  const result = new Map<string, Peer[]>();
  for (const node of network.nodesByHost.get(hostId) ?? []) {
    const view = new PeerView(network, node, options.nowMs, mayReach);
    result.set(node.id, view.isActive(node) && hasRecentCheckIn(node, options.nowMs) ? view.peers() : []);
  }
  return result;
}
