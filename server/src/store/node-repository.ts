import { timestampNow } from '../time';
import { fromJsonIdSet, toJsonIdSet } from './json-columns';
import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import { chunks, HOSTS_PER_READ, selectMany } from './many-rows';
import type { Database, NodeConnectivityTable, NodesTable, Schema } from './schema';
import { ipv4Order } from './sort-keys';

/** A node as services read and write it; its sort key is the repository's business. */
export type NodeRecord = Omit<NodesTable, 'address_order'>;
export type NodeChanges = Partial<Omit<NodeRecord, 'id' | 'host_id' | 'network' | 'created_at'>>;

/** A node with what listing it needs from its host and network, and the nodes that point at it. */
export interface NodeView extends Omit<NodeRecord, 'created_at'> {
  last_check_in: string | null;
  addressrange: string;
  addressrange6: string;
  /** Ids of the nodes it relays (sorted). */
  relaynodes: string[];
  /** Ids of the nodes that use it as their internet gateway (sorted). */
  inet_node_client_ids: string[];
  /** Its host's last report of its peers, when some of them did not answer; null otherwise. */
  connectivity: Pick<NodeConnectivityTable, 'measured' | 'unreachable' | 'reported_at'> | null;
}

/**
 * Node id -> ids (sorted) of the nodes whose `column` names it, for relays and internet gateways. The
 * literal `''` and no ORDER BY let the query use the partial index `nodes_by_<column>` (migration 0005).
 */
async function membersByNode(
  db: Database,
  column: 'relayedby' | 'internetgw_node_id',
  scope: MemberScope,
): Promise<Map<string, string[]>> {
  let query = db.selectFrom('nodes').select(['id', column]).where(column, '!=', sql.lit(''));
  if (scope.networks !== undefined) query = query.where('network', 'in', scope.networks);
  if (scope.nodes !== undefined) query = query.where(column, 'in', scope.nodes);
  const members = new Map<string, string[]>();
  for (const row of await query.execute()) {
    const target = row[column];
    const ids = members.get(target);
    if (ids) ids.push(row.id);
    else members.set(target, [row.id]);
  }
  for (const ids of members.values()) ids.sort();
  return members;
}

export interface NodeFilter {
  network?: string;
  /** Only nodes in these networks. */
  networks?: string[];
  hostId?: string;
  /** Only the nodes of these hosts. */
  hostIds?: string[];
  id?: string;
  /** Only these nodes. */
  ids?: string[];
}

/** A node's gateway-role columns as a node without any role has them. */
export const NO_ROLES = {
  isrelay: 0,
  isingressgateway: 0,
  ingressdns: '',
  ingresspersistentkeepalive: 0,
  ingressmtu: 0,
  isegressgateway: 0,
  egressgatewayranges: '[]',
  egressgatewaynatenabled: 0,
  isinternetgateway: 0,
  internetgw_node_id: '',
  is_fail_over: 0,
  fail_over_peers: '{}',
  failed_over_by: '',
} as const satisfies Partial<NodeRecord>;
type RoleColumn = keyof typeof NO_ROLES;
const ROLE_COLUMNS = Object.keys(NO_ROLES) as RoleColumn[];

/** True when the node has a gateway role or members (relayed nodes, internet-gateway clients). */
export function hasGatewayRole(node: NodeView): boolean {
  return (
    node.relaynodes.length > 0 ||
    node.inet_node_client_ids.length > 0 ||
    ROLE_COLUMNS.some((column) => node[column] !== NO_ROLES[column])
  );
}

const CORE_COLUMNS = [
  'id',
  'host_id',
  'network',
  'address',
  'address6',
  'localaddress',
  'connected',
  'pendingdelete',
  'dnson',
  'metadata',
  'tags',
  'relayedby',
  'expires_at',
  'updated_at',
] as const satisfies readonly Exclude<keyof NodeRecord, RoleColumn>[];

/** The nodes a filter selects, on a query over `nodes` (joined or not). */
function whereFilter<Q extends SelectQueryBuilder<Schema, 'nodes' | 'hosts', object>>(query: Q, filter: NodeFilter): Q {
  let filtered = query;
  if (filter.network !== undefined) filtered = filtered.where('nodes.network', '=', filter.network) as Q;
  if (filter.networks !== undefined) filtered = filtered.where('nodes.network', 'in', filter.networks) as Q;
  if (filter.hostId !== undefined) filtered = filtered.where('nodes.host_id', '=', filter.hostId) as Q;
  if (filter.hostIds !== undefined) filtered = filtered.where('nodes.host_id', 'in', filter.hostIds) as Q;
  if (filter.id !== undefined) filtered = filtered.where('nodes.id', '=', filter.id) as Q;
  if (filter.ids !== undefined) filtered = filtered.where('nodes.id', 'in', filter.ids) as Q;
  return filtered;
}

/**
 * Where the nodes pointing at the nodes listed, and their reports, are looked for: the networks the
 * filter names (all when none), and only the nodes listed when it picks them by host or by id (a
 * host's check-in lists its own few, not every network's).
 */
interface MemberScope {
  networks?: string[];
  nodes?: SelectQueryBuilder<Schema, 'nodes' | 'hosts', { id: string }>;
}

function memberScope(db: Database, filter: NodeFilter): MemberScope {
  const networks = filter.network !== undefined ? [filter.network] : filter.networks;
  const picked = [filter.hostId, filter.hostIds, filter.id, filter.ids].some((pick) => pick !== undefined);
  if (!picked) return { networks };
  const ids = db.selectFrom('nodes').select('nodes.id') as SelectQueryBuilder<
    Schema,
    'nodes' | 'hosts',
    { id: string }
  >;
  return { networks, nodes: whereFilter(ids, filter) };
}

/**
 * Node id -> its last peer report, for the nodes some of whose peers did not answer (few); the
 * literal condition lets the query use the partial index `node_connectivity_unreachable` (migration 0006).
 */
async function missedPeersByNode(db: Database, scope: MemberScope): Promise<Map<string, NodeView['connectivity']>> {
  let query = db
    .selectFrom('node_connectivity')
    .select(['node_id', 'measured', 'unreachable', 'reported_at'])
    .where(sql<boolean>`unreachable > 0`);
  if (scope.networks !== undefined) query = query.where('network', 'in', scope.networks);
  if (scope.nodes !== undefined) query = query.where('node_id', 'in', scope.nodes);
  return new Map((await query.execute()).map(({ node_id, ...connectivity }) => [node_id, connectivity]));
}

/** The condition of the partial index `nodes_with_role` (migration 0005), repeated word for word so queries use it. */
const HAS_ROLE = sql<boolean>`(isrelay = 1 or isingressgateway = 1 or isegressgateway = 1 or isinternetgateway = 1 or is_fail_over = 1 or internetgw_node_id != '' or failed_over_by != '' or fail_over_peers != '{}')`;

/** Node id -> role columns, for the nodes that have a gateway role (few, in most networks). */
async function rolesByNode(db: Database, filter: NodeFilter): Promise<Map<string, Pick<NodeRecord, RoleColumn>>> {
  const query = db
    .selectFrom('nodes')
    .select(['nodes.id', ...ROLE_COLUMNS.map((column) => `nodes.${column}` as const)])
    .where(HAS_ROLE);
  const rows = await whereFilter(query as SelectQueryBuilder<Schema, 'nodes' | 'hosts', object>, filter).execute();
  return new Map((rows as (Pick<NodeRecord, RoleColumn> & { id: string })[]).map(({ id, ...roles }) => [id, roles]));
}

/** A node view before its row is read: rows start as copies of it (see `selectMany`). */
const BLANK_VIEW: NodeView = {
  id: '',
  host_id: '',
  network: '',
  address: null,
  address6: null,
  localaddress: '',
  connected: 0,
  pendingdelete: 0,
  dnson: 0,
  metadata: '',
  tags: '{}',
  relayedby: '',
  expires_at: null,
  updated_at: '',
  last_check_in: null,
  ...NO_ROLES,
  addressrange: '',
  addressrange6: '',
  relaynodes: [],
  inet_node_client_ids: [],
  connectivity: null,
};

/**
 * Nodes joined with their host's last check-in, sorted by id, plus their networks' ranges, their
 * gateway roles, their relay and internet-gateway members and their missed peers: six queries whatever the number of
 * nodes (no N+1). Role columns are read only for nodes that have a role, which keeps 10,000-node
 * lists quick: reading rows costs about as much per column as per row.
 */
export async function listNodeViews(db: Database, filter: NodeFilter = {}): Promise<NodeView[]> {
  if ([filter.networks, filter.hostIds, filter.ids].some((list) => list?.length === 0)) return [];
  const query = db
    .selectFrom('nodes')
    .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
    .select([...CORE_COLUMNS.map((column) => `nodes.${column}` as const), 'hosts.last_check_in']);
  const scope = memberScope(db, filter);
  const [nodes, roles, networks, relayed, internetClients, missedPeers] = await Promise.all([
    selectMany(db, whereFilter(query, filter).orderBy('nodes.id'), BLANK_VIEW),
    rolesByNode(db, filter),
    db.selectFrom('networks').select(['netid', 'addressrange', 'addressrange6']).execute(),
    membersByNode(db, 'relayedby', scope),
    membersByNode(db, 'internetgw_node_id', scope),
    missedPeersByNode(db, scope),
  ]);
  const ranges = new Map(networks.map((network) => [network.netid, network]));
  for (const node of nodes) {
    const range = ranges.get(node.network);
    const nodeRoles = roles.get(node.id);
    if (nodeRoles) Object.assign(node, nodeRoles);
    node.addressrange = range?.addressrange ?? '';
    node.addressrange6 = range?.addressrange6 ?? '';
    node.relaynodes = relayed.get(node.id) ?? [];
    node.inet_node_client_ids = internetClients.get(node.id) ?? [];
    node.connectivity = missedPeers.get(node.id) ?? null;
  }
  return nodes;
}

export async function findNodeView(db: Database, id: string): Promise<NodeView | undefined> {
  return (await listNodeViews(db, { id }))[0];
}

export async function findNode(db: Database, id: string): Promise<NodeRecord | undefined> {
  return db.selectFrom('nodes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findNodeOfHost(db: Database, hostId: string, netid: string): Promise<NodeRecord | undefined> {
  return db
    .selectFrom('nodes')
    .selectAll()
    .where('host_id', '=', hostId)
    .where('network', '=', netid)
    .executeTakeFirst();
}

/** Id, host and network of every node, or of the nodes of these hosts (for host lists and permission filters). */
export async function listNodeMemberships(
  db: Database,
  hostIds?: string[],
): Promise<Pick<NodeRecord, 'id' | 'host_id' | 'network'>[]> {
  if (hostIds?.length === 0) return [];
  let query = db.selectFrom('nodes').select(['id', 'host_id', 'network']).orderBy('id');
  if (hostIds !== undefined) query = query.where('host_id', 'in', hostIds);
  return selectMany(db, query, { id: '', host_id: '', network: '' });
}

export async function listNodesOfHost(db: Database, hostId: string): Promise<NodeRecord[]> {
  return db.selectFrom('nodes').selectAll().where('host_id', '=', hostId).orderBy('network').execute();
}

/** The IPv4 and IPv6 addresses nodes and external clients hold in a network. */
export async function addressesInNetwork(db: Database, netid: string): Promise<{ v4: string[]; v6: string[] }> {
  const rows = await db
    .selectFrom('nodes')
    .select(['address', 'address6'])
    .where('network', '=', netid)
    .unionAll(db.selectFrom('ext_clients').select(['address', 'address6']).where('network', '=', netid))
    .execute();
  return {
    v4: rows.flatMap((row) => (row.address ? [row.address] : [])),
    v6: rows.flatMap((row) => (row.address6 ? [row.address6] : [])),
  };
}

/** A node's row as stored: with the sort key of its IPv4 address. */
export function nodeRow(node: NodeRecord): Insertable<NodesTable> {
  return { ...node, address_order: ipv4Order(node.address) };
}

/** Marks when nodes last joined or left these networks (Netmaker's `nodeslastmodified`). */
async function membershipChanged(db: Database, networks: string[], time: string): Promise<void> {
  if (networks.length === 0) return;
  await db
    .updateTable('networks')
    .set({ nodes_last_modified: time })
    .where('netid', 'in', [...new Set(networks)])
    .execute();
}

export async function insertNode(db: Database, node: NodeRecord): Promise<void> {
  await db.insertInto('nodes').values(nodeRow(node)).execute();
  await membershipChanged(db, [node.network], node.created_at);
}

export async function updateNode(db: Database, id: string, changes: NodeChanges): Promise<void> {
  const keys = changes.address === undefined ? {} : { address_order: ipv4Order(changes.address) };
  await db
    .updateTable('nodes')
    .set({ ...changes, ...keys })
    .where('id', '=', id)
    .execute();
}

/** The columns by which a node names the relay or internet gateway it goes through. */
export type NodeReferenceColumn = 'relayedby' | 'internetgw_node_id';

/** Frees the nodes whose `column` names one of `targets` (their relay or internet gateway). */
export async function clearNodeReferences(
  db: Database,
  column: NodeReferenceColumn,
  targets: string[],
  time: string,
): Promise<void> {
  if (targets.length === 0) return;
  await db
    .updateTable('nodes')
    .set({ [column]: '', updated_at: time })
    .where(column, 'in', targets)
    .execute();
}

/** Ends the failover pairs these failover nodes serve: their nodes reach each other directly again. */
export async function endFailoversServedBy(db: Database, failoverIds: string[], time: string): Promise<void> {
  if (failoverIds.length === 0) return;
  await db
    .updateTable('nodes')
    .set({ fail_over_peers: '{}', failed_over_by: '', updated_at: time })
    .where('failed_over_by', 'in', failoverIds)
    .execute();
}

/** Takes these nodes out of the failover pairs they are in; a node left without a pair is failed over no more. */
async function leaveFailoverPairs(db: Database, ids: string[], time: string): Promise<void> {
  const gone = new Set(ids);
  const paired = await db
    .selectFrom('nodes')
    .select(['id', 'fail_over_peers'])
    .where('fail_over_peers', '!=', '{}')
    .execute();
  for (const node of paired) {
    const peers = fromJsonIdSet(node.fail_over_peers);
    const remaining = peers.filter((peer) => !gone.has(peer));
    if (remaining.length === peers.length) continue;
    const changes: NodeChanges = { fail_over_peers: toJsonIdSet(remaining), updated_at: time };
    if (remaining.length === 0) changes.failed_over_by = '';
    await updateNode(db, node.id, changes);
  }
}

/** Inside the deleting transaction: no node keeps naming these nodes as relay, internet gateway or failover. */
async function releaseReferencesTo(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const time = timestampNow();
  await clearNodeReferences(db, 'relayedby', ids, time);
  await clearNodeReferences(db, 'internetgw_node_id', ids, time);
  await endFailoversServedBy(db, ids, time);
  await leaveFailoverPairs(db, ids, time);
}

/** Ends every failover pair these nodes are in, on both sides: they and their partners dial each other directly again. */
export async function endFailoverPairsOf(db: Database, ids: string[], time: string): Promise<void> {
  if (ids.length === 0) return;
  await leaveFailoverPairs(db, ids, time);
  await clearFailoverPairs(db, { ids }, time);
}

/** Clears the failover pairs of these nodes, or of every node of a network, on their own side only. */
export async function clearFailoverPairs(
  db: Database,
  scope: { ids: string[] } | { network: string },
  time: string,
): Promise<void> {
  await db
    .updateTable('nodes')
    .set({ fail_over_peers: '{}', failed_over_by: '', updated_at: time })
    .where((eb) => ('ids' in scope ? eb('id', 'in', scope.ids) : eb('network', '=', scope.network)))
    .where((eb) => eb.or([eb('failed_over_by', '!=', ''), eb('fail_over_peers', '!=', '{}')]))
    .execute();
}

/** Deletes a node; the nodes it relayed, served as internet gateway or failover node are freed. */
export async function deleteNode(db: Database, id: string): Promise<void> {
  await releaseReferencesTo(db, [id]);
  const deleted = await db.deleteFrom('nodes').where('id', '=', id).returning('network').execute();
  await membershipChanged(
    db,
    deleted.map((node) => node.network),
    timestampNow(),
  );
}

/** Deletes a host's nodes, freeing the nodes that went through them as `deleteNode` does. */
export async function deleteNodesOfHost(db: Database, hostId: string): Promise<void> {
  const nodes = await db.selectFrom('nodes').select('id').where('host_id', '=', hostId).execute();
  await releaseReferencesTo(
    db,
    nodes.map((node) => node.id),
  );
  const deleted = await db.deleteFrom('nodes').where('host_id', '=', hostId).returning('network').execute();
  await membershipChanged(
    db,
    deleted.map((node) => node.network),
    timestampNow(),
  );
}

export async function countNodes(db: Database, netid: string): Promise<number> {
  const row = await db
    .selectFrom('nodes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('network', '=', netid)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Network id -> number of distinct hosts with a node in it (networks without nodes are absent). */
export async function hostCountsByNetwork(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('nodes')
    .select((eb) => ['network', eb.fn.count('host_id').distinct().as('hosts')])
    .groupBy('network')
    .execute();
  return new Map(rows.map((row) => [row.network, Number(row.hosts)]));
}

export async function deleteNodesOfNetwork(db: Database, netid: string): Promise<void> {
  await db.deleteFrom('nodes').where('network', '=', netid).execute();
}

/** The networks holding a node of any of the hosts. */
export async function networksOfHosts(db: Database, hostIds: string[]): Promise<string[]> {
  const networks = new Set<string>();
  for (const chunk of chunks([...new Set(hostIds)], HOSTS_PER_READ)) {
    const rows = await db.selectFrom('nodes').select('network').distinct().where('host_id', 'in', chunk).execute();
    for (const row of rows) networks.add(row.network);
  }
  return [...networks];
}

/** The networks holding any node. */
export async function networksWithNodes(db: Database): Promise<string[]> {
  return (await db.selectFrom('nodes').select('network').distinct().execute()).map((row) => row.network);
}

/** Node id -> the name of its host, for the nodes of these networks (all when undefined), or only these ids of them. */
export async function hostNamesOfNodes(
  db: Database,
  { networks, ids }: { networks?: string[]; ids?: string[] },
): Promise<Map<string, string>> {
  if (ids?.length === 0) return new Map();
  let query = db.selectFrom('nodes').innerJoin('hosts', 'hosts.id', 'nodes.host_id').select(['nodes.id', 'hosts.name']);
  if (networks) query = query.where('nodes.network', 'in', networks);
  if (ids) query = query.where('nodes.id', 'in', ids);
  return new Map((await query.execute()).map((row) => [row.id, row.name]));
}

/** The nodes of a network with their host's NAT type and whether each is the failover node. */
export function natAndFailoverOfNodes(db: Database, netid: string) {
  return db
    .selectFrom('nodes')
    .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
    .select(['nodes.id', 'nodes.is_fail_over', 'hosts.nat_type'])
    .where('nodes.network', '=', netid)
    .execute();
}
