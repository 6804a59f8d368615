import type { AuditEvent, AuditFilters, AuditPage, AuditQuery } from '@netloom/contract';
import { sql } from 'kysely';
import { toAuditEvent } from './audit-repository';
import type { Database } from './schema';
import { countRows } from './key-window';
import { searchCondition, type SearchedText } from './search-sql';

/** The texts the audit log's search looks in. */
const SEARCHED: SearchedText[] = [
  { text: sql.ref('actor') },
  { text: sql.ref('object_id') },
  { text: sql.ref('network') },
  { text: sql.ref('operation') },
];

/** Events to read at a time for the CSV export. */
const EXPORT_BATCH = 1000;

/** An instant of a filter as stored instants are written (UTC, milliseconds), so texts compare as times. */
function storedInstant(instant: string): string {
  return new Date(instant).toISOString();
}

/** The events matching the filters; an empty actor or network filters nothing, like an empty search. */
function matching(db: Database, filters: AuditFilters) {
  let events = db.selectFrom('audit_events');
  const search = searchCondition(SEARCHED, filters.search);
  if (search) events = events.where(search);
  if (filters.actor) events = events.where('actor', '=', filters.actor);
  if (filters.action) events = events.where('action', '=', filters.action);
  if (filters.object_type) events = events.where('object_type', '=', filters.object_type);
  if (filters.network) events = events.where('network', '=', filters.network);
  if (filters.from) events = events.where('at', '>=', storedInstant(filters.from));
  if (filters.to) events = events.where('at', '<', storedInstant(filters.to));
  return events;
}

/** GET /api/v1/audit: one window of the matching events, newest first, and how many match. */
export async function auditPage(db: Database, query: AuditQuery): Promise<AuditPage> {
  const events = matching(db, query);
  const [total, rows] = await Promise.all([
    countRows(events),
    events.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
  ]);
  return { total, offset: query.offset, rows: rows.map(toAuditEvent) };
}

/** Every matching event, newest first, a batch at a time: an export of a million events never holds them all. */
export async function* matchingAuditEvents(db: Database, filters: AuditFilters): AsyncGenerator<AuditEvent[]> {
  let before: number | string | undefined;
  for (;;) {
    const events = matching(db, filters);
    const rows = await (before === undefined ? events : events.where('id', '<', before))
      .selectAll()
      .orderBy('id', 'desc')
      .limit(EXPORT_BATCH)
      .execute();
    if (rows.length > 0) yield rows.map(toAuditEvent);
    if (rows.length < EXPORT_BATCH) return;
    before = rows[rows.length - 1].id;
  }
}
