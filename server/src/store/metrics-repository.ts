import { insertRowsOfOneShape } from './compiled-inserts';
import { hostNamesOfNodes } from './node-repository';
import {
  addToPackedHistory,
  metricFigures,
  packPeers,
  sumPackedHistory,
  unpackPeerMetrics,
  type HistoryTotals,
  type PeerHistoryRow,
  type PeerMetricRow,
} from './peer-figures';
import type { Database, NodePeerMetricsTable } from './schema';

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

/** The peers' rows of a node's stored metrics. */
function peerMetricRows(row: NodePeerMetricsTable): PeerMetricRow[] {
  return unpackPeerMetrics(row.peers, row);
}

const byPeerId = (a: PeerMetricRow, b: PeerMetricRow) => (a.peer_id < b.peer_id ? -1 : a.peer_id > b.peer_id ? 1 : 0);

/** The stored measurements of the nodes of some networks (all when null), or of one node, by node then peer. */
export async function listMetricRows(
  db: Database,
  networks: string[] | null,
  nodeId?: string,
): Promise<PeerMetricRow[]> {
  let query = db.selectFrom('node_peer_metrics').selectAll().orderBy('node_id');
  if (networks) query = query.where('network', 'in', networks);
  if (nodeId !== undefined) query = query.where('node_id', '=', nodeId);
  return (await query.execute()).flatMap((row) => peerMetricRows(row).sort(byPeerId));
}

/** The measurements each remote-access gateway of the network took of its external clients. */
export async function listClientMetricRows(db: Database, netid: string): Promise<PeerMetricRow[]> {
  const clients = await db
    .selectFrom('ext_clients')
    .select(['clientid', 'ingressgatewayid'])
    .where('network', '=', netid)
    .execute();
  if (clients.length === 0) return [];
  const gatewayOf = new Map(clients.map((client) => [client.clientid, client.ingressgatewayid]));
  const gateways = await db
    .selectFrom('node_peer_metrics')
    .selectAll()
    .where('network', '=', netid)
    .where('node_id', 'in', [...new Set(gatewayOf.values())])
    .execute();
  return gateways.flatMap(peerMetricRows).filter((row) => gatewayOf.get(row.peer_id) === row.node_id);
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
export async function metricRowsOfNodes(db: Database, nodeIds: string[]): Promise<Map<string, PeerMetricRow[]>> {
  const rows =
    nodeIds.length === 0
      ? []
      : await db.selectFrom('node_peer_metrics').selectAll().where('node_id', 'in', nodeIds).execute();
  const byNode = new Map(nodeIds.map((id): [string, PeerMetricRow[]] => [id, []]));
  for (const row of rows) byNode.set(row.node_id, peerMetricRows(row));
  return byNode;
}

/** A node's new measurements: one row per peer it reported. */
export interface NodeMeasurements {
  node: MeasuredNode;
  rows: PeerMetricRow[];
}

/**
 * Each node's measurements become its stored ones (written at `time`; peers it no longer reported go),
 * one row a node with its peers packed, and its summary of answering and silent peers theirs.
 */
export async function replaceNodeMetrics(trx: Database, measured: NodeMeasurements[], time: string): Promise<void> {
  if (measured.length === 0) return;
  const nodeIds = measured.map(({ node }) => node.id);
  await insertRowsOfOneShape(
    trx,
    'node peer metrics',
    measured.map(({ node, rows }) => ({
      node_id: node.id,
      network: node.network,
      peers: packPeers(rows, metricFigures),
      updated_at: time,
    })),
    (values) =>
      trx
        .insertInto('node_peer_metrics')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('node_id').doUpdateSet((eb) => ({
            network: eb.ref('excluded.network'),
            peers: eb.ref('excluded.peers'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        ),
  );
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

/**
 * Adds report rows to the history: each row's figures are added to its node's, peer's and bucket's.
 * A node's bucket is one row with its peers packed, read, added to and written again here: a server
 * stores a host's reports one at a time (`MeasurementBatches`) and a host reports once a minute, so no
 * other report adds to it meanwhile.
 */
export async function addToHistory(trx: Database, rows: PeerHistoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  const byBucket = new Map<string, PeerHistoryRow[]>();
  for (const row of rows) {
    const key = `${row.node_id} ${row.bucket}`;
    const bucket = byBucket.get(key);
    if (bucket) bucket.push(row);
    else byBucket.set(key, [row]);
  }
  const stored = await trx
    .selectFrom('node_metric_history')
    .select(['node_id', 'bucket', 'peers'])
    .where('node_id', 'in', [...new Set(rows.map((row) => row.node_id))])
    .where('bucket', 'in', [...new Set(rows.map((row) => row.bucket))])
    .execute();
  const storedPeers = new Map(stored.map((row) => [`${row.node_id} ${row.bucket}`, row.peers]));
  await insertRowsOfOneShape(
    trx,
    'node metric history',
    [...byBucket].map(([key, added]) => ({
      node_id: added[0].node_id,
      network: added[0].network,
      bucket: added[0].bucket,
      peers: addToPackedHistory(storedPeers.get(key) ?? '{}', added),
    })),
    (values) =>
      trx
        .insertInto('node_metric_history')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['node_id', 'bucket']).doUpdateSet((eb) => ({ peers: eb.ref('excluded.peers') })),
        ),
  );
}

/** The nodes' history buckets older than `bucket` go. */
export async function forgetHistoryBefore(trx: Database, nodeIds: string[], bucket: string): Promise<void> {
  if (nodeIds.length === 0) return;
  await trx.deleteFrom('node_metric_history').where('node_id', 'in', nodeIds).where('bucket', '<', bucket).execute();
}

/** What a node's reports said during one bucket, over all its peers or one. */
export type HistoryBucket = HistoryTotals & { bucket: string };

/** A node's history since `since`, bucket by bucket, over all its peers or one (`peer`, '' for all). */
export async function historyBuckets(
  db: Database,
  nodeId: string,
  peer: string,
  since: string,
): Promise<HistoryBucket[]> {
  const rows = await db
    .selectFrom('node_metric_history')
    .select(['bucket', 'peers'])
    .where('node_id', '=', nodeId)
    .where('bucket', '>=', since)
    .orderBy('bucket')
    .execute();
  return rows.flatMap(({ bucket, peers }) => {
    const sum = sumPackedHistory(peers, peer);
    return sum ? [{ ...sum, bucket }] : [];
  });
}
