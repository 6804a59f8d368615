import type { Database, UsersTable } from './schema';

export type UserRecord = UsersTable;

export async function findUser(db: Database, username: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function listUsers(db: Database): Promise<UserRecord[]> {
  return db.selectFrom('users').selectAll().orderBy('username').execute();
}

export async function hasSuperAdmin(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('platform_role_id', '=', 'super-admin')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Database, user: UserRecord): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function recordLogin(db: Database, username: string, time: string): Promise<void> {
  await db.updateTable('users').set({ last_login_time: time }).where('username', '=', username).execute();
}
