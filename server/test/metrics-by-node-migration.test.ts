import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createNetwork } from '../src/features/networks/service';
import { SQLITE_FILE_NAME } from '../src/store/database';
import { EMPTY_HOST } from '../src/store/host-repository';
import { historyBuckets, listClientMetricRows, listMetricRows } from '../src/store/metrics-repository';
import { migrateInTransaction, migrateToLatest } from '../src/store/migrations';
import type { PeerHistoryRow, PeerMetricRow } from '../src/store/peer-figures';
import type { Database, Schema } from '../src/store/schema';
import { backends } from './support/backends';
import { storeExtClient } from './support/gateway-network';
import { storedNode } from './support/stored-node';

const NETWORK = 'old-metrics';
const TIME = '2031-02-03T04:05:06.000Z';
const EARLIER = '2031-02-03T04:04:06.000Z';
const [FIRST_BUCKET, SECOND_BUCKET] = ['2031-02-03T03:55:00.000Z', '2031-02-03T04:00:00.000Z'];

/** A network of three hosts with a node each, the first a remote-access gateway of the client `laptop`. */
async function storeMesh(db: Database): Promise<void> {
  await createNetwork(db, { netid: NETWORK, addressrange: '10.182.0.0/24' }, 'pro');
  for (const index of [1, 2, 3]) {
    const id = `node-${index}`;
    const host = { ...EMPTY_HOST, id, name: id, publickey: id, secret_hash: 'x', last_check_in: TIME };
    await db
      .insertInto('hosts')
      .values({ ...host, created_at: TIME, updated_at: TIME })
      .execute();
    await db
      .insertInto('nodes')
      .values(storedNode({ id, host_id: id, network: NETWORK, address: `10.182.0.${index}`, created_at: TIME }))
      .execute();
  }
  await storeExtClient({ db }, { clientid: 'laptop', network: NETWORK, gateway: 'node-1', address: '10.182.0.254' });
}

function metricRow(nodeId: string, peerId: string, figure: number, updatedAt = TIME): PeerMetricRow {
  return {
    node_id: nodeId,
    peer_id: peerId,
    network: NETWORK,
    connected: figure % 2,
    latency: figure + 0.25,
    handshake_age: figure === 3 ? null : figure * 10,
    total_received: figure * 1_000_000_000_000,
    last_received: figure * 1000,
    total_sent: figure * 2_000_000,
    last_sent: figure * 2000,
    uptime_seconds: figure * 60,
    totaltime_seconds: figure * 120,
    updated_at: updatedAt,
  };
}

function historyRow(nodeId: string, peerId: string, bucket: string, figure: number): PeerHistoryRow {
  return {
    node_id: nodeId,
    peer_id: peerId,
    network: NETWORK,
    bucket,
    samples: figure,
    connected_samples: figure - 1,
    latency_total: figure * 1.5,
    latency_samples: figure - 1,
    sent: figure * 100,
    received: figure * 200,
  };
}

const OLD_METRICS = [
  metricRow('node-1', 'laptop', 1),
  metricRow('node-1', 'node-2', 2),
  metricRow('node-1', 'node-3', 3),
  metricRow('node-2', 'node-1', 4, EARLIER),
];
const OLD_HISTORY = [
  historyRow('node-1', 'node-2', FIRST_BUCKET, 2),
  historyRow('node-1', 'laptop', FIRST_BUCKET, 3),
  historyRow('node-1', 'node-2', SECOND_BUCKET, 5),
  historyRow('node-2', 'node-1', SECOND_BUCKET, 7),
];

describe.each(backends)('migration 0024 on $name', (backend) => {
  it('keeps every stored reading and history bucket, one row a node (and bucket) in place of one a peer', async () => {
    const database = await backend.createDatabase();
    const { NETLOOM_DATA_DIR: dataDir, DATABASE_URL: url } = database.settings;
    const dialect = url
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) })
      : new SqliteDialect({ database: new SqliteDatabase(path.join(dataDir ?? '', SQLITE_FILE_NAME)) });
    const db: Database = new Kysely<Schema>({ dialect });
    try {
      await migrateInTransaction(db, '0023-host-peer-deltas');
      await storeMesh(db);
      const old = db as unknown as Kysely<{ node_metrics: PeerMetricRow; metric_history: PeerHistoryRow }>;
      await old.insertInto('node_metrics').values(OLD_METRICS).execute();
      await old.insertInto('metric_history').values(OLD_HISTORY).execute();

      await migrateToLatest(db);

      expect(await listMetricRows(db, [NETWORK])).toEqual(OLD_METRICS);
      expect(await listMetricRows(db, null, 'node-2')).toEqual([OLD_METRICS[3]]);
      expect(await listClientMetricRows(db, NETWORK)).toEqual([OLD_METRICS[0]]);
      const bucket = (at: string, figures: Omit<PeerHistoryRow, 'node_id' | 'peer_id' | 'network' | 'bucket'>) => ({
        bucket: at,
        ...figures,
      });
      const { node_id: _node, peer_id: _peer, network: _network, bucket: _bucket, ...fifth } = OLD_HISTORY[2];
      expect(await historyBuckets(db, 'node-1', '', FIRST_BUCKET)).toEqual([
        bucket(FIRST_BUCKET, {
          samples: 5,
          connected_samples: 3,
          latency_total: 7.5,
          latency_samples: 3,
          sent: 500,
          received: 1000,
        }),
        bucket(SECOND_BUCKET, fifth),
      ]);
      expect(await historyBuckets(db, 'node-1', 'laptop', FIRST_BUCKET)).toHaveLength(1);
      expect(await historyBuckets(db, 'node-1', 'node-2', SECOND_BUCKET)).toEqual([bucket(SECOND_BUCKET, fifth)]);
      if (url) {
        const compression = await sql<{ method: string }>`select attcompression as method from pg_attribute
          where attname = 'peers' and attrelid in ('node_peer_metrics'::regclass, 'node_metric_history'::regclass)`.execute(
          db,
        );
        expect(compression.rows).toEqual([{ method: 'l' }, { method: 'l' }]);
      }
      await expect(old.selectFrom('node_metrics').selectAll().execute()).rejects.toThrow();
      await expect(old.selectFrom('metric_history').selectAll().execute()).rejects.toThrow();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
