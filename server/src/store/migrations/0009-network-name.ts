import { sql, type Kysely, type Migration } from 'kysely';

/** A network's editable display name beside its immutable netid; '' means "show the netid". */
export const networkNameMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('networks')
      .addColumn('name', 'text', (column) => column.notNull().defaultTo(sql.lit('')))
      .execute();
  },
};
