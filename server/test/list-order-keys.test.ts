import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import fc from 'fast-check';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type Insertable, type Migration } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../src/store/database';
import { EMPTY_HOST } from '../src/store/host-repository';
import { initialMigration } from '../src/store/migrations/0001-initial';
import { hostsNodesKeysMigration } from '../src/store/migrations/0002-hosts-nodes-keys';
import { gatewaysClientsExpiryMigration } from '../src/store/migrations/0003-gateways-clients-expiry';
import { accessTagsDnsMigration } from '../src/store/migrations/0004-access-tags-dns';
import { nodeListingIndexesMigration } from '../src/store/migrations/0005-node-listing-indexes';
import { metricsMigration } from '../src/store/migrations/0006-metrics';
import { userManagementMigration } from '../src/store/migrations/0007-user-management';
import { metricsHistoryMigration } from '../src/store/migrations/0008-metrics-history';
import { networkNameMigration } from '../src/store/migrations/0009-network-name';
import { migrateToLatest } from '../src/store/migrations';
import type { Schema } from '../src/store/schema';
import { ipv4Order, naturalOrderKey, NO_IPV4_ORDER } from '../src/store/sort-keys';
import { backends } from './support/backends';
import { storedNode } from './support/stored-node';

/** The console's natural order of names: node-2 before node-10, case aside. */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('sort keys', () => {
  it('order any two host names or client ids as the console orders them, whenever it tells them apart', () => {
    const text = fc.string({ unit: fc.constantFrom(...'aAbBzZ09_-. @+~é'), maxLength: 8 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const console = Math.sign(collator.compare(a, b));
        if (console !== 0) expect(Math.sign(compareKeys(naturalOrderKey(a), naturalOrderKey(b)))).toBe(console);
      }),
      { numRuns: 5000 },
    );
  });

  it('order IPv4 addresses by value, and anything else after them', () => {
    const addresses = ['10.0.0.10', null, '9.255.255.255', '10.0.0.9', 'fd00::1', '10.0.1.0'];
    expect([...addresses].sort((a, b) => ipv4Order(a) - ipv4Order(b))).toEqual([
      '9.255.255.255',
      '10.0.0.9',
      '10.0.0.10',
      '10.0.1.0',
      null,
      'fd00::1',
    ]);
    expect(ipv4Order(null)).toBe(NO_IPV4_ORDER);
  });
});

const BEFORE_SORT_KEYS: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-hosts-nodes-keys': hostsNodesKeysMigration,
  '0003-gateways-clients-expiry': gatewaysClientsExpiryMigration,
  '0004-access-tags-dns': accessTagsDnsMigration,
  '0005-node-listing-indexes': nodeListingIndexesMigration,
  '0006-metrics': metricsMigration,
  '0007-user-management': userManagementMigration,
  '0008-metrics-history': metricsHistoryMigration,
  '0009-network-name': networkNameMigration,
};

const TIME = '2030-01-02T03:04:05.000Z';

/** A network, hosts with a node each and an external client, stored before migration 0010 added the sort keys. */
async function storeRowsWithoutKeys(db: Kysely<Schema>, count: number): Promise<void> {
  await db
    .insertInto('networks')
    .values({
      netid: 'keys',
      name: '',
      addressrange: '10.170.0.0/16',
      addressrange6: '',
      isipv4: 'yes',
      isipv6: 'no',
      defaultacl: 'yes',
      defaultudpholepunch: 'no',
      allowmanualsignup: 'no',
      defaultinterface: 'nm-keys',
      defaultlistenport: 51821,
      defaultkeepalive: 20,
      defaultmtu: 1280,
      defaultpostdown: '',
      nodelimit: 999_999_999,
      nodes_last_modified: TIME,
      network_last_modified: TIME,
      created_at: TIME,
      updated_at: TIME,
    })
    .execute();
  const ids = Array.from({ length: count }, (_, index) => `host-${String(index).padStart(4, '0')}`);
  // Columns of later migrations are not there yet.
  const { localaddress: _later, peer_deltas: _deltas, ...hostColumns } = EMPTY_HOST;
  const hosts = ids.map((id, index) => ({
    ...hostColumns,
    id,
    name: `Host-${index}`,
    publickey: id,
    secret_hash: '',
    last_check_in: null,
    created_at: TIME,
    updated_at: TIME,
  }));
  const nodes = ids.map((id, index) =>
    storedNode({
      id: `node-${id}`,
      host_id: id,
      network: 'keys',
      address: index === 0 ? null : `10.170.${index >> 8}.${index & 255}`,
      created_at: TIME,
    }),
  );
  for (let start = 0; start < count; start += 200) {
    await db
      .insertInto('hosts')
      .values(hosts.slice(start, start + 200) as Insertable<Schema['hosts']>[])
      .execute();
    await db
      .insertInto('nodes')
      .values(nodes.slice(start, start + 200))
      .execute();
  }
  await db
    .insertInto('ext_clients')
    .values({
      clientid: 'Laptop-07',
      network: 'keys',
      ingressgatewayid: 'node-host-0001',
      privatekey: '',
      publickey: 'client-key',
      address: '10.170.255.254',
      address6: null,
      dns: '',
      extraallowedips: '[]',
      enabled: 1,
      ownerid: '',
      postup: '',
      postdown: '',
      tags: '{}',
      deniednodeacls: '{}',
      remote_access_client_id: '',
      device_name: '',
      os: '',
      public_endpoint: '',
      country: '',
      created_at: TIME,
      updated_at: TIME,
    } as Insertable<Schema['ext_clients']>)
    .execute();
}

describe.each(backends)('migration 0010 on $name', (backend) => {
  it('writes the sort keys of the hosts, nodes and clients already stored, and compares them byte by byte', async () => {
    const database = await backend.createDatabase();
    const { NETLOOM_DATA_DIR: dataDir, DATABASE_URL: url } = database.settings;
    const dialect = url
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) })
      : new SqliteDialect({ database: new SqliteDatabase(path.join(dataDir ?? '', SQLITE_FILE_NAME)) });
    const db = new Kysely<Schema>({ dialect });
    try {
      const provider = { getMigrations: async () => BEFORE_SORT_KEYS };
      expect((await new Migrator({ db, provider }).migrateToLatest()).error).toBeUndefined();
      await storeRowsWithoutKeys(db, 1100);
      await migrateToLatest(db);

      const hosts = await db.selectFrom('hosts').select(['name', 'name_order']).execute();
      expect(hosts).toHaveLength(1100);
      for (const host of hosts) expect(host.name_order).toBe(naturalOrderKey(host.name));
      const nodes = await db.selectFrom('nodes').select(['address', 'address_order']).execute();
      for (const node of nodes) expect(Number(node.address_order)).toBe(ipv4Order(node.address));
      const client = await db.selectFrom('ext_clients').select(['clientid_order', 'address_order']).executeTakeFirst();
      expect(client).toEqual({ clientid_order: naturalOrderKey('Laptop-07'), address_order: expect.anything() });
      expect(Number(client?.address_order)).toBe(ipv4Order('10.170.255.254'));

      const ordered = await db.selectFrom('hosts').select('name').orderBy('name_order').orderBy('id').execute();
      expect(ordered.slice(0, 4).map((host) => host.name)).toEqual(['Host-0', 'Host-1', 'Host-2', 'Host-3']);
      const keys = (await db.selectFrom('hosts').select('name_order').orderBy('name_order').execute()).map(
        (host) => host.name_order,
      );
      expect(keys).toEqual([...keys].sort(compareKeys));
      if (url) {
        const collation = await sql<{ collation_name: string }>`select collation_name from information_schema.columns
          where table_name = 'hosts' and column_name = 'name_order'`.execute(db);
        expect(collation.rows).toEqual([{ collation_name: 'C' }]);
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
