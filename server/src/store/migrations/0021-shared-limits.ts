import type { Kysely, Migration } from 'kysely';

/**
 * What decides who may do what and must agree across servers on one database, so that a caller meets
 * the same limits whichever server answers. All of it is short-lived, and keys are kept only as their
 * SHA-256 (hex):
 * - `rate_limit_counters`: attempts counted in a window (login limits), until `window_ends_at`;
 * - `single_use`: values good for one take (single sign-on's sign-ins in progress and one-time
 *   sign-in codes), of a `kind`, JSON `value`, until `expires_at`;
 * - `setup_codes`: the first-run setup codes servers printed at their start (`printed_at`).
 * Instants are RFC 3339 text, as everywhere. Backups carry these tables like the others: they are
 * small, a backup holds the JWT secret anyway, and their times make restored rows lapse on their own.
 */
export const sharedLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key_hash', 'text', (column) => column.primaryKey())
      .addColumn('window_ends_at', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_window_ends_at')
      .on('rate_limit_counters')
      .column('window_ends_at')
      .execute();
    await db.schema
      .createTable('single_use')
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('key_hash', 'text', (column) => column.notNull())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('single_use_pk', ['kind', 'key_hash'])
      .execute();
    await db.schema
      .createIndex('single_use_kind_expires_at')
      .on('single_use')
      .columns(['kind', 'expires_at'])
      .execute();
    await db.schema
      .createTable('setup_codes')
      .addColumn('code_hash', 'text', (column) => column.primaryKey())
      .addColumn('printed_at', 'text', (column) => column.notNull())
      .execute();
  },
};
