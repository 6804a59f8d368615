import { listExtClientViews } from '../store/ext-client-repository';
import { listPeerNodeRows, PEER_NODE_COLUMNS, type PeerNodeRow } from '../store/peer-node-rows';
import { fromFlag } from '../store/flags';
import { fromJsonIdSet, fromJsonStringArray } from '../store/json-columns';
import type { Database } from '../store/schema';
import { unixSecondsOrZero } from '../time';
import type { NetworkSnapshot, PeerClient, PeerNode } from './peer-model';

function peerNodeOf(row: PeerNodeRow): PeerNode {
  return {
    id: row.id,
    host: {
      id: row.host_id,
      name: row.name,
      publickey: row.publickey,
      endpointip: row.endpointip,
      endpointipv6: row.endpointipv6,
      localAddress: row.localaddress,
      listenport: row.listenport,
      wgPublicListenPort: row.wg_public_listen_port,
      isStaticPort: fromFlag(row.isstaticport),
      persistentkeepalive: row.persistentkeepalive,
    },
    address: row.address,
    address6: row.address6,
    connected: fromFlag(row.connected),
    pendingDelete: fromFlag(row.pendingdelete),
    expiresAt: unixSecondsOrZero(row.expires_at),
    lastCheckIn: unixSecondsOrZero(row.last_check_in),
    relayedBy: row.relayedby,
    isIngressGateway: fromFlag(row.isingressgateway),
    egressRanges: fromFlag(row.isegressgateway) ? fromJsonStringArray(row.egressgatewayranges) : [],
    internetGatewayId: row.internetgw_node_id,
    failOverPeers: fromJsonIdSet(row.fail_over_peers),
    failedOverBy: row.failed_over_by,
  };
}

/** A node as last read: the row, and the node made of it. */
interface ReadNode {
  row: PeerNodeRow;
  node: PeerNode;
}

/**
 * Each network's nodes as last read, per database. A node whose row reads as it did is given as
 * the same object: what is worked out of a node alone and kept by object (its peer entry and the
 * entry's JSON, who holds its addresses) is worked out once while the node stays as it is.
 */
const lastRead = new WeakMap<Database, Map<string, Map<string, ReadNode>>>();

function sameRow(a: PeerNodeRow, b: PeerNodeRow): boolean {
  for (const column of PEER_NODE_COLUMNS) if (a[column] !== b[column]) return false;
  return true;
}

async function loadPeerNodes(db: Database, netid: string): Promise<PeerNode[]> {
  const rows = await listPeerNodeRows(db, netid);
  let networks = lastRead.get(db);
  if (!networks) {
    networks = new Map();
    lastRead.set(db, networks);
  }
  const before = networks.get(netid);
  const read = new Map<string, ReadNode>();
  const nodes = rows.map((row) => {
    const was = before?.get(row.id);
    const node = was && sameRow(was.row, row) ? was.node : peerNodeOf(row);
    read.set(row.id, { row, node });
    return node;
  });
  if (read.size > 0) networks.set(netid, read);
  else networks.delete(netid);
  return nodes;
}

async function loadPeerClients(db: Database, netid: string): Promise<PeerClient[]> {
  return (await listExtClientViews(db, { network: netid })).map((client) => ({
    clientId: client.clientid,
    owner: client.remote_access_client_id === '' ? '' : client.ownerid,
    gatewayId: client.ingressgatewayid,
    publickey: client.publickey,
    address: client.address,
    address6: client.address6,
    extraAllowedIps: fromJsonStringArray(client.extraallowedips),
    enabled: fromFlag(client.enabled),
  }));
}

/** Everything peer computation needs about one network: its nodes with their hosts, and its external clients. */
export async function loadPeerSnapshot(db: Database, netid: string): Promise<NetworkSnapshot> {
  const [nodes, clients] = await Promise.all([loadPeerNodes(db, netid), loadPeerClients(db, netid)]);
  return { nodes, clients };
}
