import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The address a host has on its own LAN (its route to the server leaves from it), which hosts
 * behind the same public address reach each other at; '' when not reported.
 */
export const hostLocalAddressMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('hosts')
      .addColumn('localaddress', 'text', (column) => column.notNull().defaultTo(sql.lit('')))
      .execute();
  },
};
