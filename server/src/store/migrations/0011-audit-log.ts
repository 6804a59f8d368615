import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The audit log: one row per change the API made, written in the change's own transaction. Ids grow
 * with every event, so newest first is by id; `at` is RFC 3339 text like every stored instant (on
 * PostgreSQL compared byte by byte, collation "C", as on SQLite). Each filter has an index ending in
 * the id, so a filtered window is read newest first without sorting.
 */
export const auditLogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('audit_events')
      .addColumn('id', postgres ? 'bigint' : 'integer', (column) =>
        postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
      )
      .addColumn('at', 'text', (column) => (postgres ? column.modifyFront(sql`collate "C"`) : column).notNull())
      .addColumn('actor', 'text', (column) => column.notNull())
      .addColumn('actor_kind', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('object_type', 'text', (column) => column.notNull())
      .addColumn('object_id', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('operation', 'text', (column) => column.notNull())
      .addColumn('source_ip', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('audit_events_by_at').on('audit_events').columns(['at', 'id']).execute();
    for (const column of ['actor', 'action', 'object_type', 'network']) {
      await db.schema.createIndex(`audit_events_by_${column}`).on('audit_events').columns([column, 'id']).execute();
    }
  },
};
