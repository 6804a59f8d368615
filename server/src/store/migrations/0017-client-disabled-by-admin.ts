import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Whether an admin (not the client's owner) turned a client off: its owner may not turn it on again.
 * Clients of deleted users are turned off this way.
 */
export const clientDisabledByAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('ext_clients')
      .addColumn('disabled_by_admin', 'integer', (column) => column.notNull().defaultTo(sql.lit(0)))
      .execute();
  },
};
