import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Personal API tokens: each keeps only the SHA-256 of its secret (a random 260 bits, not a password,
 * so a fast hash is enough), when it expires and was last used, and when it was revoked. Revoked
 * tokens stay so that a script still sending one is told it was revoked; a user's active tokens have
 * distinct names. Tokens go with their user.
 */
export const apiTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_tokens')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('username', 'text', (column) => column.notNull().references('users.username').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('secret_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('api_tokens_active_name')
      .on('api_tokens')
      .columns(['username', 'name'])
      .unique()
      .where(sql.ref('revoked_at'), 'is', null)
      .execute();
  },
};
