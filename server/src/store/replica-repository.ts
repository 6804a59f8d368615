import { sql } from 'kysely';
import type { Database } from './schema';
import { fromFlag, toFlag } from './flags';

/** A server sharing the database, as its last heartbeat wrote it. */
export interface ReplicaRow {
  id: string;
  url: string | null;
  startedAt: string;
  lastSeen: string;
  leader: boolean;
}

/**
 * Writes this server's heartbeat: its row, created on the first. A leader also clears the flag of
 * every other row: only one server holds the lock, and a leader that died left its flag set.
 */
export async function writeHeartbeat(db: Database, replica: ReplicaRow): Promise<void> {
  const row = {
    id: replica.id,
    url: replica.url,
    started_at: replica.startedAt,
    last_seen: replica.lastSeen,
    leader: toFlag(replica.leader),
  };
  await db
    .insertInto('server_replicas')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ last_seen: row.last_seen, leader: row.leader }))
    .execute();
  if (replica.leader) {
    await db
      .updateTable('server_replicas')
      .set({ leader: 0 })
      .where('id', '<>', replica.id)
      .where('leader', '=', 1)
      .execute();
  }
}

/** The servers whose heartbeat is at `since` or later, the first started first. */
export async function listReplicasSeenSince(db: Database, since: string): Promise<ReplicaRow[]> {
  const rows = await db
    .selectFrom('server_replicas')
    .selectAll()
    .where('last_seen', '>=', since)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    startedAt: row.started_at,
    lastSeen: row.last_seen,
    leader: fromFlag(row.leader),
  }));
}

/** Forgets servers silent since before `before`, and the row of one that stopped (`id`). */
export async function deleteReplicas(db: Database, filter: { silentBefore: string } | { id: string }): Promise<void> {
  const query = db.deleteFrom('server_replicas');
  await (
    'id' in filter ? query.where('id', '=', filter.id) : query.where('last_seen', '<', filter.silentBefore)
  ).execute();
}

/** Sends a notification on a PostgreSQL channel, to every session listening on it. */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
