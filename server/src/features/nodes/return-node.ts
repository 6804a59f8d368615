import { nodeStatus, type ApiNode, type NodeStatusThresholds } from '@netloom/contract';
import { nodeAddressCidr } from '../../mesh/address-allocation';
import { fromFlag } from '../../store/flags';
import { fromJsonIdSet, fromJsonStringArray } from '../../store/json-columns';
import type { NodeView } from '../../store/node-repository';
import { toUnixSeconds } from '../../time';

/** What every node of a listing shares: the server's name, the status thresholds and "now". */
export interface NodeListing {
  serverName: string;
  thresholds: NodeStatusThresholds;
  nowMs: number;
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
const FIXED_JSON = JSON.stringify(FIXED_FIELDS);
/** FIXED_FIELDS as JSON members, written once and spliced into every listed node. */
const FIXED_MEMBERS = FIXED_JSON.slice(1, -1);

/** The fields stored as JSON text, which listings splice in as they are. */
type StoredJsonFields = 'tags' | 'egressgatewayranges' | 'fail_over_peers';
type VariableFields = Omit<ApiNode, keyof typeof FIXED_FIELDS | StoredJsonFields>;

/** Go's nil uuid, which Netmaker sends for "no failover node". */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

function lastCheckInOf(node: NodeView): number {
  return node.last_check_in ? toUnixSeconds(node.last_check_in) : 0;
}

/** Unix seconds of the node's expiry; 0 when it never expires. */
function expiryOf(node: NodeView): number {
  return node.expires_at ? toUnixSeconds(node.expires_at) : 0;
}

/** A node's status and why, from its host's last check-in and its `connected` flag. */
export function statusOf(node: NodeView, listing: NodeListing): ReturnType<typeof nodeStatus> {
  const check = { connected: fromFlag(node.connected), lastcheckin: lastCheckInOf(node), expdatetime: expiryOf(node) };
  return nodeStatus(check, listing.nowMs, listing.thresholds);
}

function variableFields(node: NodeView, listing: NodeListing): VariableFields {
  const lastcheckin = lastCheckInOf(node);
  const connected = fromFlag(node.connected);
  const { status, reason } = statusOf(node, listing);
  return {
    id: node.id,
    hostid: node.host_id,
    address: nodeAddressCidr(node.address, node.addressrange),
    address6: nodeAddressCidr(node.address6, node.addressrange6),
    localaddress: node.localaddress,
    lastmodified: toUnixSeconds(node.updated_at),
    expdatetime: expiryOf(node),
    lastcheckin,
    network: node.network,
    networkrange: node.addressrange,
    networkrange6: node.addressrange6,
    isrelayed: node.relayedby !== '',
    isrelay: fromFlag(node.isrelay),
    relayedby: node.relayedby,
    relaynodes: node.relaynodes,
    isingressgateway: fromFlag(node.isingressgateway),
    ingressdns: node.ingressdns,
    ingresspersistentkeepalive: node.ingresspersistentkeepalive,
    ingressmtu: node.ingressmtu,
    isegressgateway: fromFlag(node.isegressgateway),
    egressgatewaynatenabled: fromFlag(node.egressgatewaynatenabled),
    isinternetgateway: fromFlag(node.isinternetgateway),
    inet_node_req: { inet_node_client_ids: node.inet_node_client_ids },
    internetgw_node_id: node.internetgw_node_id,
    is_fail_over: fromFlag(node.is_fail_over),
    failed_over_by: node.failed_over_by || NIL_UUID,
    dnson: fromFlag(node.dnson),
    server: listing.serverName,
    connected,
    pendingdelete: fromFlag(node.pendingdelete),
    metadata: node.metadata,
    status,
    status_reason: reason,
  };
}

/** A node as the API returns it (ApiNode, reference section 12.4), with its status and the reason for it. */
export function toApiNode(node: NodeView, listing: NodeListing): ApiNode {
  const stored = {
    tags: Object.fromEntries(fromJsonIdSet(node.tags).map((tag) => [tag, {}])),
    egressgatewayranges: fromJsonStringArray(node.egressgatewayranges),
    fail_over_peers: Object.fromEntries(fromJsonIdSet(node.fail_over_peers).map((peer) => [peer, {}])),
  };
  return { ...variableFields(node, listing), ...stored, ...(JSON.parse(FIXED_JSON) as typeof FIXED_FIELDS) };
}

const NODES_PER_CHUNK = 256;

/**
 * The JSON text of a list of ApiNodes in chunks, equal to serialising `toApiNode` of each but built
 * for 10,000-node networks: only the fields that vary are serialised per node, the stored tag set and
 * the fixed fields are spliced in as text, and the response can go out while the rest is written.
 * External clients listed as static nodes come after the nodes.
 */
export function* apiNodesJsonChunks(
  nodes: NodeView[],
  listing: NodeListing,
  staticNodes: ApiNode[] = [],
): Generator<string> {
  yield '[';
  for (let start = 0; start < nodes.length; start += NODES_PER_CHUNK) {
    const parts = nodes.slice(start, start + NODES_PER_CHUNK).map((node) => {
      const variable = JSON.stringify(variableFields(node, listing));
      const stored = `"tags":${node.tags},"egressgatewayranges":${node.egressgatewayranges},"fail_over_peers":${node.fail_over_peers}`;
      return `${variable.slice(0, -1)},${stored},${FIXED_MEMBERS}}`;
    });
    yield `${start === 0 ? '' : ','}${parts.join(',')}`;
  }
  if (staticNodes.length > 0) {
    yield `${nodes.length === 0 ? '' : ','}${staticNodes.map((node) => JSON.stringify(node)).join(',')}`;
  }
  yield ']';
}
