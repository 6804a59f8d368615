import { cidrsOverlap } from '@netloom/contract';
import { addressIps, hostEndpoint, IndexedNetwork, isNodeActive, localEndpoint } from './indexed-network';
import type { NetworkSnapshot, Peer, PeerClient, PeerNode } from './peer-model';

/**
 * The WireGuard peers of a host's nodes (docs/architecture.md, Peers), as a pure function of one network's
 * snapshot: no database, no clock but the `nowMs` given.
 */

export interface PeerOptions {
  nowMs: number;
  /** Whether node or client `a` may talk to `b` (access control); everyone may by default. */
  mayReach?: (a: string, b: string) => boolean;
  /** Whether an external client may keep its tunnel to its gateway; `mayReach(gateway, client)` by default. */
  mayDialIn?: (gateway: string, client: string) => boolean;
  /**
   * A shortcut: true when `mayReach(a, node)` holds for every node of the network (false when not
   * known); by default true when `mayReach` is not given, else false.
   */
  reachesEveryone?: (a: string) => boolean;
}

/**
 * A viewer's peers as its network's shared row (`IndexedNetwork.sharedRow`) with the places where
 * they differ: its own place left out, its own entries at some places, and its external clients
 * after the nodes. For a full mesh, one row serves every host, changed in a few places each.
 */
export interface RowPeers {
  row: Peer[];
  /** The viewer's own place, left out. */
  own: number;
  /** [place, entry] where the viewer's entry is not the row's, by place. */
  patches: [number, Peer][];
  clients: Peer[];
}

/** A viewer's peers: a list, or the shared row with the viewer's own entries (`RowPeers`). */
export type PeerList = Peer[] | RowPeers;

/** A node whose host has not checked in for this long gets no peers. */
export const STALE_CHECK_IN_SECONDS = 3600;

const INTERNET_V4 = '0.0.0.0/0';
const INTERNET_V6 = '::/0';

/** The peers of one node, `viewer`, in its network. */
class PeerView {
  private readonly mayReach: (target: string) => boolean;
  private readonly mayDialIn: (client: string) => boolean;

  constructor(
    private readonly network: IndexedNetwork,
    private readonly viewer: PeerNode,
    private readonly nowMs: number,
    private readonly access: Required<Pick<PeerOptions, 'mayReach' | 'mayDialIn'>>,
  ) {
    this.mayReach = (target) => access.mayReach(viewer.id, target);
    this.mayDialIn = (client) => access.mayDialIn(viewer.id, client);
  }

  /** Whether an enabled external client of remote-access gateway `gateway` may talk to `other`. */
  private clientOfReaches(gateway: PeerNode, other: string): boolean {
    if (!gateway.isIngressGateway) return false;
    const clients = this.network.clientsByGateway.get(gateway.id) ?? [];
    return clients.some((client) => client.enabled && this.access.mayReach(client.clientId, other));
  }

  /**
   * Whether the viewer and `node` hold each other as peers: access control lets them talk, or lets
   * one talk to an external client of the other, whose traffic passes through its gateway.
   */
  private mayPeer(node: PeerNode): boolean {
    return (
      this.mayReach(node.id) || this.clientOfReaches(node, this.viewer.id) || this.clientOfReaches(this.viewer, node.id)
    );
  }

  private get viewerHasIPv4(): boolean {
    return this.viewer.host.endpointip !== '';
  }

  private endpointOf(node: PeerNode): string | null {
    return localEndpoint(this.viewer.host, node.host) ?? hostEndpoint(this.viewerHasIPv4, node.host);
  }

  /** The entry with the LAN endpoint when the viewer and `node` share a public address (see `localEndpoint`). */
  private overLan(node: PeerNode, entry: Peer): Peer {
    const local = entry.endpoint === null ? null : localEndpoint(this.viewer.host, node.host);
    return local === null || local === entry.endpoint ? entry : { ...entry, endpoint: local };
  }

  private usable(node: PeerNode): boolean {
    return isNodeActive(node, this.nowMs) && this.mayPeer(node);
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
      persistentkeepalive: node.host.persistentkeepalive,
      remove: false,
    };
  }

  private internetIps(gateway: PeerNode): string[] {
    return gateway.address6 ? [INTERNET_V4, INTERNET_V6] : [INTERNET_V4];
  }

  /** A relayed node talks only to its relay, which carries everyone else's addresses (docs/architecture.md, Peers). */
  private relayedPeers(others: PeerNode[]): Peer[] {
    return others.map((node) => {
      if (node.id !== this.viewer.relayedBy || !this.usable(node)) return this.network.removalOf(node);
      const everyone = others.filter((other) => other !== node && this.usable(other));
      const allowed = [...this.ownIps(node), ...everyone.flatMap((other) => this.ownIps(other))];
      const endpoint = this.endpointOf(node);
      return this.entry(node, node.id === this.viewer.internetGatewayId ? this.internetIps(node) : allowed, endpoint);
    });
  }

  /**
   * A failover partner's entry: its endpoint and no addresses (the failover node's entry carries
   * them), so that the two keep trying to meet directly and their hosts see when they can again.
   */
  private probeEntry(node: PeerNode): Peer {
    return this.entry(node, [], this.endpointOf(node));
  }

  private meshPeer(node: PeerNode, failedOver: Set<string>): Peer {
    const viewerId = this.viewer.id;
    if (!this.usable(node) || (node.relayedBy !== '' && node.relayedBy !== viewerId)) {
      return this.network.removalOf(node);
    }
    if (failedOver.has(node.id)) return this.probeEntry(node);
    if (
      this.network.isPlain(node) &&
      node.id !== this.viewer.internetGatewayId &&
      node.id !== this.viewer.failedOverBy
    ) {
      return this.overLan(node, this.network.plainEntryOf(node, this.viewerHasIPv4));
    }
    if (node.id === this.viewer.internetGatewayId) {
      return this.entry(node, this.internetIps(node), this.endpointOf(node));
    }
    const allowed = this.carriedIps(node);
    if (node.id === this.viewer.failedOverBy) {
      const pairs = [...failedOver]
        .flatMap((id) => this.network.nodesById.get(id) ?? [])
        .filter((other) => this.usable(other));
      allowed.push(...pairs.flatMap((other) => this.carriedIps(other)));
    }
    const dialsIn = node.relayedBy === viewerId || (node.failedOverBy === viewerId && node.failOverPeers.length > 0);
    return this.entry(node, allowed, dialsIn ? null : this.endpointOf(node));
  }

  /** On a remote-access gateway, its clients: no endpoint and no keepalive, they dial in (docs/architecture.md, Peers). */
  private clientPeers(): Peer[] {
    if (!this.viewer.isIngressGateway) return [];
    return (this.network.clientsByGateway.get(this.viewer.id) ?? []).map((client) => {
      const reachable = client.enabled && this.mayDialIn(client.clientId);
      return {
        publickey: client.publickey,
        endpoint: null,
        allowedips: reachable ? this.clientIps(client) : [],
        persistentkeepalive: 0,
        remove: !reachable,
      };
    });
  }

  /**
   * The viewer's peers as the shared row patched: the same entries `peers()` gives when the viewer
   * is relayed by nobody, fails over to nobody and uses no internet gateway. Its own entries are
   * those of the nodes that are not plain, and the removal of active nodes it may not reach (none
   * when it reaches everyone).
   */
  private rowPeers(reachesEveryone: boolean): RowPeers {
    const nodes = this.network.snapshot.nodes;
    const own = this.network.positions.get(this.viewer.id) ?? -1;
    const patches = new Map<number, Peer>();
    for (const position of this.network.unplainPositions) {
      if (position !== own) patches.set(position, this.meshPeer(nodes[position], NO_FAILOVER));
    }
    if (!reachesEveryone) {
      nodes.forEach((node, position) => {
        if (position !== own && !patches.has(position) && isNodeActive(node, this.nowMs) && !this.mayPeer(node)) {
          patches.set(position, this.network.removalOf(node));
        }
      });
    }
    const row = this.network.sharedRow(this.nowMs, this.viewerHasIPv4);
    for (const position of this.network.positionsByOutside.get(this.viewer.host.endpointip) ?? []) {
      if (position === own || patches.has(position)) continue;
      const entry = this.overLan(nodes[position], row[position]);
      if (entry !== row[position]) patches.set(position, entry);
    }
    return {
      row,
      own,
      patches: [...patches].sort(([a], [b]) => a - b),
      clients: this.clientPeers(),
    };
  }

  peers(): Peer[] {
    const others = this.network.snapshot.nodes.filter((node) => node.id !== this.viewer.id);
    if (this.viewer.relayedBy !== '') return [...this.relayedPeers(others), ...this.clientPeers()];
    const failedOver = new Set(this.viewer.failedOverBy !== '' ? this.viewer.failOverPeers : []);
    return [...others.map((node) => this.meshPeer(node, failedOver)), ...this.clientPeers()];
  }

  /** `peers()`, from the shared row when the viewer may use it. */
  peerList(reachesEveryone: boolean): PeerList {
    const viewer = this.viewer;
    const usesRow = viewer.relayedBy === '' && viewer.failedOverBy === '' && viewer.internetGatewayId === '';
    return usesRow ? this.rowPeers(reachesEveryone) : this.peers();
  }
}

const NO_FAILOVER = new Set<string>();

/** Whether the node gets peers: it is active and its host checked in within the hour. */
export function getsPeers(node: PeerNode, nowMs: number): boolean {
  return isNodeActive(node, nowMs) && node.lastCheckIn > 0 && nowMs / 1000 - node.lastCheckIn <= STALE_CHECK_IN_SECONDS;
}

/** The entries of a peer list in order. */
export function peerEntries(list: PeerList): Peer[] {
  if (Array.isArray(list)) return list;
  const entries = [...list.row];
  for (const [position, peer] of list.patches) entries[position] = peer;
  if (list.own >= 0) entries.splice(list.own, 1);
  return [...entries, ...list.clients];
}

function viewsOf(snapshot: NetworkSnapshot | IndexedNetwork, hostId: string, options: PeerOptions) {
  const mayReach = options.mayReach ?? (() => true);
  const access = { mayReach, mayDialIn: options.mayDialIn ?? mayReach };
  const network = snapshot instanceof IndexedNetwork ? snapshot : new IndexedNetwork(snapshot);
  return (network.nodesByHost.get(hostId) ?? []).map((node) => ({
    node,
    view: getsPeers(node, options.nowMs) ? new PeerView(network, node, options.nowMs, access) : null,
  }));
}

/**
 * Node id -> its peers, for every node of `hostId` in the snapshot's network, each entry worked
 * out on its own. A node that is disconnected, being deleted, expired or whose host has not
 * checked in for an hour gets none.
 */
export function computePeers(
  snapshot: NetworkSnapshot | IndexedNetwork,
  hostId: string,
  options: PeerOptions,
): Map<string, Peer[]> {
  return new Map(viewsOf(snapshot, hostId, options).map(({ node, view }) => [node.id, view?.peers() ?? []]));
}

/**
 * `computePeers` for the publisher: the same peers, but a viewer that may use the network's shared
 * row gets it patched (see `RowPeers`), which costs what it differs by instead of one entry per node.
 */
export function computePeerLists(
  snapshot: NetworkSnapshot | IndexedNetwork,
  hostId: string,
  options: PeerOptions,
): Map<string, PeerList> {
  const reachesEveryone = options.reachesEveryone ?? (() => options.mayReach === undefined);
  return new Map(
    viewsOf(snapshot, hostId, options).map(({ node, view }) => [
      node.id,
      view?.peerList(reachesEveryone(node.id)) ?? [],
    ]),
  );
}
