import type { Database, PendingUsersTable } from './schema';

export type PendingUserRecord = PendingUsersTable;

/** Records someone waiting for approval; signing in again while waiting changes nothing. */
export async function addPendingUser(db: Database, pending: PendingUserRecord): Promise<void> {
  await db
    .insertInto('pending_users')
    .values(pending)
    .onConflict((conflict) => conflict.column('username').doNothing())
    .execute();
}

export async function findPendingUser(db: Database, username: string): Promise<PendingUserRecord | undefined> {
  return db.selectFrom('pending_users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function listPendingUsers(db: Database): Promise<PendingUserRecord[]> {
  return db.selectFrom('pending_users').selectAll().orderBy('created_at').orderBy('username').execute();
}

/** Removes one waiting user; true when there was one. */
export async function deletePendingUser(db: Database, username: string): Promise<boolean> {
  const result = await db.deleteFrom('pending_users').where('username', '=', username).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllPendingUsers(db: Database): Promise<void> {
  await db.deleteFrom('pending_users').execute();
}
