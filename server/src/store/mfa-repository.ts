import type { Database, UserMfaTable } from './schema';

export type UserMfaRecord = UserMfaTable;

export async function findUserMfa(db: Database, username: string): Promise<UserMfaRecord | undefined> {
  return db.selectFrom('user_mfa').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Starts (or restarts) an enrolment: a new secret, off until its first code. */
export async function saveMfaEnrolment(db: Database, username: string, secret: string): Promise<void> {
  await db
    .insertInto('user_mfa')
    .values({ username, secret, enabled: 0, last_time_step: 0 })
    .onConflict((conflict) => conflict.column('username').doUpdateSet({ secret, enabled: 0, last_time_step: 0 }))
    .execute();
}

/**
 * Records that a code of `timeStep` was accepted, only when no code of that step or a later one was:
 * false when another request got there first (a replayed code).
 */
export async function acceptMfaTimeStep(db: Database, username: string, timeStep: number): Promise<boolean> {
  const result = await db
    .updateTable('user_mfa')
    .set({ last_time_step: timeStep })
    .where('username', '=', username)
    .where('last_time_step', '<', timeStep)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Turns MFA on (the `is_mfa_enabled` user field with it). */
export async function enableMfa(db: Database, username: string): Promise<void> {
  await db.updateTable('user_mfa').set({ enabled: 1 }).where('username', '=', username).execute();
  await db.updateTable('users').set({ is_mfa_enabled: 1 }).where('username', '=', username).execute();
}

/** Turns MFA off: the secret and recovery codes go. */
export async function removeMfa(db: Database, username: string): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('username', '=', username).execute();
  await db.deleteFrom('user_mfa').where('username', '=', username).execute();
  await db.updateTable('users').set({ is_mfa_enabled: 0 }).where('username', '=', username).execute();
}

/** Replaces the user's recovery codes with these (their hashes). */
export async function replaceRecoveryCodes(db: Database, username: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('username', '=', username).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ username, code_hash })))
    .execute();
}

/** Uses up a recovery code: false when the user has none with this hash (wrong, or used already). */
export async function spendRecoveryCode(db: Database, username: string, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('mfa_recovery_codes')
    .where('username', '=', username)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
