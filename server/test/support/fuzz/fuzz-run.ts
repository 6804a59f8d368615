import fc from 'fast-check';
import { sql } from 'kysely';
import type { Database } from '../../../src/store/schema';
import type { DocumentedOperation } from '../openapi-document';
import type { TestServer } from '../server';
import { fuzzRequests, type FuzzContext, type FuzzRequest, type FuzzSession } from './operation-requests';
import type { KnownIds } from './schema-values';

type StoredRows = Record<string, unknown[]>;

/** How many of an operation's rejected requests that changed data the failures list by name. */
const CULPRITS_SHOWN = 3;

/**
 * What a rejected request may leave, by design: a refused sign-in's record in the audit log, and its
 * attempt counted against the login limits; and rows that change by themselves (the servers' heartbeats).
 */
const isRecordedRefusal = (table: string, row: Record<string, unknown>) =>
  (table === 'audit_events' && row.action === 'sign-in-failed') ||
  table === 'rate_limit_counters' ||
  table === 'server_replicas';

/**
 * Every row of every table, sorted, read over the store connection already open: taken around each
 * batch of requests, it has to be quicker than a fresh connection per look (support/backup-state.ts).
 */
export async function tableRows(db: Database, tables: string[]): Promise<StoredRows> {
  const rows: StoredRows = {};
  for (const table of tables) {
    const { rows: stored } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const changes = stored.filter((row) => !isRecordedRefusal(table, row));
    rows[table] = changes.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** Where the ids live that parameters and fields of these names take (never usernames: no request may reach the super-admin). */
const KNOWN_ID_SOURCES: { names: string[]; table: string; column: string }[] = [
  { names: ['netid', 'network'], table: 'networks', column: 'netid' },
  { names: ['nodeid', 'node', 'peer'], table: 'nodes', column: 'id' },
  { names: ['hostid', 'host'], table: 'hosts', column: 'id' },
  { names: ['clientid'], table: 'ext_clients', column: 'clientid' },
  { names: ['value'], table: 'enrollment_keys', column: 'value' },
  { names: ['id', 'tag_id'], table: 'tags', column: 'id' },
  { names: ['id'], table: 'acl_policies', column: 'id' },
  { names: ['group_id'], table: 'user_groups', column: 'id' },
  { names: ['role_id'], table: 'user_roles', column: 'id' },
  { names: ['domain'], table: 'dns_entries', column: 'name' },
];

/** The stored ids of networks, nodes, hosts, clients, keys, tags, policies, groups, roles and DNS names. */
export async function knownIds(db: Database): Promise<KnownIds> {
  const known: KnownIds = {};
  for (const { names, table, column } of KNOWN_ID_SOURCES) {
    const { rows } = await sql<{ id: unknown }>`select ${sql.ref(column)} as id from ${sql.table(table)}`.execute(db);
    for (const name of names) known[name] = [...(known[name] ?? []), ...rows.map((row) => String(row.id))];
  }
  return known;
}

/** What a fuzz run sent and found. */
export interface FuzzTally {
  sent: number;
  /** By status class: `2xx`, `3xx`, `4xx`, `5xx`, and `none` for a request the server never answered. */
  byClass: Record<string, number>;
  /** Requests sent, by operation (`POST /api/networks`). */
  byOperation: Map<string, number>;
  /** Requests answered 5xx or not at all, and rejected requests that changed the database. */
  failures: string[];
}

export function emptyTally(): FuzzTally {
  return { sent: 0, byClass: {}, byOperation: new Map(), failures: [] };
}

/** The server, its tables and the tally a run shares. */
export interface FuzzTarget {
  server: TestServer;
  /** The names of the database's tables. */
  tables: string[];
  context: FuzzContext;
  tally: FuzzTally;
}

function snapshot(target: FuzzTarget): Promise<StoredRows> {
  return tableRows(target.server.db, target.tables);
}

function describeRequest(request: FuzzRequest, session: FuzzSession): string {
  const body = request.body === undefined ? '' : ` body ${JSON.stringify(request.body.slice(0, 160))}`;
  return `${request.method} ${request.target.slice(0, 200)} (${session}, ${request.headers['Content-Type'] ?? 'no content type'})${body}`;
}

/** Sends one request and returns its status, 0 when the connection ended without an answer. */
async function send(target: FuzzTarget, operation: string, request: FuzzRequest, session: FuzzSession) {
  const { tally } = target;
  tally.sent += 1;
  tally.byOperation.set(operation, (tally.byOperation.get(operation) ?? 0) + 1);
  let status = 0;
  let answer = '';
  try {
    const response = await fetch(`${target.server.url}${request.target}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
    status = response.status;
    // A live stream never ends: its status is all that counts.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
    else answer = await response.text();
  } catch (error) {
    answer = String((error as Error).cause ?? error);
  }
  const statusClass = status === 0 ? 'none' : `${Math.floor(status / 100)}xx`;
  tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
  if (status === 0 || status >= 500) {
    tally.failures.push(`${describeRequest(request, session)} -> ${status} ${answer.slice(0, 200)}`);
  }
  return status;
}

function changedTables(before: StoredRows, after: StoredRows): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
}

interface BatchOutcome {
  rejected: FuzzRequest[];
  accepted: number;
  changed: string[];
}

/** Sends requests in order between two snapshots of the database. */
async function sendBatch(
  target: FuzzTarget,
  operation: string,
  requests: FuzzRequest[],
  session: FuzzSession,
): Promise<BatchOutcome> {
  const before = await snapshot(target);
  const rejected: FuzzRequest[] = [];
  let accepted = 0;
  for (const request of requests) {
    const status = await send(target, operation, request, session);
    if (status >= 400 && status < 500) rejected.push(request);
    else if (status > 0 && status < 400) accepted += 1;
  }
  return { rejected, accepted, changed: changedTables(before, await snapshot(target)) };
}

/**
 * Sends `numRuns` generated requests to one operation and checks that the rejected ones (4xx) left the
 * database as it was. When accepted requests changed it too, the rejected ones are sent again without
 * them; if the data still changes, each is sent alone to name the ones that change it.
 */
export async function fuzzOperation(
  target: FuzzTarget,
  documented: DocumentedOperation,
  session: FuzzSession,
  numRuns: number,
  seed: number,
): Promise<void> {
  const operation = `${documented.method} ${documented.path}`;
  const requests = fc.sample(fuzzRequests(documented, session, target.context), { numRuns, seed });
  const batch = await sendBatch(target, operation, requests, session);
  if (batch.changed.length === 0) return;
  const suspects = batch.accepted === 0 ? batch : await sendBatch(target, operation, batch.rejected, session);
  if (suspects.changed.length === 0) return;
  const culprits: string[] = [];
  for (const request of suspects.rejected) {
    const alone = await sendBatch(target, operation, [request], session);
    if (alone.rejected.length === 1 && alone.changed.length > 0) {
      culprits.push(`${describeRequest(request, session)} was rejected but changed ${alone.changed.join(', ')}`);
    }
  }
  if (culprits.length === 0 && suspects.accepted === 0) {
    culprits.push(`${operation} (${session}): rejected requests changed ${suspects.changed.join(', ')}`);
  }
  const more = culprits.length - CULPRITS_SHOWN;
  target.tally.failures.push(...culprits.slice(0, CULPRITS_SHOWN));
  if (more > 0) target.tally.failures.push(`${operation} (${session}): ${more} more rejected requests changed data`);
}

/** The counts for the CI log: requests sent, by status class, and by operation. */
export function tallyReport(tally: FuzzTally): string {
  const classes = Object.entries(tally.byClass)
    .sort()
    .map(([statusClass, count]) => `${statusClass} ${count}`)
    .join(', ');
  const operations = [...tally.byOperation].map(([operation, count]) => `  ${count}\t${operation}`);
  return [`fuzz: ${tally.sent} requests to ${tally.byOperation.size} operations (${classes})`, ...operations].join(
    '\n',
  );
}
