import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Names served by every host: a network's nameservers (upstream servers for match domains, which
 * hosts ask for names under them), each host's last DNS report (`dns_status` of its check-ins), and
 * hosts' DNS setting turned on, since the server now manages DNS (it was "no" only because it did not).
 */
export const nameserversHostDnsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('nameservers')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('servers', 'text', (column) => column.notNull())
      .addColumn('domains', 'text', (column) => column.notNull())
      .addColumn('status', 'integer', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('nameservers_network').on('nameservers').column('network').execute();

    await db.schema
      .createTable('host_dns')
      .addColumn('host_id', 'text', (column) => column.primaryKey().references('hosts.id').onDelete('cascade'))
      .addColumn('mode', 'text', (column) => column.notNull())
      .addColumn('listening', 'text', (column) => column.notNull())
      .addColumn('names', 'integer', (column) => column.notNull())
      .addColumn('error', 'text', (column) => column.notNull())
      .addColumn('reported_at', 'text', (column) => column.notNull())
      .execute();

    await sql`update hosts set dns = 'yes'`.execute(db);
  },
};
