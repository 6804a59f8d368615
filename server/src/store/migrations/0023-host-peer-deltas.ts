import { sql, type Kysely, type Migration } from 'kysely';

/** Whether the host's agent takes peer deltas (it announced `peer-deltas`); hosts that never said so get whole updates. */
export const hostPeerDeltasMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('hosts')
      .addColumn('peer_deltas', 'integer', (column) => column.notNull().defaultTo(sql.lit(0)))
      .execute();
  },
};
