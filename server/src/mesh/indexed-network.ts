import { endpointOf, isNodeExpired } from '@netloom/contract';
import type { NetworkSnapshot, Peer, PeerClient, PeerHost, PeerNode } from './peer-model';

/** The addresses of a node or client as allowed IPs: /32 and /128. */
export function addressIps(item: { address: string | null; address6: string | null }): string[] {
  const ips: string[] = [];
  if (item.address) ips.push(`${item.address}/32`);
  if (item.address6) ips.push(`${item.address6}/128`);
  return ips;
}

/** Where a viewer dials `peer`: over IPv4 when both have it (or the peer has no IPv6), else IPv6. */
export function hostEndpoint(viewerHasIPv4: boolean, peer: PeerHost): string | null {
  const port = !peer.isStaticPort && peer.wgPublicListenPort !== 0 ? peer.wgPublicListenPort : peer.listenport;
  if (peer.endpointip && (viewerHasIPv4 || !peer.endpointipv6)) return endpointOf(peer.endpointip, port);
  return peer.endpointipv6 ? endpointOf(peer.endpointipv6, port) : null;
}

/**
 * Where a viewer dials `peer` when both sit behind the same public IPv4 address (one NAT, one LAN):
 * the peer's LAN address at its own port; null for any other pair, which dials the public endpoint.
 */
export function localEndpoint(viewer: PeerHost, peer: PeerHost): string | null {
  const sameOutside = viewer.endpointip !== '' && viewer.endpointip === peer.endpointip && viewer.id !== peer.id;
  return sameOutside && peer.localAddress !== '' ? endpointOf(peer.localAddress, peer.listenport) : null;
}

/** Connected, not being deleted, not expired: others may peer with it. */
export function isNodeActive(node: PeerNode, nowMs: number): boolean {
  return node.connected && !node.pendingDelete && !isNodeExpired(node.expiresAt, nowMs);
}

/** Items by a key of theirs, each group in the items' order. */
export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Each node's removal, and its entries as a plain node for viewers without and with a public IPv4
 * address (each written when first asked for): they depend on the node alone, which nobody
 * changes, and serve every network read that gives the same node (`loadPeerSnapshot`).
 */
const removals = new WeakMap<PeerNode, Peer>();
const plainEntries = new WeakMap<PeerNode, [Peer | undefined, Peer | undefined]>();

/**
 * A network's snapshot with its lookups built once, for the views of every host in it. It also
 * keeps what is the same for every viewer, so that a full mesh of n nodes writes n entries instead
 * of n²: the removal of each node, the entry of each plain node (see `isPlain`), which differs only
 * by whether the viewer has a public IPv4 address, and the shared row (see `sharedRow`). Peers are
 * shared between hosts' lists: nobody may change one.
 */
export class IndexedNetwork {
  readonly nodesById: Map<string, PeerNode>;
  readonly nodesByHost: Map<string, PeerNode[]>;
  readonly membersByRelay: Map<string, PeerNode[]>;
  readonly clientsByGateway: Map<string, PeerClient[]>;
  /** No public key repeats among its hosts and clients, so no peer list of it has two entries to merge. */
  readonly keysDistinct: boolean;
  /** Each node's place in the snapshot (the order of every peer list). */
  readonly positions: Map<string, number>;
  /** The places of the nodes that are not plain: their entries depend on the viewer. */
  readonly unplainPositions: number[];
  /** Public IPv4 address -> the places of the nodes whose hosts are seen from outside at it. */
  readonly positionsByOutside: Map<string, number[]>;
  private readonly rows = new Map<string, Peer[]>();

  constructor(readonly snapshot: NetworkSnapshot) {
    this.nodesById = new Map(snapshot.nodes.map((node) => [node.id, node]));
    this.nodesByHost = groupBy(snapshot.nodes, (node) => node.host.id);
    this.membersByRelay = groupBy(
      snapshot.nodes.filter((node) => node.relayedBy !== ''),
      (node) => node.relayedBy,
    );
    this.clientsByGateway = groupBy(snapshot.clients, (client) => client.gatewayId);
    const keys = [...snapshot.nodes.map((node) => node.host.publickey), ...snapshot.clients.map((c) => c.publickey)];
    this.keysDistinct = new Set(keys).size === keys.length;
    this.positions = new Map(snapshot.nodes.map((node, position) => [node.id, position]));
    this.unplainPositions = snapshot.nodes.flatMap((node, position) => (this.isPlain(node) ? [] : [position]));
    this.positionsByOutside = new Map();
    snapshot.nodes.forEach((node, position) => {
      if (node.host.endpointip === '') return;
      const positions = this.positionsByOutside.get(node.host.endpointip);
      if (positions) positions.push(position);
      else this.positionsByOutside.set(node.host.endpointip, [position]);
    });
  }

  /** The entry telling a host to drop the node. */
  removalOf(node: PeerNode): Peer {
    let peer = removals.get(node);
    if (!peer) {
      peer = { publickey: node.host.publickey, endpoint: null, allowedips: [], persistentkeepalive: 0, remove: true };
      removals.set(node, peer);
    }
    return peer;
  }

  /**
   * A node whose entry is its own addresses for every viewer that may reach it and is not its
   * internet-gateway client or failover partner: not relayed, relaying nobody, not failed over,
   * no egress ranges, no remote-access gateway.
   */
  isPlain(node: PeerNode): boolean {
    return (
      node.relayedBy === '' &&
      node.failedOverBy === '' &&
      node.egressRanges.length === 0 &&
      !node.isIngressGateway &&
      !this.membersByRelay.has(node.id)
    );
  }

  /** A plain node's entry for a viewer with a public IPv4 address (`viewerHasIPv4`) or without one. */
  plainEntryOf(node: PeerNode, viewerHasIPv4: boolean): Peer {
    let entries = plainEntries.get(node);
    if (!entries) {
      entries = [undefined, undefined];
      plainEntries.set(node, entries);
    }
    const place = viewerHasIPv4 ? 1 : 0;
    entries[place] ??= {
      publickey: node.host.publickey,
      endpoint: hostEndpoint(viewerHasIPv4, node.host),
      allowedips: [...new Set(addressIps(node))],
      persistentkeepalive: node.host.persistentkeepalive,
      remove: false,
    };
    return entries[place];
  }

  /**
   * One entry per node, in snapshot order, as a viewer that reaches everyone and is nobody's
   * relay member, failover partner or internet-gateway client sees a plain node at `nowMs`: its
   * entry when active, else its removal. Nodes that are not plain hold their removal as a
   * placeholder: every viewer works out its own entry for them.
   */
  sharedRow(nowMs: number, viewerHasIPv4: boolean): Peer[] {
    const key = `${nowMs} ${viewerHasIPv4}`;
    let row = this.rows.get(key);
    if (!row) {
      row = this.snapshot.nodes.map((node) =>
        isNodeActive(node, nowMs) && this.isPlain(node) ? this.plainEntryOf(node, viewerHasIPv4) : this.removalOf(node),
      );
      this.rows.set(key, row);
    }
    return row;
  }
}
