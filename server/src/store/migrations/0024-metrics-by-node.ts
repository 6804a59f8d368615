import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { historyFigures, metricFigures, packPeers, type PeerHistoryRow, type PeerMetricRow } from '../peer-figures';

/** Nodes converted at a time: their old rows read, their new rows written. */
const NODES_AT_A_TIME = 200;

/** An old row: one node's (and bucket's) figures of one peer. */
type OldRow = { node_id: string; peer_id: string; network: string };

/**
 * Converts the old rows of `source`, one per node and peer (and bucket), into rows of `target`, one per
 * node (and bucket) with the peers' figures packed (`figuresOf`, store/peer-figures.ts; the old rows have
 * the columns the new rows unpack to): `keyOf` says which old rows become one, `columnsOf` what else
 * than `peers` the new row holds.
 */
async function convertRows<Row extends OldRow>(
  db: Kysely<unknown>,
  source: string,
  target: string,
  figuresOf: (row: Row) => unknown[],
  keyOf: (row: Row) => string,
  columnsOf: (rows: Row[]) => Record<string, string>,
): Promise<void> {
  const nodes = await sql<{ node_id: string }>`select distinct node_id from ${sql.table(source)}`.execute(db);
  for (let start = 0; start < nodes.rows.length; start += NODES_AT_A_TIME) {
    const ids = nodes.rows.slice(start, start + NODES_AT_A_TIME).map((row) => row.node_id);
    const { rows } = await sql<Row>`select * from ${sql.table(source)}
      where node_id in (${sql.join(ids)})`.execute(db);
    const grouped = new Map<string, Row[]>();
    for (const row of rows) grouped.set(keyOf(row), [...(grouped.get(keyOf(row)) ?? []), row]);
    const converted = [...grouped.values()].map((group) => ({
      ...columnsOf(group),
      peers: packPeers(group, figuresOf),
    }));
    const columns = Object.keys(converted[0]);
    const values = converted.map((row) => sql`(${sql.join(Object.values(row))})`);
    await sql`insert into ${sql.table(target)} (${sql.join(columns.map((column) => sql.ref(column)))})
      values ${sql.join(values)}`.execute(db);
  }
}

/**
 * The tables' `peers` compressed with lz4 rather than PostgreSQL's default pglz, when the server has it
 * (PostgreSQL 14 and later, built with lz4): a 5,000-host mesh's reports cost it about a sixth less.
 */
async function compressWithLz4(db: Kysely<unknown>, tables: string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { rows } = await sql`select 1 from pg_settings
    where name = 'default_toast_compression' and 'lz4' = any(enumvals)`.execute(db);
  if (rows.length === 0) return;
  for (const table of tables)
    await sql`alter table ${sql.table(table)} alter column peers set compression lz4`.execute(db);
}

/**
 * Metrics stored one row per node instead of one per node and peer: a node's latest readings of all its
 * peers in one row (`node_peer_metrics`), and its history one row per node and bucket
 * (`node_metric_history`), each with the peers' figures packed in `peers` (store/peer-figures.ts). A
 * 5,000-host mesh reporting every minute wrote about 8,000 rows a second twice over, which took
 * PostgreSQL about 28 s of every minute; it now writes two rows a report. The rows stored so far are
 * converted.
 */
export const metricsByNodeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('node_peer_metrics')
      .addColumn('node_id', 'text', (column) => column.primaryKey().references('nodes.id').onDelete('cascade'))
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('peers', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('node_peer_metrics_network').on('node_peer_metrics').column('network').execute();
    await db.schema
      .createTable('node_metric_history')
      .addColumn('node_id', 'text', (column) => column.notNull().references('nodes.id').onDelete('cascade'))
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('bucket', 'text', (column) => column.notNull())
      .addColumn('peers', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('node_metric_history_pk', ['node_id', 'bucket'])
      .execute();
    await db.schema.createIndex('node_metric_history_bucket').on('node_metric_history').column('bucket').execute();
    await compressWithLz4(db, ['node_peer_metrics', 'node_metric_history']);

    await convertRows(
      db,
      'node_metrics',
      'node_peer_metrics',
      metricFigures,
      (row: PeerMetricRow) => row.node_id,
      (rows) => ({
        node_id: rows[0].node_id,
        network: rows[0].network,
        updated_at: rows.map((row) => row.updated_at).sort()[rows.length - 1],
      }),
    );
    await convertRows(
      db,
      'metric_history',
      'node_metric_history',
      historyFigures,
      (row: PeerHistoryRow) => `${row.node_id} ${row.bucket}`,
      (rows) => ({ node_id: rows[0].node_id, network: rows[0].network, bucket: rows[0].bucket }),
    );
    await db.schema.dropTable('node_metrics').execute();
    await db.schema.dropTable('metric_history').execute();
  },
};
