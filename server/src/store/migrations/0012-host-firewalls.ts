import { type Kysely, type Migration } from 'kysely';

/**
 * What each host's agent last reported of its firewall (`firewall_status` of its check-ins): a row
 * only for hosts whose agent enforces policies, so a host without one has never reported.
 */
export const hostFirewallsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('host_firewalls')
      .addColumn('host_id', 'text', (column) => column.primaryKey().references('hosts.id').onDelete('cascade'))
      .addColumn('enforcing', 'integer', (column) => column.notNull())
      .addColumn('allow_all', 'integer', (column) => column.notNull())
      .addColumn('rules', 'integer', (column) => column.notNull())
      .addColumn('error', 'text', (column) => column.notNull())
      .addColumn('reported_at', 'text', (column) => column.notNull())
      .execute();
  },
};
