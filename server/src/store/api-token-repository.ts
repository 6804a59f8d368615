import type { ApiTokensTable, Database } from './schema';

export type ApiTokenRecord = ApiTokensTable;

export async function insertApiToken(db: Database, record: ApiTokenRecord): Promise<void> {
  await db.insertInto('api_tokens').values(record).execute();
}

/** The token whose secret has this hash, revoked or not. */
export async function findApiTokenByHash(db: Database, secretHash: string): Promise<ApiTokenRecord | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('secret_hash', '=', secretHash).executeTakeFirst();
}

/** A token that is not revoked, by id. */
export async function findActiveApiToken(db: Database, id: string): Promise<ApiTokenRecord | undefined> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The tokens that are not revoked, of one user or (no username) of everyone, by owner then name. */
export async function listActiveApiTokens(db: Database, username?: string): Promise<ApiTokenRecord[]> {
  let query = db.selectFrom('api_tokens').selectAll().where('revoked_at', 'is', null);
  if (username !== undefined) query = query.where('username', '=', username);
  return query.orderBy('username').orderBy('name').execute();
}

export async function revokeApiToken(db: Database, id: string, time: string): Promise<void> {
  await db.updateTable('api_tokens').set({ revoked_at: time }).where('id', '=', id).execute();
}

export async function recordApiTokenUse(db: Database, id: string, time: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: time }).where('id', '=', id).execute();
}
