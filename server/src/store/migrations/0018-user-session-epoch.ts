import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Which generation of a user's sessions is good: session tokens carry the generation they were issued
 * in, and a password or role change, or "sign out everywhere", starts a new one.
 */
export const userSessionEpochMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('session_epoch', 'integer', (column) => column.notNull().defaultTo(sql.lit(0)))
      .execute();
  },
};
