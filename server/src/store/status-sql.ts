import type { NodeStatus, NodeStatusReason, NodeStatusThresholds } from '@netloom/contract';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, Schema } from './schema';

/** What a node's status is worked out at: an instant and the thresholds of its warning and error states. */
export interface StatusClock {
  nowMs: number;
  thresholds: NodeStatusThresholds;
}

/** The first stored instant whose unix seconds are above 0: before it, `nodeStatus` reads "never". */
const FIRST_SECOND = new Date(1000).toISOString();

/**
 * Where a node's status turns for one "now", as stored timestamps (RFC 3339 text written by
 * `timestampNow`, which compares as text in the order of time). `nodeStatus` reads timestamps as
 * whole unix seconds, so each bound is the first instant of the first second on the other side.
 */
export interface StatusCutoffs {
  /** An expiry before this has passed. */
  expiredBefore: string;
  /** A check-in before this is older than the error threshold. */
  errorBefore: string;
  /** A check-in before this is older than the warning threshold; a peer report from this on is recent. */
  warningBefore: string;
}

/** The instant of the first whole second from `ms` on, as stored text. */
function secondFrom(ms: number): string {
  return new Date(Math.ceil(ms / 1000) * 1000).toISOString();
}

/** The cutoffs of `nodeStatus` at `listing.nowMs` with the listing's thresholds. */
export function statusCutoffs({ nowMs, thresholds }: StatusClock): StatusCutoffs {
  return {
    expiredBefore: new Date((Math.floor(nowMs / 1000) + 1) * 1000).toISOString(),
    errorBefore: secondFrom(nowMs - thresholds.errorSeconds * 1000),
    warningBefore: secondFrom(nowMs - thresholds.warningSeconds * 1000),
  };
}

/** One rule of `nodeStatus`, in its order: when it holds, the node has this status for this reason. */
interface StatusRule {
  when: RawBuilder<boolean>;
  status: NodeStatus;
  reason: NodeStatusReason;
}

/** Where the rules read a host's last check-in: its column, or an instant it is about to be set to. */
type CheckInSql = RawBuilder<string | null>;

const STORED_CHECK_IN: CheckInSql = sql`hosts.last_check_in`;

/** The rules of `nodeStatus` (contract/src/rules/node-status.ts) as SQL conditions, first match wins. */
function statusRules(
  { expiredBefore, errorBefore, warningBefore }: StatusCutoffs,
  lastCheckIn: CheckInSql,
): StatusRule[] {
  return [
    {
      when: sql`(nodes.expires_at >= ${FIRST_SECOND} and nodes.expires_at < ${expiredBefore})`,
      status: 'offline',
      reason: 'expired',
    },
    { when: sql`nodes.connected = 0`, status: 'disconnected', reason: 'not-connected' },
    {
      when: sql`(${lastCheckIn} is null or ${lastCheckIn} < ${FIRST_SECOND})`,
      status: 'offline',
      reason: 'never-checked-in',
    },
    { when: sql`${lastCheckIn} < ${errorBefore}`, status: 'error', reason: 'check-in-over-error-threshold' },
    { when: sql`${lastCheckIn} < ${warningBefore}`, status: 'warning', reason: 'check-in-over-warning-threshold' },
    {
      when: sql`(node_connectivity.reported_at >= ${warningBefore} and node_connectivity.unreachable * 2 > node_connectivity.measured)`,
      status: 'warning',
      reason: 'peers-unreachable',
    },
  ];
}

/** The status or the reason of the first rule that holds, `online` (`checked-in`) when none does. */
function statusCase<T extends NodeStatus | NodeStatusReason>(
  listing: StatusClock,
  pick: (rule: StatusRule) => T,
  otherwise: T,
  lastCheckIn = STORED_CHECK_IN,
): RawBuilder<T> {
  const branches = statusRules(statusCutoffs(listing), lastCheckIn).map(
    (rule) => sql`when ${rule.when} then ${sql.lit(pick(rule))}`,
  );
  return sql<T>`(case ${sql.join(branches, sql` `)} else ${sql.lit(otherwise)} end)`;
}

/**
 * A node's status in SQL, as `nodeStatus` gives it at `listing.nowMs` with the listing's thresholds,
 * over the columns `nodes`, `hosts` and `node_connectivity` of `selectNodesWithStatusInputs`.
 */
export function nodeStatusSql(listing: StatusClock): RawBuilder<NodeStatus> {
  return statusCase<NodeStatus>(listing, (rule) => rule.status, 'online');
}

/**
 * Why a node has its status in SQL (`status_reason`), like `nodeStatusSql`; with `checkedInAt`, the reason it
 * would have were its host's last check-in that stored instant.
 */
export function nodeStatusReasonSql(listing: StatusClock, checkedInAt?: string): RawBuilder<NodeStatusReason> {
  // Typed, for PostgreSQL cannot tell the type of a parameter it is asked whether is null.
  const lastCheckIn = checkedInAt === undefined ? STORED_CHECK_IN : sql<string>`cast(${checkedInAt} as text)`;
  return statusCase<NodeStatusReason>(listing, (rule) => rule.reason, 'checked-in', lastCheckIn);
}

/**
 * Nodes and their hosts with their last peer report when some peers did not answer
 * (`node_connectivity`; the condition lets the join use the partial index
 * `node_connectivity_unreachable`): what `nodeStatusSql` reads beside the node and its host.
 */
export function withPeerReports(rows: SelectQueryBuilder<Schema, 'nodes' | 'hosts', object>) {
  return rows.leftJoin('node_connectivity', (join) =>
    join.onRef('node_connectivity.node_id', '=', 'nodes.id').on(sql<boolean>`node_connectivity.unreachable > 0`),
  );
}

/**
 * Nodes with what their status is made of: their host (`hosts.last_check_in`) and their last peer
 * report (`withPeerReports`), ready for `nodeStatusSql`. The nodes are read first and their hosts
 * looked up (SQLite keeps the left side of a CROSS JOIN as the outer loop): a status is computed for
 * every node selected, so starting from the hosts never pays.
 */
export function selectNodesWithStatusInputs(db: Database) {
  return withPeerReports(db.selectFrom('nodes').crossJoin('hosts').whereRef('hosts.id', '=', 'nodes.host_id'));
}

/** A node's network and why it has its status: what the console shows of its health. */
export interface ShownStatus {
  network: string;
  reason: NodeStatusReason;
}

/** Node id -> the network and status reason of each node of some hosts, at `listing.nowMs`: one query. */
export async function shownStatusesOfHosts(
  db: Database,
  hostIds: string[],
  listing: StatusClock,
): Promise<Map<string, ShownStatus>> {
  const rows = await selectNodesWithStatusInputs(db)
    .select(['nodes.id', 'nodes.network', nodeStatusReasonSql(listing).as('reason')])
    .where('nodes.host_id', 'in', hostIds)
    .execute();
  return new Map(rows.map(({ id, network, reason }) => [id, { network, reason }]));
}

/** A host's nodes as it checks in: those it removes, and why each has its status before and after. */
export interface NodesAtCheckIn {
  /** The nodes marked for deletion, which the check-in removes, by network. */
  removed: { id: string; network: string }[];
  before: Map<string, ShownStatus>;
  /** The nodes the check-in keeps, as they are once it is recorded. */
  after: Map<string, ShownStatus>;
}

/**
 * The nodes of a host about to record a check-in at `checkedInAt` (a stored instant), at `listing.nowMs`: the
 * statuses before and after read in one query, the later with the host's last check-in taken as that instant.
 */
export async function nodesAtCheckIn(
  db: Database,
  hostId: string,
  listing: StatusClock,
  checkedInAt: string,
): Promise<NodesAtCheckIn> {
  const rows = await selectNodesWithStatusInputs(db)
    .select(['nodes.id', 'nodes.network', 'nodes.pendingdelete'])
    .select([nodeStatusReasonSql(listing).as('before'), nodeStatusReasonSql(listing, checkedInAt).as('after')])
    .where('nodes.host_id', '=', hostId)
    .orderBy('nodes.network')
    .execute();
  const kept = rows.filter((row) => row.pendingdelete !== 1);
  return {
    removed: rows.filter((row) => row.pendingdelete === 1).map(({ id, network }) => ({ id, network })),
    before: new Map(rows.map(({ id, network, before }) => [id, { network, reason: before }])),
    after: new Map(kept.map(({ id, network, after }) => [id, { network, reason: after }])),
  };
}

/** The networks of the nodes in both readings whose status reason (and so maybe status) differs. */
export function networksWithOtherStatus(
  before: ReadonlyMap<string, ShownStatus>,
  after: ReadonlyMap<string, ShownStatus>,
): string[] {
  const networks = new Set<string>();
  for (const [id, now] of after) {
    const then = before.get(id);
    if (then && then.reason !== now.reason) networks.add(now.network);
  }
  return [...networks];
}

/**
 * The networks holding a node whose status or reason at `nowMs` differs from the one at `sinceMs`,
 * with the data as it is now: the database compares the two for every node.
 */
export async function networksWithTurnedStatus(
  db: Database,
  thresholds: NodeStatusThresholds,
  sinceMs: number,
  nowMs: number,
): Promise<string[]> {
  const before = nodeStatusReasonSql({ nowMs: sinceMs, thresholds });
  const now = nodeStatusReasonSql({ nowMs, thresholds });
  const rows = await selectNodesWithStatusInputs(db)
    .select('nodes.network')
    .distinct()
    .where(sql<boolean>`${before} <> ${now}`)
    .execute();
  return rows.map((row) => row.network);
}
