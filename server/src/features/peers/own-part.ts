import type { Config } from '../../config';
import { groupBy, type IndexedNetwork } from '../../mesh/indexed-network';
import type { PeerNode } from '../../mesh/peer-model';
import { stunServers } from '../../mesh/stun/stun-responder';
import { textDigest } from '../../mesh/text-digest';
import { fromFlag } from '../../store/flags';
import { unixSecondsOrZero } from '../../time';
import { fromJsonIdSet } from '../../store/json-columns';
import type { ListedHost } from '../../store/host-repository';
import type { NodeView } from '../../store/node-repository';
import { hostBrokerUrl } from '../hosts/host-server-config';
import { toApiHost } from '../hosts/return-host';
import { apiNodeJson, statusOf, type NodeListing } from '../node-records/return-node';

/** A host as read, with its nodes sorted by id. */
export interface HostRows {
  host: ListedHost;
  nodes: NodeView[];
}

/**
 * A host's update without its peers (its settings, its nodes, its firewall) as JSON text, `own`:
 * the whole update puts its peers after the first `headLength` characters (its nodes).
 */
export interface OwnPart {
  own: string;
  headLength: number;
  ownDigest: string;
  /** The digest of what of `own` does not change with the clock alone: all but the nodes' status. */
  steadyDigest: string;
}

/** A host's own part with the rows and the rest it was written from: what a round keeps for the next. */
export interface KeptOwnPart {
  rows: HostRows;
  /** What of the server it shows, the firewall, default gateway and nodes' statuses it was written with. */
  inputs: string;
  part: OwnPart;
}

/** What of the server every host's own part shows: its name and version, and where hosts reach it. */
export interface ServerShown {
  /** `{"server":…,"serverversion":…,` */
  opening: string;
  /** `"API":…,"Broker":…,"Stun":…,"StunServers":[…]` */
  addresses: string;
}

/**
 * What a host's own part takes beyond its rows: what of the server it shows, its internet
 * gateway's address ('' for none) and its firewall as JSON.
 */
export interface OwnPartInputs {
  server: ServerShown;
  defaultGateway: string;
  firewallJson: string;
}

const json = JSON.stringify;

export function serverShown(config: Config, listing: NodeListing): ServerShown {
  return {
    opening: `{"server":${json(listing.serverName)},"serverversion":${json(config.version)},`,
    addresses:
      `"API":${json(config.apiHost)},"Broker":${json(hostBrokerUrl(config))},` +
      `"Stun":${config.stunPorts.length > 0},"StunServers":${json(stunServers(config))}`,
  };
}

function writeOwnPart(
  { host, nodes }: HostRows,
  listing: NodeListing,
  { server, defaultGateway, firewallJson }: OwnPartInputs,
): OwnPart {
  const apiHost = toApiHost(
    host,
    nodes.map((node) => node.id),
  );
  const start = `${server.opening}"host":${json(apiHost)},`;
  const head = `${start}"nodes":[${nodes.map((node) => apiNodeJson(node, listing)).join(',')}]`;
  const tail =
    `"change_default_gw":${defaultGateway !== ''},"default_gw_ip":${json(defaultGateway)},` +
    `"is_inet_gw":${nodes.some((node) => node.isinternetgateway === 1)},` +
    `"fw_update":${firewallJson},${server.addresses}`;
  const own = `${head},${tail}}`;
  // The version leaves out what changes with the clock alone (the nodes' status), which no round
  // follows: a host pulling between two rounds holds the version the next delta starts from.
  const steady = nodes.map((node) => apiNodeJson(node, { ...listing, nowMs: 0 })).join(',');
  return {
    own,
    headLength: head.length,
    ownDigest: textDigest(own),
    steadyDigest: textDigest(`${start}${steady}\n${tail}`),
  };
}

/**
 * A host's own part, the one kept from an earlier round when it was written from these very rows
 * (kept, or read again as they were) with the same server, firewall, default gateway and nodes' statuses.
 */
export function ownPartOf(
  rows: HostRows,
  kept: KeptOwnPart | undefined,
  listing: NodeListing,
  from: OwnPartInputs,
): KeptOwnPart {
  const statuses = rows.nodes.map((node) => {
    const { status, reason } = statusOf(node, listing);
    return `${status} ${reason}`;
  });
  const { server, firewallJson, defaultGateway } = from;
  const inputs = `${server.opening}${server.addresses}\n${firewallJson}\n${defaultGateway}\n${statuses.join('\n')}`;
  if (kept?.rows === rows && kept.inputs === inputs) return kept;
  return { rows, inputs, part: writeOwnPart(rows, listing, from) };
}

/** Ids of nodes naming each node as their internet gateway, sorted, worked out once per network read. */
const clientsByGateway = new WeakMap<IndexedNetwork, Map<string, string[]>>();

function internetClientsOf(network: IndexedNetwork, gatewayId: string): string[] {
  let clients = clientsByGateway.get(network);
  if (!clients) {
    const byGateway = groupBy(
      network.snapshot.nodes.filter((node) => node.internetGatewayId !== ''),
      (node) => node.internetGatewayId,
    );
    clients = new Map([...byGateway].map(([gateway, nodes]) => [gateway, nodes.map((node) => node.id).sort()]));
    clientsByGateway.set(network, clients);
  }
  return clients.get(gatewayId) ?? [];
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.join(' ') === b.join(' ');

/**
 * Whether a node as kept agrees with the node as its network was read now: in all that peers see
 * of it, and in what its record shows of others (the nodes it relays, its internet gateway's clients).
 */
function agrees(host: ListedHost, node: NodeView, seen: PeerNode, network: IndexedNetwork): boolean {
  const peer = seen.host;
  const relayed = (network.membersByRelay.get(node.id) ?? []).map((member) => member.id).sort();
  return (
    sameIds(node.relaynodes, relayed) &&
    sameIds(node.inet_node_client_ids, internetClientsOf(network, node.id)) &&
    sameIds(fromJsonIdSet(node.fail_over_peers), seen.failOverPeers) &&
    peer.id === host.id &&
    peer.name === host.name &&
    peer.publickey === host.publickey &&
    peer.endpointip === host.endpointip &&
    peer.endpointipv6 === host.endpointipv6 &&
    peer.localAddress === host.localaddress &&
    peer.listenport === host.listenport &&
    peer.wgPublicListenPort === host.wg_public_listen_port &&
    peer.persistentkeepalive === host.persistentkeepalive &&
    seen.address === node.address &&
    seen.address6 === node.address6 &&
    seen.connected === fromFlag(node.connected) &&
    seen.pendingDelete === fromFlag(node.pendingdelete) &&
    seen.expiresAt === unixSecondsOrZero(node.expires_at) &&
    seen.lastCheckIn === unixSecondsOrZero(node.last_check_in) &&
    seen.relayedBy === node.relayedby &&
    seen.internetGatewayId === node.internetgw_node_id &&
    seen.failedOverBy === node.failed_over_by
  );
}

/**
 * Whether a host's rows kept from an earlier round may serve again: every one of its nodes is in
 * its network as read now, as it was (what peers see of it, its host's last check-in), and the host
 * has no other node there. Changes to a host are announced (the round reads the rows of the hosts
 * a change names); this keeps a change made some other way from being missed for long.
 */
export function rowsStillHold({ host, nodes }: HostRows, networkOf: (netid: string) => IndexedNetwork): boolean {
  const networks = new Map<string, IndexedNetwork>();
  for (const node of nodes) {
    const network = networkOf(node.network);
    networks.set(node.network, network);
    const seen = network.nodesById.get(node.id);
    if (!seen || !agrees(host, node, seen, network)) return false;
  }
  let held = 0;
  for (const network of networks.values()) held += network.nodesByHost.get(host.id)?.length ?? 0;
  return held === nodes.length;
}
