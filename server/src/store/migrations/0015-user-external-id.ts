import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One user per SSO identity: single sign-on finds a user by the identity (`<issuer>|<subject>`), so
 * it must name one. Users linked to the same identity before this was checked keep it on the oldest;
 * the others are unlinked, and link again only by an email address the provider verified.
 */
export const userExternalIdMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update users set external_id = '' where external_id != '' and exists (
      select 1 from users as older where older.external_id = users.external_id
        and (older.created_at < users.created_at or (older.created_at = users.created_at and older.username < users.username)))`.execute(
      db,
    );
    await db.schema
      .createIndex('users_by_external_id')
      .on('users')
      .column('external_id')
      .unique()
      .where(sql<boolean>`external_id != ''`)
      .execute();
  },
};
