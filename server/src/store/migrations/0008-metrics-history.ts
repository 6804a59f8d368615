import type { Kysely, Migration } from 'kysely';

/**
 * Metrics over time: one row per node, peer and bucket of METRICS_BUCKET_SECONDS (its start, RFC 3339
 * text like every stored instant) summing what the node's reports in that bucket said of the peer.
 * Rows go with their node; reports prune those older than the retention setting.
 */
export const metricsHistoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('metric_history')
      .addColumn('node_id', 'text', (column) => column.notNull().references('nodes.id').onDelete('cascade'))
      .addColumn('peer_id', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('bucket', 'text', (column) => column.notNull())
      .addColumn('samples', 'integer', (column) => column.notNull())
      .addColumn('connected_samples', 'integer', (column) => column.notNull())
      .addColumn('latency_total', 'double precision', (column) => column.notNull())
      .addColumn('latency_samples', 'integer', (column) => column.notNull())
      .addColumn('sent', 'double precision', (column) => column.notNull())
      .addColumn('received', 'double precision', (column) => column.notNull())
      .addPrimaryKeyConstraint('metric_history_pk', ['node_id', 'peer_id', 'bucket'])
      .execute();
    await db.schema.createIndex('metric_history_bucket').on('metric_history').column('bucket').execute();
  },
};
