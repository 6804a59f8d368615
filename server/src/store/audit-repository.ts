import type { AuditEvent } from '@netloom/contract';
import type { Selectable } from 'kysely';
import type { AuditEventsTable, Database } from './schema';

/** An event as it is written: the database gives its id. */
export type NewAuditEvent = Omit<AuditEvent, 'id'>;

/** Writes one event; inside the transaction of the change it records. */
export async function insertAuditEvent(db: Database, event: NewAuditEvent): Promise<void> {
  await db.insertInto('audit_events').values(event).execute();
}

/** Deletes the events written before `at` (RFC 3339); returns how many went. */
export async function deleteAuditEventsBefore(db: Database, at: string): Promise<number> {
  const result = await db.deleteFrom('audit_events').where('at', '<', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A stored event as the API returns it; its id as text on both backends. */
export function toAuditEvent(row: Selectable<AuditEventsTable>): AuditEvent {
  return { ...row, id: String(row.id) } as AuditEvent;
}
