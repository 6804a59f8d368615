import { insertRowsOfOneShape } from './compiled-inserts';
import { hostNamesOfNodes } from './node-repository';
import type { Database, MetricHistoryTable, NodeMetricsTable } from './schema';

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

/** A node whose measurements are stored: its id, network and host. */
export interface MeasuredNode {
  id: string;
  network: string;
  host_id: string;
}

/**
 * Node id -> (public key -> id) of the peers each node can have in its network: other hosts' nodes,
 * and its own external clients. Two queries for all the nodes.
 */
export async function peerIdsByKey(db: Database, nodes: MeasuredNode[]): Promise<Map<string, Map<string, string>>> {
  if (nodes.length === 0) return new Map();
  const members = await db
    .selectFrom('nodes')
    .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
    .select(['nodes.id', 'nodes.network', 'nodes.host_id', 'hosts.publickey'])
    .where('nodes.network', 'in', [...new Set(nodes.map((node) => node.network))])
    .execute();
  const clients = await db
    .selectFrom('ext_clients')
    .select(['clientid as id', 'publickey', 'ingressgatewayid'])
    .where(
      'ingressgatewayid',
      'in',
      nodes.map((node) => node.id),
    )
    .execute();
  return new Map(
    nodes.map((node) => {
      const peers = members.filter((peer) => peer.network === node.network && peer.host_id !== node.host_id);
      const own = clients.filter((client) => client.ingressgatewayid === node.id);
      return [node.id, new Map([...peers, ...own].map((peer) => [peer.publickey, peer.id]))];
    }),
  );
}

/** The stored measurements of some nodes, node id -> its rows. */
export async function metricRowsOfNodes(db: Database, nodeIds: string[]): Promise<Map<string, NodeMetricsTable[]>> {
  const rows =
    nodeIds.length === 0
      ? []
      : await db.selectFrom('node_metrics').selectAll().where('node_id', 'in', nodeIds).execute();
  const byNode = new Map(nodeIds.map((id): [string, NodeMetricsTable[]] => [id, []]));
  for (const row of rows) byNode.get(row.node_id)?.push(row);
  return byNode;
}

/** A node's new measurements: one row per peer it reported, and the peers stored for it that it no longer reported. */
export interface NodeMeasurements {
  node: MeasuredNode;
  rows: NodeMetricsTable[];
  gone: string[];
}

/**
 * Each node's measurements become its `rows` (all written at `time`), and its summary of answering and
 * silent peers theirs. A peer's row is updated where it is, which touches none of the table's indexes;
 * the rows of peers a node no longer reported (`gone`) go: usually none, and then no statement (a delete
 * looking through the nodes' rows for stale ones cost PostgreSQL a sixth of a batch).
 */
export async function replaceNodeMetrics(trx: Database, measured: NodeMeasurements[], time: string): Promise<void> {
  if (measured.length === 0) return;
  const nodeIds = measured.map(({ node }) => node.id);
  await insertRowsOfOneShape(
    trx,
    'node metrics',
    measured.flatMap(({ rows }) => rows),
    (values) =>
      trx
        .insertInto('node_metrics')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['node_id', 'peer_id']).doUpdateSet((eb) => ({
            connected: eb.ref('excluded.connected'),
            latency: eb.ref('excluded.latency'),
            handshake_age: eb.ref('excluded.handshake_age'),
            total_received: eb.ref('excluded.total_received'),
            last_received: eb.ref('excluded.last_received'),
            total_sent: eb.ref('excluded.total_sent'),
            last_sent: eb.ref('excluded.last_sent'),
            uptime_seconds: eb.ref('excluded.uptime_seconds'),
            totaltime_seconds: eb.ref('excluded.totaltime_seconds'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        ),
  );
  for (const { node, gone } of measured) {
    if (gone.length === 0) continue;
    await trx.deleteFrom('node_metrics').where('node_id', '=', node.id).where('peer_id', 'in', gone).execute();
  }
  await trx.deleteFrom('node_connectivity').where('node_id', 'in', nodeIds).execute();
  await trx
    .insertInto('node_connectivity')
    .values(
      measured.map(({ node, rows }) => ({
        node_id: node.id,
        network: node.network,
        measured: rows.length,
        unreachable: rows.filter((row) => row.connected === 0).length,
        reported_at: time,
      })),
    )
    .execute();
}

/** Adds report rows to the history: each row's figures are added to its node's, peer's and bucket's. */
export async function addToHistory(trx: Database, rows: MetricHistoryTable[]): Promise<void> {
  await insertRowsOfOneShape(trx, 'metric history', rows, (values) =>
    trx
      .insertInto('metric_history')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['node_id', 'peer_id', 'bucket']).doUpdateSet((eb) => ({
          samples: eb('metric_history.samples', '+', eb.ref('excluded.samples')),
          connected_samples: eb('metric_history.connected_samples', '+', eb.ref('excluded.connected_samples')),
          latency_total: eb('metric_history.latency_total', '+', eb.ref('excluded.latency_total')),
          latency_samples: eb('metric_history.latency_samples', '+', eb.ref('excluded.latency_samples')),
          sent: eb('metric_history.sent', '+', eb.ref('excluded.sent')),
          received: eb('metric_history.received', '+', eb.ref('excluded.received')),
        })),
      ),
  );
}

/** The nodes' history buckets older than `bucket` go. */
export async function forgetHistoryBefore(trx: Database, nodeIds: string[], bucket: string): Promise<void> {
  if (nodeIds.length === 0) return;
  await trx.deleteFrom('metric_history').where('node_id', 'in', nodeIds).where('bucket', '<', bucket).execute();
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
