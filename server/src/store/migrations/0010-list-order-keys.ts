import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { ipv4Order, naturalOrderKey } from '../sort-keys';

const BATCH = 500;

/** Writes one sort key per row, a batch of rows per statement. */
async function fillKeys<T extends string | number>(
  db: Kysely<unknown>,
  table: string,
  idColumn: string,
  keyColumn: string,
  keys: [id: string, key: T][],
): Promise<void> {
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const cases = sql.join(
      batch.map(([id, key]) => sql`when ${id} then ${typeof key === 'number' ? sql.lit(key) : key}`),
      sql` `,
    );
    await sql`update ${sql.table(table)} set ${sql.ref(keyColumn)} = case ${sql.ref(idColumn)} ${cases} end
      where ${sql.ref(idColumn)} in (${sql.join(batch.map(([id]) => id))})`.execute(db);
  }
}

/**
 * Sort keys for paged lists (store/sort-keys.ts): the natural order of host names and client ids,
 * and IPv4 addresses as numbers, written for the rows already stored; the repositories keep them up
 * to date. On PostgreSQL the text keys compare byte by byte (collation "C"), as on SQLite. Indexes
 * let a window of a large network's nodes sorted by address, or of hosts by name, be read in order.
 */
export const listOrderKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const textKey = (column: ColumnDefinitionBuilder) =>
      (postgres ? column.modifyFront(sql`collate "C"`) : column).notNull().defaultTo(sql.lit(''));
    const numberKey = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(sql.lit(0));
    await db.schema.alterTable('hosts').addColumn('name_order', 'text', textKey).execute();
    await db.schema.alterTable('nodes').addColumn('address_order', 'bigint', numberKey).execute();
    await db.schema.alterTable('ext_clients').addColumn('clientid_order', 'text', textKey).execute();
    await db.schema.alterTable('ext_clients').addColumn('address_order', 'bigint', numberKey).execute();

    const hosts = await sql<{ id: string; name: string }>`select id, name from hosts`.execute(db);
    await fillKeys(
      db,
      'hosts',
      'id',
      'name_order',
      hosts.rows.map((host) => [host.id, naturalOrderKey(host.name)]),
    );
    const nodes = await sql<{ id: string; address: string | null }>`select id, address from nodes`.execute(db);
    await fillKeys(
      db,
      'nodes',
      'id',
      'address_order',
      nodes.rows.map((node) => [node.id, ipv4Order(node.address)]),
    );
    const clients = await sql<{
      clientid: string;
      address: string | null;
    }>`select clientid, address from ext_clients`.execute(db);
    await fillKeys(
      db,
      'ext_clients',
      'clientid',
      'clientid_order',
      clients.rows.map((client) => [client.clientid, naturalOrderKey(client.clientid)]),
    );
    await fillKeys(
      db,
      'ext_clients',
      'clientid',
      'address_order',
      clients.rows.map((client) => [client.clientid, ipv4Order(client.address)]),
    );

    await db.schema.createIndex('hosts_by_name_order').on('hosts').columns(['name_order', 'id']).execute();
    await db.schema
      .createIndex('nodes_by_address_order')
      .on('nodes')
      .columns(['network', 'address_order', 'id'])
      .execute();
  },
};
