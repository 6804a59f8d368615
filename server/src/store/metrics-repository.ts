import { chunks } from './many-rows';
import { hostNamesOfNodes } from './node-repository';
import type { Database, MetricHistoryTable, NodeMetricsTable } from './schema';

/** Rows per insert: at most 13 values each stays far below SQLite's and PostgreSQL's parameter limits. */
const ROW_BATCH = 500;

/** Node id or client id -> its name: a node is named by its host, an external client by its id. */
export async function peerNames(db: Database, networks: string[] | null): Promise<Map<string, string>> {
  let clients = db.selectFrom('ext_clients').select(['clientid as id', 'clientid as name']);
  if (networks) clients = clients.where('network', 'in', networks);
  const [nodeNames, clientRows] = await Promise.all([
    hostNamesOfNodes(db, { networks: networks ?? undefined }),
    clients.execute(),
  ]);
  return new Map([...nodeNames, ...clientRows.map((row): [string, string] => [row.id, row.name])]);
}

/** The stored measurements of the nodes of some networks (all when null), or of one node, by node then peer. */
export function listMetricRows(db: Database, networks: string[] | null, nodeId?: string): Promise<NodeMetricsTable[]> {
  let query = db.selectFrom('node_metrics').selectAll().orderBy('node_id').orderBy('peer_id');
  if (networks) query = query.where('network', 'in', networks);
  if (nodeId !== undefined) query = query.where('node_id', '=', nodeId);
  return query.execute();
}

/** The measurements each remote-access gateway of the network took of its external clients. */
export function listClientMetricRows(db: Database, netid: string): Promise<NodeMetricsTable[]> {
  return db
    .selectFrom('node_metrics')
    .innerJoin('ext_clients', (join) =>
      join
        .onRef('ext_clients.clientid', '=', 'node_metrics.peer_id')
        .onRef('ext_clients.ingressgatewayid', '=', 'node_metrics.node_id'),
    )
    .selectAll('node_metrics')
    .where('node_metrics.network', '=', netid)
    .execute();
}

/** Public key -> id of the peers a node can have in its network: other hosts' nodes, and its own external clients. */
export async function peerIdsByKey(
  db: Database,
  hostId: string,
  node: { id: string; network: string },
): Promise<Map<string, string>> {
  const [nodes, clients] = await Promise.all([
    db
      .selectFrom('nodes')
      .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
      .select(['nodes.id', 'hosts.publickey'])
      .where('nodes.network', '=', node.network)
      .where('nodes.host_id', '!=', hostId)
      .execute(),
    db
      .selectFrom('ext_clients')
      .select(['clientid as id', 'publickey'])
      .where('ingressgatewayid', '=', node.id)
      .execute(),
  ]);
  return new Map([...nodes, ...clients].map((peer) => [peer.publickey, peer.id]));
}

/** A node's measurements become `rows`, and its summary of answering and silent peers theirs. */
export async function replaceNodeMetrics(
  trx: Database,
  node: { id: string; network: string },
  rows: NodeMetricsTable[],
  time: string,
): Promise<void> {
  await trx.deleteFrom('node_metrics').where('node_id', '=', node.id).execute();
  for (const batch of chunks(rows, ROW_BATCH)) await trx.insertInto('node_metrics').values(batch).execute();
  await trx.deleteFrom('node_connectivity').where('node_id', '=', node.id).execute();
  await trx
    .insertInto('node_connectivity')
    .values({
      node_id: node.id,
      network: node.network,
      measured: rows.length,
      unreachable: rows.filter((row) => row.connected === 0).length,
      reported_at: time,
    })
    .execute();
}

/** Adds readings to their buckets of the history: each row's counts add to a bucket's stored ones. */
export async function addToHistory(trx: Database, rows: MetricHistoryTable[]): Promise<void> {
  for (const batch of chunks(rows, ROW_BATCH)) {
    await trx
      .insertInto('metric_history')
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(['node_id', 'peer_id', 'bucket']).doUpdateSet((eb) => ({
          samples: eb('metric_history.samples', '+', eb.ref('excluded.samples')),
          connected_samples: eb('metric_history.connected_samples', '+', eb.ref('excluded.connected_samples')),
          latency_total: eb('metric_history.latency_total', '+', eb.ref('excluded.latency_total')),
          latency_samples: eb('metric_history.latency_samples', '+', eb.ref('excluded.latency_samples')),
          sent: eb('metric_history.sent', '+', eb.ref('excluded.sent')),
          received: eb('metric_history.received', '+', eb.ref('excluded.received')),
        })),
      )
      .execute();
  }
}

/** Forgets a node's history buckets older than `bucket`. */
export async function forgetHistoryBefore(trx: Database, nodeId: string, bucket: string): Promise<void> {
  await trx.deleteFrom('metric_history').where('node_id', '=', nodeId).where('bucket', '<', bucket).execute();
}

/** A node's history since `since`, bucket by bucket, over all its peers or one (`peer`, '' for all). */
export function historyBuckets(db: Database, nodeId: string, peer: string, since: string) {
  return db
    .selectFrom('metric_history')
    .select((eb) => [
      'bucket',
      eb.fn.sum<number>('samples').as('samples'),
      eb.fn.sum<number>('connected_samples').as('connected_samples'),
      eb.fn.sum<number>('latency_total').as('latency_total'),
      eb.fn.sum<number>('latency_samples').as('latency_samples'),
      eb.fn.sum<number>('sent').as('sent'),
      eb.fn.sum<number>('received').as('received'),
    ])
    .where('node_id', '=', nodeId)
    .$if(peer !== '', (select) => select.where('peer_id', '=', peer))
    .where('bucket', '>=', since)
    .groupBy('bucket')
    .orderBy('bucket')
    .execute();
}
