import type { Kysely, Migration } from 'kysely';

/**
 * Node expiry, the gateway roles a node can take (remote access, egress, internet gateway,
 * failover; relays use `isrelay`/`relayedby` of 0002) and the external clients of remote-access
 * gateways. Every new node column has a default, so existing nodes read as plain mesh members.
 */
export const gatewaysClientsExpiryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const nodeColumns: [string, 'text' | 'integer', string | number | null][] = [
      ['expires_at', 'text', null],
      ['isingressgateway', 'integer', 0],
      ['ingressdns', 'text', ''],
      ['ingresspersistentkeepalive', 'integer', 0],
      ['ingressmtu', 'integer', 0],
      ['isegressgateway', 'integer', 0],
      ['egressgatewayranges', 'text', '[]'],
      ['egressgatewaynatenabled', 'integer', 0],
      ['isinternetgateway', 'integer', 0],
      ['internetgw_node_id', 'text', ''],
      ['is_fail_over', 'integer', 0],
      ['fail_over_peers', 'text', '{}'],
      ['failed_over_by', 'text', ''],
    ];
    for (const [name, type, value] of nodeColumns) {
      await db.schema
        .alterTable('nodes')
        .addColumn(name, type, (column) => (value === null ? column : column.notNull().defaultTo(value)))
        .execute();
    }

    // Node lists read a network's nodes in id order; this index spares sorting 10,000 rows each time.
    await db.schema.createIndex('nodes_network_id').on('nodes').columns(['network', 'id']).execute();

    await db.schema
      .createTable('ext_clients')
      .addColumn('clientid', 'text', (column) => column.primaryKey())
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .addColumn('ingressgatewayid', 'text', (column) => column.notNull().references('nodes.id').onDelete('cascade'))
      .addColumn('privatekey', 'text', (column) => column.notNull())
      .addColumn('publickey', 'text', (column) => column.notNull())
      .addColumn('address', 'text')
      .addColumn('address6', 'text')
      .addColumn('dns', 'text', (column) => column.notNull())
      .addColumn('extraallowedips', 'text', (column) => column.notNull())
      .addColumn('enabled', 'integer', (column) => column.notNull())
      .addColumn('ownerid', 'text', (column) => column.notNull())
      .addColumn('postup', 'text', (column) => column.notNull())
      .addColumn('postdown', 'text', (column) => column.notNull())
      .addColumn('tags', 'text', (column) => column.notNull())
      .addColumn('deniednodeacls', 'text', (column) => column.notNull())
      .addColumn('remote_access_client_id', 'text', (column) => column.notNull())
      .addColumn('device_name', 'text', (column) => column.notNull())
      .addColumn('os', 'text', (column) => column.notNull())
      .addColumn('public_endpoint', 'text', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // Unique per network among clients; uniqueness against node addresses holds under the network lock.
    await db.schema
      .createIndex('ext_clients_network_address')
      .on('ext_clients')
      .columns(['network', 'address'])
      .unique()
      .execute();
    await db.schema
      .createIndex('ext_clients_network_address6')
      .on('ext_clients')
      .columns(['network', 'address6'])
      .unique()
      .execute();
    await db.schema.createIndex('ext_clients_gateway').on('ext_clients').column('ingressgatewayid').execute();
  },
};
