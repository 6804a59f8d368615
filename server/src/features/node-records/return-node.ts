import { NIL_UUID, nodeStatus, type ApiNode, type NodeCheckIn } from '@netloom/contract';
import type { Config } from '../../config';
import { nodeAddressCidr } from '../../mesh/address-allocation';
import { fromFlag } from '../../store/flags';
import { fromJsonIdSet, fromJsonStringArray } from '../../store/json-columns';
import { hasGatewayRole, NO_ROLES, type NodeView } from '../../store/node-repository';
import type { StatusClock } from '../../store/status-sql';
import { toUnixSeconds, unixSecondsOrZero } from '../../time';

/** What every node of a listing shares: the server's name, the status thresholds and "now". */
export interface NodeListing extends StatusClock {
  serverName: string;
}

/** The ApiNode fields every host's node has alike (static nodes are external clients, listed apart). */
export const FIXED_FIELDS = Object.freeze({
  allowedips: [],
  lastpeerupdate: 0,
  defaultacl: 'unset',
  additional_rag_ips: [],
  is_static: false,
  is_user_node: false,
  /**
   * Netmaker sends an empty ExtClient here; Netloom sends null for a host's node (its Go clients read
   * both as the zero client), which keeps 10,000-node lists a quarter smaller.
   */
  static_node: null,
});

/** An object's JSON text without its braces, to splice into a node's JSON. */
function jsonMembers(fields: object): string {
  return JSON.stringify(fields).slice(1, -1);
}

const FIXED_MEMBERS = jsonMembers(FIXED_FIELDS);

type RoleView = Pick<NodeView, keyof typeof NO_ROLES | 'relaynodes' | 'inet_node_client_ids'>;

/** The ApiNode fields of a node's gateway roles: relay, remote access, egress, internet gateway, failover. */
function roleFields(node: RoleView) {
  return {
    isrelay: fromFlag(node.isrelay),
    relaynodes: node.relaynodes,
    isingressgateway: fromFlag(node.isingressgateway),
    ingressdns: node.ingressdns,
    ingresspersistentkeepalive: node.ingresspersistentkeepalive,
    ingressmtu: node.ingressmtu,
    isegressgateway: fromFlag(node.isegressgateway),
    egressgatewayranges: fromJsonStringArray(node.egressgatewayranges),
    egressgatewaynatenabled: fromFlag(node.egressgatewaynatenabled),
    isinternetgateway: fromFlag(node.isinternetgateway),
    inet_node_req: { inet_node_client_ids: node.inet_node_client_ids },
    internetgw_node_id: node.internetgw_node_id,
    is_fail_over: fromFlag(node.is_fail_over),
    failed_over_by: node.failed_over_by || NIL_UUID,
    fail_over_peers: Object.fromEntries(fromJsonIdSet(node.fail_over_peers).map((peer) => [peer, {}])),
  } satisfies Partial<ApiNode>;
}

/** The role fields of a node without any role, written once: nearly every node of a large network. */
const ROLELESS_MEMBERS = jsonMembers(roleFields({ ...NO_ROLES, relaynodes: [], inet_node_client_ids: [] }));

/** The columns of a node its status is made of. */
export type NodeStatusView = Pick<NodeView, 'connected' | 'last_check_in' | 'expires_at' | 'connectivity'>;

/**
 * What a node's status is made of: its `connected` flag, its host's last check-in, its expiry (unix
 * seconds, 0 = none) and its missed peers.
 */
function checkInOf(node: NodeStatusView): NodeCheckIn {
  const peers = node.connectivity;
  return {
    connected: fromFlag(node.connected),
    lastcheckin: unixSecondsOrZero(node.last_check_in),
    expdatetime: unixSecondsOrZero(node.expires_at),
    ...(peers ? { connectivity: { ...peers, reportedAt: toUnixSeconds(peers.reported_at) } } : {}),
  };
}

/** A node's status and why, from its host's last check-in, its `connected` flag and its peers. */
export function statusOf(node: NodeStatusView, listing: NodeListing): ReturnType<typeof nodeStatus> {
  return nodeStatus(checkInOf(node), listing.nowMs, listing.thresholds);
}

const json = JSON.stringify;

/**
 * A node as the API returns it (ApiNode), with its status and the reason
 * for it, as JSON text. Lists join these: written as one template with the role fields of role-less
 * nodes and the fixed fields spliced in as text, 10,000 nodes take a third of the time
 * `JSON.stringify` of each node object takes. The stored tag set is spliced as it is.
 */
export function apiNodeJson(node: NodeView, listing: NodeListing): string {
  const check = checkInOf(node);
  const { status, reason } = nodeStatus(check, listing.nowMs, listing.thresholds);
  const roles = hasGatewayRole(node) ? jsonMembers(roleFields(node)) : ROLELESS_MEMBERS;
  return (
    `{"id":${json(node.id)},"hostid":${json(node.host_id)},"network":${json(node.network)},` +
    `"address":${json(nodeAddressCidr(node.address, node.addressrange))},` +
    `"address6":${json(nodeAddressCidr(node.address6, node.addressrange6))},` +
    `"localaddress":${json(node.localaddress)},"networkrange":${json(node.addressrange)},` +
    `"networkrange6":${json(node.addressrange6)},"lastmodified":${toUnixSeconds(node.updated_at)},` +
    `"expdatetime":${check.expdatetime},"lastcheckin":${check.lastcheckin},` +
    `"isrelayed":${node.relayedby !== ''},"relayedby":${json(node.relayedby)},` +
    `"dnson":${fromFlag(node.dnson)},"server":${json(listing.serverName)},"connected":${check.connected},` +
    `"pendingdelete":${fromFlag(node.pendingdelete)},"metadata":${json(node.metadata)},` +
    `"status":${json(status)},"status_reason":${json(reason)},"tags":${node.tags},${roles},${FIXED_MEMBERS}}`
  );
}

/** A node as the API returns it (ApiNode), parsed from `apiNodeJson`, so one writer serves lists and single nodes. */
export function toApiNode(node: NodeView, listing: NodeListing): ApiNode {
  return JSON.parse(apiNodeJson(node, listing)) as ApiNode;
}

const NODES_PER_CHUNK = 64;

/**
 * The JSON text of a list of ApiNodes in chunks of 256 nodes, so the response can go out while the
 * rest is written (and no 10 MB string is ever built). External clients listed as static nodes come
 * after the nodes.
 */
export function* apiNodesJsonChunks(
  nodes: NodeView[],
  listing: NodeListing,
  staticNodes: ApiNode[] = [],
): Generator<string> {
  yield '[';
  for (let start = 0; start < nodes.length; start += NODES_PER_CHUNK) {
    const chunk = nodes.slice(start, start + NODES_PER_CHUNK).map((node) => apiNodeJson(node, listing));
    yield `${start === 0 ? '' : ','}${chunk.join(',')}`;
  }
  if (staticNodes.length > 0) {
    yield `${nodes.length === 0 ? '' : ','}${staticNodes.map((node) => JSON.stringify(node)).join(',')}`;
  }
  yield ']';
}

/** How nodes are listed right now. */
export function nodeListing(config: Config, nowMs: number = Date.now()): NodeListing {
  return { serverName: config.serverName, thresholds: config.nodeStatusThresholds, nowMs };
}
