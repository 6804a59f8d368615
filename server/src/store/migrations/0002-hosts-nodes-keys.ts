import type { Kysely, Migration } from 'kysely';

/**
 * Hosts, their pending actions, enrollment keys and the full node model. The nodes table of 0001
 * is rebuilt: a node belongs to a host, and no host existed before this migration, so the table
 * held no rows a server could have written.
 */
export const hostsNodesKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('hosts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('secret_hash', 'text', (column) => column.notNull())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('os', 'text', (column) => column.notNull())
      .addColumn('os_family', 'text', (column) => column.notNull())
      .addColumn('os_version', 'text', (column) => column.notNull())
      .addColumn('kernel_version', 'text', (column) => column.notNull())
      .addColumn('verbosity', 'integer', (column) => column.notNull())
      .addColumn('firewallinuse', 'text', (column) => column.notNull())
      .addColumn('debug', 'integer', (column) => column.notNull())
      .addColumn('isstaticport', 'integer', (column) => column.notNull())
      .addColumn('isstatic', 'integer', (column) => column.notNull())
      .addColumn('listenport', 'integer', (column) => column.notNull())
      .addColumn('wg_public_listen_port', 'integer', (column) => column.notNull())
      .addColumn('mtu', 'integer', (column) => column.notNull())
      .addColumn('interfaces', 'text', (column) => column.notNull())
      .addColumn('defaultinterface', 'text', (column) => column.notNull())
      .addColumn('endpointip', 'text', (column) => column.notNull())
      .addColumn('endpointipv6', 'text', (column) => column.notNull())
      .addColumn('publickey', 'text', (column) => column.notNull().unique())
      .addColumn('macaddress', 'text', (column) => column.notNull())
      .addColumn('isdefault', 'integer', (column) => column.notNull())
      .addColumn('nat_type', 'text', (column) => column.notNull())
      .addColumn('persistentkeepalive', 'integer', (column) => column.notNull())
      .addColumn('autoupdate', 'integer', (column) => column.notNull())
      .addColumn('dns', 'text', (column) => column.notNull())
      .addColumn('last_check_in', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('host_actions')
      .addColumn('host_id', 'text', (column) => column.notNull().references('hosts.id').onDelete('cascade'))
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('requested_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('host_actions_pk', ['host_id', 'action'])
      .execute();

    await db.schema.dropTable('nodes').execute();
    await db.schema
      .createTable('nodes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('host_id', 'text', (column) => column.notNull().references('hosts.id'))
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .addColumn('address', 'text')
      .addColumn('address6', 'text')
      .addColumn('localaddress', 'text', (column) => column.notNull())
      .addColumn('connected', 'integer', (column) => column.notNull())
      .addColumn('pendingdelete', 'integer', (column) => column.notNull())
      .addColumn('dnson', 'integer', (column) => column.notNull())
      .addColumn('metadata', 'text', (column) => column.notNull())
      .addColumn('tags', 'text', (column) => column.notNull())
      .addColumn('isrelay', 'integer', (column) => column.notNull())
      .addColumn('relayedby', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('nodes_host_network', ['host_id', 'network'])
      .execute();
    // Unique addresses per network; rows without an address (null) don't collide.
    await db.schema.createIndex('nodes_network_address').on('nodes').columns(['network', 'address']).unique().execute();
    await db.schema
      .createIndex('nodes_network_address6')
      .on('nodes')
      .columns(['network', 'address6'])
      .unique()
      .execute();
    await db.schema.createIndex('nodes_host').on('nodes').column('host_id').execute();

    await db.schema
      .createTable('enrollment_keys')
      .addColumn('value', 'text', (column) => column.primaryKey())
      .addColumn('tags', 'text', (column) => column.notNull())
      .addColumn('uses_remaining', 'integer', (column) => column.notNull())
      .addColumn('expiration', 'text')
      .addColumn('unlimited', 'integer', (column) => column.notNull())
      .addColumn('type', 'integer', (column) => column.notNull())
      .addColumn('relay', 'text', (column) => column.notNull())
      .addColumn('groups', 'text', (column) => column.notNull())
      .addColumn('is_default', 'integer', (column) => column.notNull())
      .addColumn('auto_egress', 'integer', (column) => column.notNull())
      .addColumn('auto_assign_gw', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('enrollment_key_networks')
      .addColumn('key_value', 'text', (column) =>
        column.notNull().references('enrollment_keys.value').onDelete('cascade'),
      )
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .addPrimaryKeyConstraint('enrollment_key_networks_pk', ['key_value', 'network'])
      .execute();
    await db.schema
      .createIndex('enrollment_key_networks_network')
      .on('enrollment_key_networks')
      .column('network')
      .execute();
  },
};
