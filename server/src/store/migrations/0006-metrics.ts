import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What agents measure of their peers (docs/architecture.md, Host protocol): one row per node and peer (another node, or an
 * external client of a gateway) with its latest reading and running totals, and one summary row per
 * node that node statuses read. Byte counters and times are `double precision`: exact far beyond any
 * real total, and a plain number on both backends.
 */
export const metricsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('node_metrics')
      .addColumn('node_id', 'text', (column) => column.notNull().references('nodes.id').onDelete('cascade'))
      .addColumn('peer_id', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('connected', 'integer', (column) => column.notNull())
      .addColumn('latency', 'double precision', (column) => column.notNull())
      .addColumn('handshake_age', 'integer')
      .addColumn('total_received', 'double precision', (column) => column.notNull())
      .addColumn('last_received', 'double precision', (column) => column.notNull())
      .addColumn('total_sent', 'double precision', (column) => column.notNull())
      .addColumn('last_sent', 'double precision', (column) => column.notNull())
      .addColumn('uptime_seconds', 'double precision', (column) => column.notNull())
      .addColumn('totaltime_seconds', 'double precision', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('node_metrics_pk', ['node_id', 'peer_id'])
      .execute();
    await db.schema.createIndex('node_metrics_network').on('node_metrics').columns(['network', 'node_id']).execute();

    await db.schema
      .createTable('node_connectivity')
      .addColumn('node_id', 'text', (column) => column.primaryKey().references('nodes.id').onDelete('cascade'))
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('measured', 'integer', (column) => column.notNull())
      .addColumn('unreachable', 'integer', (column) => column.notNull())
      .addColumn('reported_at', 'text', (column) => column.notNull())
      .execute();
    // Node lists read only the few nodes that miss peers; the condition is repeated in those queries.
    await db.schema
      .createIndex('node_connectivity_unreachable')
      .on('node_connectivity')
      .column('network')
      .where(sql<boolean>`unreachable > 0`)
      .execute();
  },
};
