import type { Kysely, Migration } from 'kysely';

/**
 * The servers sharing this database: each writes its row every few seconds while it runs (`last_seen`),
 * with the address the others reach it at (null when it runs alone) and whether it leads (publishes
 * peer updates). Rows of servers gone for long are deleted by the others.
 */
export const serverReplicasMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_replicas')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('url', 'text')
      .addColumn('started_at', 'text', (column) => column.notNull())
      .addColumn('last_seen', 'text', (column) => column.notNull())
      .addColumn('leader', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
};
