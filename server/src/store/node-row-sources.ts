import {
  NIL_UUID,
  NODE_STATUS_ORDER,
  type Network,
  type NodeKeysQuery,
  type NodeRowRole,
  type NodeStatus,
} from '@netloom/contract';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, Schema } from './schema';
import { nodeStatusSql, withPeerReports, type StatusClock } from './status-sql';
import type { RowOrder } from './key-window';
import {
  IPV4_CHARACTERS,
  IPV6_CHARACTERS,
  searchCondition,
  UUID_CHARACTERS,
  WIREGUARD_KEY_CHARACTERS,
  type SearchedText,
} from './search-sql';

/**
 * The rows of one kind in a network and, as SQL over them, what the Nodes page filters, searches and
 * sorts them by: the same values the page read from GET /api/nodes/{network} before.
 */
export interface NodeRowSource<TB extends keyof Schema> {
  /** The rows, joined for reading them as `read` says. */
  rows(read: RowRead): SelectQueryBuilder<Schema, TB, object>;
  /** As many rows as `rows`, without joins: what counting all of them reads. */
  all: SelectQueryBuilder<Schema, keyof Schema, object>;
  /** The row's effective id: a host node's id, a config file's client id. */
  key: RawBuilder<string>;
  /** Unique among the rows too, and in the order of an index: what ties are broken by. */
  tieBreak: RawBuilder<string>;
  nameOrder: RawBuilder<string>;
  addressOrder: RawBuilder<number>;
  status: RawBuilder<NodeStatus>;
  searched: SearchedText[];
  isGateway: RawBuilder<boolean>;
  /** The node the row goes through: a host node's relay, a config file's gateway ('' or the nil uuid for none). */
  gatewayId: RawBuilder<string>;
  hasRole(role: NodeRowRole): RawBuilder<boolean>;
}

/**
 * How a query reads a network's host nodes: `hostsFirst` walks the hosts (by name for a window in name
 * order, which stops at its end whatever the planner's statistics say; or to test a search on the
 * hosts' own texts before looking up their nodes); anything else reads the network's nodes first,
 * which is also what picks out the few gateways, relays or relayed nodes a filter on the nodes asks for.
 * `status` joins what the status is made of.
 */
export interface RowRead {
  hostsFirst: boolean;
  status: boolean;
}

/** What the rows need of their network: its id and ranges. */
export type RowNetwork = Pick<Network, 'netid' | 'addressrange' | 'addressrange6'>;

/** The addresses of a network's rows as the node lists show them (`ip/prefix`); none for a range it lacks. */
function shownAddresses(table: string, network: RowNetwork): SearchedText[] {
  const columns: [string, string, RegExp][] = [
    [`${table}.address`, network.addressrange, IPV4_CHARACTERS],
    [`${table}.address6`, network.addressrange6, IPV6_CHARACTERS],
  ];
  return columns
    .filter(([, range]) => range !== '')
    .map(([column, range, characters]) => ({
      text: sql<string | null>`(${sql.ref(column)} || ${`/${range.slice(range.indexOf('/') + 1)}`})`,
      characters,
      lowerCase: true,
    }));
}

const ROLE_FLAGS: Record<NodeRowRole, string> = {
  relay: 'nodes.isrelay',
  'remote-access': 'nodes.isingressgateway',
  egress: 'nodes.isegressgateway',
  'internet-gateway': 'nodes.isinternetgateway',
  failover: 'nodes.is_fail_over',
};

const flagSet = (column: string) => sql<boolean>`${sql.ref(column)} != 0`;
const NONE = sql<boolean>`1 = 0`;

/** The network's host nodes with their hosts, and their status at `listing.nowMs`. */
export function hostNodeRows(
  db: Database,
  network: RowNetwork,
  listing: StatusClock,
): NodeRowSource<'nodes' | 'hosts' | 'node_connectivity'> {
  return {
    // SQLite keeps the left side of a CROSS JOIN as the outer loop; PostgreSQL plans it as an inner join.
    rows: ({ hostsFirst, status }) => {
      const joined = hostsFirst
        ? db.selectFrom('hosts').crossJoin('nodes').whereRef('nodes.host_id', '=', 'hosts.id')
        : db.selectFrom('nodes').crossJoin('hosts').whereRef('hosts.id', '=', 'nodes.host_id');
      return (status ? withPeerReports(joined) : joined).where('nodes.network', '=', network.netid);
    },
    all: db.selectFrom('nodes').where('nodes.network', '=', network.netid),
    key: sql.ref('nodes.id'),
    // A host has one node per network, so its id is unique among the rows, in the order of `hosts_by_name_order`.
    tieBreak: sql.ref('hosts.id'),
    nameOrder: sql.ref('hosts.name_order'),
    addressOrder: sql.ref('nodes.address_order'),
    status: nodeStatusSql(listing),
    searched: [
      { text: sql.ref('hosts.name') },
      ...shownAddresses('nodes', network),
      { text: sql.ref('nodes.id'), characters: UUID_CHARACTERS, lowerCase: true },
      { text: sql.ref('hosts.endpointip'), characters: IPV4_CHARACTERS, lowerCase: true },
      { text: sql.ref('hosts.endpointipv6'), characters: IPV6_CHARACTERS },
      { text: sql.ref('hosts.publickey'), characters: WIREGUARD_KEY_CHARACTERS },
    ],
    isGateway: sql<boolean>`(${sql.join(['nodes.isrelay', 'nodes.isingressgateway', 'nodes.isinternetgateway'].map(flagSet), sql` or `)})`,
    gatewayId: sql.ref('nodes.relayedby'),
    hasRole: (role) => flagSet(ROLE_FLAGS[role]),
  };
}

/**
 * The network's config files: its external clients listed as static nodes (those of a remote-access
 * user are listed as user nodes, no kind of row), online while enabled. They have no gateway role.
 */
export function configFileRows(db: Database, network: RowNetwork): NodeRowSource<'ext_clients' | 'nodes'> {
  const rows = db
    .selectFrom('ext_clients')
    .innerJoin('nodes', 'nodes.id', 'ext_clients.ingressgatewayid')
    .where('ext_clients.network', '=', network.netid)
    .where('ext_clients.remote_access_client_id', '=', '');
  return {
    rows: () => rows,
    all: rows,
    key: sql.ref('ext_clients.clientid'),
    tieBreak: sql.ref('ext_clients.clientid'),
    nameOrder: sql.ref('ext_clients.clientid_order'),
    addressOrder: sql.ref('ext_clients.address_order'),
    // As `staticNodeStatus` gives it.
    status: sql<NodeStatus>`(case when ext_clients.enabled = 0 then 'offline' else 'online' end)`,
    searched: [
      { text: sql.ref('ext_clients.clientid') },
      ...shownAddresses('ext_clients', network),
      { text: sql.ref('ext_clients.publickey'), characters: WIREGUARD_KEY_CHARACTERS },
    ],
    isGateway: NONE,
    gatewayId: sql.ref('ext_clients.ingressgatewayid'),
    hasRole: () => NONE,
  };
}

/** The filters of the query as conditions on the rows; empty when it has none. */
function filterConditions<TB extends keyof Schema>(source: NodeRowSource<TB>, query: NodeKeysQuery) {
  const conditions = [
    searchCondition(source.searched, query.search),
    query.gateway === 'gateways' ? source.isGateway : null,
    query.gateway === 'has-gateway' ? sql<boolean>`${source.gatewayId} not in ('', ${NIL_UUID})` : null,
    query.gateway_id === undefined ? null : sql<boolean>`${source.gatewayId} = ${query.gateway_id}`,
    query.role === undefined ? null : source.hasRole(query.role),
    query.health === 'all' ? null : sql<boolean>`${source.status} = ${query.health}`,
  ];
  return conditions.filter((condition) => condition !== null);
}

/** True when the query keeps only some rows: every row passes a query without filters or search. */
export function filtersRows<TB extends keyof Schema>(source: NodeRowSource<TB>, query: NodeKeysQuery): boolean {
  return filterConditions(source, query).length > 0;
}

/** True when the query sorts or filters by status: every row it matches is read (and its status computed). */
export function readsEveryMatch(query: NodeKeysQuery): boolean {
  return query.health !== 'all' || query.sort === 'status';
}

/**
 * The rows of a source that pass the query's filters and search, joined to read a window of them in
 * the query's order (`window`) or all of them.
 */
export function matchingRows<TB extends keyof Schema>(
  source: NodeRowSource<TB>,
  query: NodeKeysQuery,
  window: boolean,
): SelectQueryBuilder<Schema, TB, object> {
  const status = readsEveryMatch(query);
  const picksNodes = query.gateway !== 'all' || query.gateway_id !== undefined || query.role !== undefined;
  const nameWindow = window && !status && !picksNodes && query.sort === 'name';
  const rows = source.rows({ hostsFirst: nameWindow || query.search.trim() !== '', status });
  return filterConditions(source, query).reduce((matching, condition) => matching.where(condition), rows);
}

/** A status's place when rows sort by status (`NODE_STATUS_ORDER`: the worst first). */
function statusRank(status: RawBuilder<NodeStatus>): RawBuilder<number> {
  const ranks = NODE_STATUS_ORDER.map((value, rank) => sql`when ${sql.lit(value)} then ${sql.lit(rank)}`);
  return sql<number>`(case ${status} ${sql.join(ranks, sql` `)} end)`;
}

/** The query's order: by its sort, then by name, then by the tie break, all in its direction. */
export function nodeRowOrder<TB extends keyof Schema>(source: NodeRowSource<TB>, query: NodeKeysQuery): RowOrder {
  const first = { name: [], address: [source.addressOrder], status: [statusRank(source.status)] }[query.sort];
  return { by: [...first, source.nameOrder, source.tieBreak], order: query.order };
}
