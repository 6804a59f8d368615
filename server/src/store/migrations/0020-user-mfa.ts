import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Multi-factor authentication (TOTP) of password accounts: each user's secret, kept as is, like the
 * JWT secret in the same database (whoever reads the database can sign sessions anyway); whether it
 * is on (off while an enrolment waits for its first code); the last time step a code was accepted
 * in, so that a code is never accepted twice. Recovery codes keep only their SHA-256 (random 50
 * bits, not passwords) and are deleted when used. Both go with their user.
 */
export const userMfaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_mfa')
      .addColumn('username', 'text', (column) => column.primaryKey().references('users.username').onDelete('cascade'))
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(sql.lit(0)))
      .addColumn('last_time_step', 'integer', (column) => column.notNull().defaultTo(sql.lit(0)))
      .execute();
    await db.schema
      .createTable('mfa_recovery_codes')
      .addColumn('username', 'text', (column) => column.notNull().references('users.username').onDelete('cascade'))
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('mfa_recovery_codes_pk', ['username', 'code_hash'])
      .execute();
  },
};
