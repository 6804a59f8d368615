import type { Database } from './schema';

/** The nodes of a network with what peers learn of their hosts, by node id: one query per publishing round. */
export function listPeerNodeRows(db: Database, netid: string) {
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
    .orderBy('nodes.id')
    .execute();
}
