import { sql, type Kysely, type Migration } from 'kysely';
import { SEEDED_GROUP_ROLES, SEEDED_GROUPS, SEEDED_ROLES } from './initial-seed';

/** Settings, users, roles, groups, networks and (empty until hosts join) nodes; seeds the built-in roles. */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('is_default', 'integer', (column) => column.notNull())
      .addColumn('meta_data', 'text', (column) => column.notNull())
      .addColumn('deny_dashboard_access', 'integer', (column) => column.notNull())
      .addColumn('full_access', 'integer', (column) => column.notNull())
      .addColumn('network_id', 'text', (column) => column.notNull())
      .addColumn('network_level_access', 'text')
      .addColumn('global_level_access', 'text')
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('username', 'text', (column) => column.primaryKey())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('platform_role_id', 'text', (column) => column.notNull().references('user_roles.id'))
      .addColumn('display_name', 'text', (column) => column.notNull())
      .addColumn('auth_type', 'text', (column) => column.notNull())
      .addColumn('account_disabled', 'integer', (column) => column.notNull())
      .addColumn('is_mfa_enabled', 'integer', (column) => column.notNull())
      .addColumn('last_login_time', 'text')
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createIndex('users_single_super_admin')
      .on('users')
      .column('platform_role_id')
      .unique()
      .where(sql.ref('platform_role_id'), '=', sql.lit('super-admin'))
      .execute();

    await db.schema
      .createTable('user_groups')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('is_default', 'integer', (column) => column.notNull())
      .addColumn('meta_data', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('user_group_members')
      .addColumn('group_id', 'text', (column) => column.notNull().references('user_groups.id').onDelete('cascade'))
      .addColumn('username', 'text', (column) => column.notNull().references('users.username').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_group_members_pk', ['group_id', 'username'])
      .execute();

    await db.schema
      .createTable('group_network_roles')
      .addColumn('group_id', 'text', (column) => column.notNull().references('user_groups.id').onDelete('cascade'))
      .addColumn('network_id', 'text', (column) => column.notNull())
      .addColumn('role_id', 'text', (column) => column.notNull().references('user_roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('group_network_roles_pk', ['group_id', 'network_id', 'role_id'])
      .execute();

    await db.schema
      .createTable('networks')
      .addColumn('netid', 'text', (column) => column.primaryKey())
      .addColumn('addressrange', 'text', (column) => column.notNull())
      .addColumn('addressrange6', 'text', (column) => column.notNull())
      .addColumn('isipv4', 'text', (column) => column.notNull())
      .addColumn('isipv6', 'text', (column) => column.notNull())
      .addColumn('defaultacl', 'text', (column) => column.notNull())
      .addColumn('defaultudpholepunch', 'text', (column) => column.notNull())
      .addColumn('allowmanualsignup', 'text', (column) => column.notNull())
      .addColumn('defaultinterface', 'text', (column) => column.notNull())
      .addColumn('defaultlistenport', 'integer', (column) => column.notNull())
      .addColumn('defaultkeepalive', 'integer', (column) => column.notNull())
      .addColumn('defaultmtu', 'integer', (column) => column.notNull())
      .addColumn('defaultpostdown', 'text', (column) => column.notNull())
      .addColumn('nodelimit', 'integer', (column) => column.notNull())
      .addColumn('nodes_last_modified', 'text', (column) => column.notNull())
      .addColumn('network_last_modified', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('nodes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('host_id', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('nodes_network').on('nodes').column('network').execute();

    const seeded = db as Kysely<Record<string, object>>;
    await seeded.insertInto('user_roles').values(SEEDED_ROLES).execute();
    await seeded.insertInto('user_groups').values(SEEDED_GROUPS).execute();
    await seeded.insertInto('group_network_roles').values(SEEDED_GROUP_ROLES).execute();
  },
};
