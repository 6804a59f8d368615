import { isDeepStrictEqual } from 'node:util';
import type { Config } from '../../config';
import { addressIdentityMapJson, networkIdentities, type NetworkIdentities } from '../../mesh/address-identities';
import { hostFirewallJson, type FirewallNode } from '../../mesh/firewall/host-firewall';
import { NetworkFirewall } from '../../mesh/firewall/network-firewall';
import { hostDnsJson, networkDns, type NetworkDns } from '../../mesh/network-dns';
import type { DeltaShape } from '../../mesh/peer-delta';
import { hostPeersJson, type RowShape } from '../../mesh/peer-json';
import { loadPeerSnapshot } from '../../mesh/peer-snapshot';
import { groupBy, IndexedNetwork } from '../../mesh/indexed-network';
import { computePeerLists, getsPeers, type PeerList } from '../../mesh/peers';
import { networkReachability, type AccessSnapshot } from '../../mesh/reachability';
import { textDigest } from '../../mesh/text-digest';
import { listCustomDnsEntries } from '../../store/dns-repository';
import { listHosts } from '../../store/host-repository';
import { listNameservers } from '../../store/nameserver-repository';
import { findNetwork } from '../../store/network-repository';
import { listNodeViews, type NodeView } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { loadAccessSnapshot } from '../acls/access-snapshot';
import { ownPartOf, rowsStillHold, serverShown, type HostRows, type KeptOwnPart } from './own-part';
import { nodeListing } from '../node-records/return-node';

/**
 * A network as peer computation reads it: its nodes and clients, indexed, its access control, who
 * may reach whom, and its nodes' firewalls and who holds its addresses (both worked out when first asked for).
 */
export interface LoadedNetwork {
  network: IndexedNetwork;
  access: AccessSnapshot;
  mayReach: (a: string, b: string) => boolean;
  mayDialIn: (gateway: string, client: string) => boolean;
  reachesEveryone: (a: string) => boolean;
  readonly firewall: NetworkFirewall;
  readonly identities: NetworkIdentities;
  /** The names its hosts resolve and its nameservers. */
  dns: NetworkDns;
}

/** What access control a network that is gone has: nobody in it to reach. */
const NO_ACCESS: AccessSnapshot = { defaultacl: '', matrix: {}, policies: [], devices: [] };

/** A network for the peer computation; one that is gone (just deleted) reads as empty. */
export async function loadNetworkForPeers(db: Database, netid: string): Promise<LoadedNetwork> {
  const network = await findNetwork(db, netid);
  const [snapshot, access, custom, nameservers] = await Promise.all([
    loadPeerSnapshot(db, netid),
    network ? loadAccessSnapshot(db, network) : NO_ACCESS,
    listCustomDnsEntries(db, [netid]),
    listNameservers(db, [netid]),
  ]);
  const reachability = networkReachability(access);
  // Read apart, the two may disagree on a node that has just come: only nodes access control knows are reachable.
  const allKnown = snapshot.nodes.every((node) => reachability.knows(node.id));
  const indexed = new IndexedNetwork(snapshot);
  let firewall: NetworkFirewall | undefined;
  let identities: NetworkIdentities | undefined;
  return {
    network: indexed,
    access,
    mayReach: reachability.mayReach,
    mayDialIn: reachability.mayDialIn,
    reachesEveryone: (a) => allKnown && reachability.reachesEveryNode(a),
    dns: networkDns(
      netid,
      snapshot,
      custom,
      nameservers.filter((nameserver) => nameserver.enabled),
    ),
    get firewall() {
      firewall ??= new NetworkFirewall({
        network: indexed,
        devices: access.devices,
        grants: reachability.grants(),
        everybody: reachability.everybody,
        ranges: { v4: network?.addressrange ?? '', v6: network?.addressrange6 ?? '' },
      });
      return firewall;
    },
    get identities() {
      identities ??= networkIdentities(snapshot);
      return identities;
    },
  };
}

/** Reads a network for the peer computation, once however many hosts ask for it. */
export type NetworkLoader = (netid: string) => Promise<LoadedNetwork>;

export function networkLoader(db: Database): NetworkLoader {
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
 * A host's update (HostPeerUpdate) as its JSON (written when asked for), its digest (the update's `version`), its
 * part without its peers (`kept`: as text, with the rows it was written from), whether its agent takes peer deltas,
 * and what they are worked out from when they can be (`shape`).
 */
export interface HostUpdateParts {
  /** The whole update as JSON, written when asked for: a host sent peer deltas never needs it. */
  json(): Buffer;
  digest: string;
  kept: KeptOwnPart;
  networks: string[];
  takesDeltas: boolean;
  shape?: DeltaShape;
}

/** Hosts that still exist, each with its nodes sorted by id: two reads however many hosts. */
async function hostsWithNodes(db: Database, hostIds: string[]): Promise<HostRows[]> {
  const ids = [...new Set(hostIds)];
  const [hosts, nodes] = await Promise.all([listHosts(db, ids), listNodeViews(db, { hostIds: ids })]);
  const nodesByHost = groupBy(nodes, (node) => node.host_id);
  return hosts.map((host) => ({ host, nodes: nodesByHost.get(host.id) ?? [] }));
}

/**
 * What a round kept of a host's own part. It serves while its rows still hold; when a change named
 * the host (`readAgain`) its rows are read first, and it serves only if they are as kept.
 */
export type KeptOwnParts = (hostId: string) => { kept: KeptOwnPart; readAgain: boolean } | undefined;

/** The pull's: nothing kept, every host read. */
const NOTHING_KEPT: KeptOwnParts = () => undefined;

/** The networks these rows name, each read once: what a host's loop then takes without waiting. */
async function networksOfRows(rows: HostRows[], loadNetwork: NetworkLoader): Promise<Map<string, LoadedNetwork>> {
  const networks = new Map<string, LoadedNetwork>();
  for (const { nodes } of rows) {
    for (const { network } of nodes) if (!networks.has(network)) networks.set(network, await loadNetwork(network));
  }
  return networks;
}

/**
 * These hosts' rows, with the own part kept of each: kept rows that still hold, the others read
 * (kept again when read as they were, so their own part serves); and their networks.
 */
async function currentRows(
  db: Database,
  hostIds: string[],
  loadNetwork: NetworkLoader,
  keptParts: KeptOwnParts,
): Promise<{ current: { rows: HostRows; kept?: KeptOwnPart }[]; networks: Map<string, LoadedNetwork> }> {
  const keptById = new Map([...new Set(hostIds)].map((hostId) => [hostId, keptParts(hostId)]));
  const trusted = [...keptById.values()].flatMap((kept) => (kept && !kept.readAgain ? [kept.kept.rows] : []));
  const networks = await networksOfRows(trusted, loadNetwork);
  const networkOf = (netid: string) => networks.get(netid)!.network;
  const current: { rows: HostRows; kept?: KeptOwnPart }[] = [];
  const unread: string[] = [];
  for (const [hostId, found] of keptById) {
    if (found && !found.readAgain && rowsStillHold(found.kept.rows, networkOf)) {
      current.push({ rows: found.kept.rows, kept: found.kept });
    } else unread.push(hostId);
  }
  const read = await hostsWithNodes(db, unread);
  for (const [netid, network] of await networksOfRows(read, loadNetwork)) networks.set(netid, network);
  for (const rows of read) {
    const kept = keptById.get(rows.host.id)?.kept;
    current.push(kept && isDeepStrictEqual(kept.rows, rows) ? { rows: kept.rows, kept } : { rows });
  }
  return { current, networks };
}

const json = JSON.stringify;

function firewallNodeOf(node: NodeView, peerNode: FirewallNode['node'], firewall: NetworkFirewall): FirewallNode {
  return {
    node: peerNode,
    firewall,
    netid: node.network,
    range: node.addressrange,
    range6: node.addressrange6,
    egressNat: node.egressgatewaynatenabled === 1,
    isInternetGateway: node.isinternetgateway === 1,
  };
}
/**
 * What each of these hosts must hold right now (docs/architecture.md, Host protocol): its settings, its nodes and its
 * peers over all its networks with who holds their addresses, as the JSON bytes of a HostPeerUpdate
 * (its fields in their order). With `withPeers: false` only the part without peers is worked out
 * (`json` gives it and `digest` covers it alone). Hosts that no longer exist are left out. Push (the publisher) and
 * pull (`GET /api/v1/host`) both come here; the publisher gives the own parts it kept (`keptParts`), the pull reads.
 */
export async function hostPeerUpdates(
  db: Database,
  config: Config,
  hostIds: string[],
  { loadNetwork = networkLoader(db), nowMs = Date.now(), withPeers = true, keptParts = NOTHING_KEPT } = {},
): Promise<Map<string, HostUpdateParts>> {
  const listing = nodeListing(config, nowMs);
  const server = serverShown(config, listing);
  const updates = new Map<string, HostUpdateParts>();
  const { current, networks } = await currentRows(db, hostIds, loadNetwork, keptParts);
  for (const { rows, kept: keptBefore } of current) {
    const { host, nodes } = rows;
    const peerLists: PeerList[] = [];
    const firewallNodes: FirewallNode[] = [];
    const identities: NetworkIdentities[] = [];
    const names: NetworkDns[] = [];
    let keysDistinct = true;
    let defaultGateway = '';
    for (const node of nodes) {
      const loaded = networks.get(node.network)!;
      const { network, mayReach, mayDialIn, reachesEveryone } = loaded;
      if (withPeers) {
        peerLists.push(...computePeerLists(network, host.id, { nowMs, mayReach, mayDialIn, reachesEveryone }).values());
        identities.push(loaded.identities);
        names.push(loaded.dns);
      }
      keysDistinct &&= network.keysDistinct;
      const gateway = network.nodesById.get(node.internetgw_node_id);
      if (gateway?.address) defaultGateway = gateway.address;
      const peerNode = network.nodesById.get(node.id);
      if (peerNode && getsPeers(peerNode, nowMs)) firewallNodes.push(firewallNodeOf(node, peerNode, loaded.firewall));
    }
    const firewallJson = hostFirewallJson(firewallNodes);
    const kept = ownPartOf(rows, keptBefore, listing, { server, defaultGateway, firewallJson });
    const { own, headLength, ownDigest, steadyDigest } = kept.part;
    const base = {
      kept,
      networks: [...new Set(nodes.map((node) => node.network))],
      takesDeltas: host.peer_deltas === 1,
    };
    if (!withPeers) {
      updates.set(host.id, { ...base, json: () => Buffer.from(own), digest: ownDigest });
      continue;
    }
    const peers = hostPeersJson(peerLists, keysDistinct);
    const named = addressIdentityMapJson(identities);
    const dns = hostDnsJson(config.manageDns, names);
    const digest = textDigest(`${steadyDigest}\n${peers.digest}\n${named.digest}\n${dns.digest}`);
    updates.set(host.id, {
      ...base,
      json: () =>
        Buffer.concat([
          Buffer.from(`${own.slice(0, headLength)},"host_peers":`),
          ...peers.pieces(),
          ...named.pieces,
          ...dns.pieces,
          Buffer.from(`,${own.slice(headLength + 1, -1)},"version":${json(digest)}}`),
        ]),
      digest,
      shape:
        peers.shape && names.length === 1 ? deltaShape(own, peers.shape, identities[0], names[0], config) : undefined,
    });
  }
  return updates;
}

function deltaShape(
  own: string,
  peers: RowShape,
  names: NetworkIdentities,
  dns: NetworkDns,
  config: Config,
): DeltaShape {
  const nameservers = dns.nameservers.toString();
  return {
    own,
    peers,
    names,
    dns,
    dnsSettings: {
      json: `"ManageDNS":${config.manageDns},"dns_nameservers":[${nameservers}]`,
      digest: `${config.manageDns} ${dns.nameserversDigest}`,
    },
  };
}

/** The one host's update as JSON; null when the host is gone. */
export async function hostPeerUpdate(db: Database, config: Config, hostId: string): Promise<Buffer | null> {
  const update = (await hostPeerUpdates(db, config, [hostId])).get(hostId);
  return update ? update.json() : null;
}
