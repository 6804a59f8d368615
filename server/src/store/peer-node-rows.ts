import type { InferResult } from 'kysely';
import { selectMany } from './many-rows';
import type { Database } from './schema';

function peerNodeRowsQuery(db: Database, netid: string) {
  return db
    .selectFrom('nodes')
    .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
    .select([
      'nodes.id',
      'nodes.address',
      'nodes.address6',
      'nodes.connected',
      'nodes.pendingdelete',
      'nodes.expires_at',
      'nodes.relayedby',
      'nodes.isingressgateway',
      'nodes.isegressgateway',
      'nodes.egressgatewayranges',
      'nodes.internetgw_node_id',
      'nodes.fail_over_peers',
      'nodes.failed_over_by',
      'hosts.id as host_id',
      'hosts.name',
      'hosts.publickey',
      'hosts.endpointip',
      'hosts.endpointipv6',
      'hosts.localaddress',
      'hosts.listenport',
      'hosts.wg_public_listen_port',
      'hosts.isstaticport',
      'hosts.persistentkeepalive',
      'hosts.last_check_in',
    ])
    .where('nodes.network', '=', netid)
    .orderBy('nodes.id');
}

/** A node of a network with what peers learn of its host. */
export type PeerNodeRow = InferResult<ReturnType<typeof peerNodeRowsQuery>>[number];

/** A row before it is read (see `selectMany`). */
const BLANK_ROW: PeerNodeRow = {
  id: '',
  address: null,
  address6: null,
  connected: 0,
  pendingdelete: 0,
  expires_at: null,
  relayedby: '',
  isingressgateway: 0,
  isegressgateway: 0,
  egressgatewayranges: '',
  internetgw_node_id: '',
  fail_over_peers: '',
  failed_over_by: '',
  host_id: '',
  name: '',
  publickey: '',
  endpointip: '',
  endpointipv6: '',
  localaddress: '',
  listenport: 0,
  wg_public_listen_port: 0,
  isstaticport: 0,
  persistentkeepalive: 0,
  last_check_in: null,
};

/** The row's columns. */
export const PEER_NODE_COLUMNS = Object.keys(BLANK_ROW) as (keyof PeerNodeRow)[];

/**
 * The nodes of a network with what peers learn of their hosts, by node id: one query per
 * publishing round, thousands of rows at 5,000 hosts (read as `selectMany` reads them).
 */
export function listPeerNodeRows(db: Database, netid: string): Promise<PeerNodeRow[]> {
  return selectMany(db, peerNodeRowsQuery(db, netid), BLANK_ROW);
}
