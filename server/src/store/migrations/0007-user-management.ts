import { sql, type Kysely, type Migration } from 'kysely';

/**
 * User management: network roles given to a user directly, invitations (the code is kept so admins can
 * copy the link again), people who signed in with SSO and wait for approval, and the SSO identity of a user.
 */
export const userManagementMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('external_id', 'text', (column) => column.notNull().defaultTo(sql.lit('')))
      .execute();

    await db.schema
      .createTable('user_network_roles')
      .addColumn('username', 'text', (column) => column.notNull().references('users.username').onDelete('cascade'))
      .addColumn('network_id', 'text', (column) => column.notNull())
      .addColumn('role_id', 'text', (column) => column.notNull().references('user_roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_network_roles_pk', ['username', 'network_id', 'role_id'])
      .execute();

    await db.schema
      .createTable('user_invites')
      .addColumn('email', 'text', (column) => column.primaryKey())
      .addColumn('invite_code', 'text', (column) => column.notNull())
      .addColumn('platform_role_id', 'text', (column) => column.notNull())
      .addColumn('user_group_ids', 'text', (column) => column.notNull())
      .addColumn('network_roles', 'text', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('pending_users')
      .addColumn('username', 'text', (column) => column.primaryKey())
      .addColumn('external_id', 'text', (column) => column.notNull())
      .addColumn('display_name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
};
