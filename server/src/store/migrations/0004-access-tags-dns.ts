import type { Kysely, Migration } from 'kysely';

/**
 * Access control (the version 1 node matrix and version 2 policies), tags and custom DNS entries.
 * All belong to a network and go with it. Node tag membership stays in `nodes.tags`.
 */
export const accessTagsDnsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Version 1: only explicit cells are stored; a pair without a row follows the network's defaultacl.
    await db.schema
      .createTable('acl_matrix')
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .addColumn('source_id', 'text', (column) => column.notNull())
      .addColumn('target_id', 'text', (column) => column.notNull())
      /** 1 = denied, 2 = allowed. */
      .addColumn('value', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('acl_matrix_pk', ['network', 'source_id', 'target_id'])
      .execute();

    await db.schema
      .createTable('acl_policies')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('meta_data', 'text', (column) => column.notNull())
      .addColumn('policy_type', 'text', (column) => column.notNull())
      .addColumn('src_type', 'text', (column) => column.notNull())
      .addColumn('dst_type', 'text', (column) => column.notNull())
      .addColumn('protocol', 'text', (column) => column.notNull())
      .addColumn('service_type', 'text', (column) => column.notNull())
      .addColumn('ports', 'text', (column) => column.notNull())
      .addColumn('allowed_traffic_direction', 'integer', (column) => column.notNull())
      .addColumn('enabled', 'integer', (column) => column.notNull())
      .addColumn('is_default', 'integer', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('acl_policies_network_name', ['network', 'name'])
      .execute();

    await db.schema
      .createTable('tags')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .addColumn('tag_name', 'text', (column) => column.notNull())
      .addColumn('color_code', 'text', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('tags_network').on('tags').column('network').execute();

    await db.schema
      .createTable('dns_entries')
      .addColumn('network', 'text', (column) => column.notNull().references('networks.netid').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('address6', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('dns_entries_pk', ['network', 'name'])
      .execute();
  },
};
