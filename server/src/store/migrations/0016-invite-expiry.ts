import { sql, type Kysely, type Migration } from 'kysely';

/** How long invitations made before this migration stay usable: the default of NETLOOM_INVITE_VALIDITY_DAYS. */
const EARLIER_INVITE_VALIDITY_MS = 7 * 86_400_000;

/**
 * Invitations expire: each keeps the time its code stops working. Those made before expire a week
 * after they were made, as if the default had applied then; the column's default '' is only there
 * for SQLite to add it, as every row gets its time here.
 */
export const inviteExpiryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('user_invites')
      .addColumn('expires_at', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    const { rows } = await sql<{
      email: string;
      created_at: string;
    }>`select email, created_at from user_invites`.execute(db);
    for (const invite of rows) {
      const expiresAt = new Date(Date.parse(invite.created_at) + EARLIER_INVITE_VALIDITY_MS).toISOString();
      await sql`update user_invites set expires_at = ${expiresAt} where email = ${invite.email}`.execute(db);
    }
  },
};
