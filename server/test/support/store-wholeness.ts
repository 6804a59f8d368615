import { sql } from 'kysely';
import type { Database } from '../../src/store/schema';

/** Counts of what the store holds, by table. */
export type StoredCounts = Record<
  'hosts' | 'nodes' | 'enrollment_keys' | 'ext_clients' | 'acl_policies' | 'tags',
  number
>;

async function countRows(db: Database, table: keyof StoredCounts): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** How many hosts, nodes, keys, clients, policies and tags the store holds. */
export async function storedCounts(db: Database): Promise<StoredCounts> {
  const tables = ['hosts', 'nodes', 'enrollment_keys', 'ext_clients', 'acl_policies', 'tags'] as const;
  const counts = await Promise.all(tables.map((table) => countRows(db, table)));
  return Object.fromEntries(tables.map((table, index) => [table, counts[index]])) as StoredCounts;
}

function duplicates(values: (string | null)[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (value === null) continue;
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function unparsable(texts: string[]): string[] {
  return texts.filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * Everything half-written the store holds, one line per problem (none when it is whole): a node
 * without its host, a host registered into no network, a key without its networks, a client without
 * an address or gateway, two of a network's nodes and clients on one address, a policy whose lists
 * don't parse, a tag whose id doesn't match its network and name; on SQLite, what
 * `pragma integrity_check` and `pragma foreign_key_check` report.
 */
export async function halfWritten(db: Database, sqlite: boolean): Promise<string[]> {
  const problems: string[] = [];
  const orphanNodes = await db
    .selectFrom('nodes')
    .leftJoin('hosts', 'hosts.id', 'nodes.host_id')
    .where('hosts.id', 'is', null)
    .select('nodes.id')
    .execute();
  problems.push(...orphanNodes.map(({ id }) => `node ${id} has no host`));
  const hostsWithoutNode = await db
    .selectFrom('hosts')
    .leftJoin('nodes', 'nodes.host_id', 'hosts.id')
    .where('nodes.id', 'is', null)
    .select('hosts.id')
    .execute();
  problems.push(...hostsWithoutNode.map(({ id }) => `host ${id} has no node`));
  const keysWithoutNetwork = await db
    .selectFrom('enrollment_keys')
    .leftJoin('enrollment_key_networks', 'enrollment_key_networks.key_value', 'enrollment_keys.value')
    .where('enrollment_key_networks.key_value', 'is', null)
    .select('enrollment_keys.value')
    .execute();
  problems.push(...keysWithoutNetwork.map(({ value }) => `enrollment key ${value} has no network`));
  const clients = await db
    .selectFrom('ext_clients')
    .leftJoin('nodes', 'nodes.id', 'ext_clients.ingressgatewayid')
    .select(['ext_clients.clientid', 'ext_clients.network', 'ext_clients.address', 'ext_clients.address6', 'nodes.id'])
    .execute();
  for (const client of clients) {
    if (client.address === null) problems.push(`client ${client.clientid} has no address`);
    if (client.id === null) problems.push(`client ${client.clientid} has no gateway`);
  }
  const nodes = await db.selectFrom('nodes').select(['network', 'address', 'address6']).execute();
  for (const family of ['address', 'address6'] as const) {
    const taken = [...nodes, ...clients].map((row) => (row[family] === null ? null : `${row.network} ${row[family]}`));
    problems.push(...duplicates(taken).map((address) => `two nodes or clients hold ${address}`));
  }
  const policies = await db.selectFrom('acl_policies').select(['id', 'src_type', 'dst_type', 'ports']).execute();
  for (const policy of policies) {
    const broken = unparsable([policy.src_type, policy.dst_type, policy.ports]);
    if (broken.length > 0) problems.push(`policy ${policy.id} holds unparsable JSON: ${broken.join(', ')}`);
  }
  const tags = await db.selectFrom('tags').select(['id', 'network', 'tag_name']).execute();
  problems.push(
    ...tags.filter((tag) => tag.id !== `${tag.network}.${tag.tag_name}`).map((tag) => `tag ${tag.id} is torn`),
  );
  if (sqlite) {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    problems.push(...integrity.rows.filter((row) => row.integrity_check !== 'ok').map((row) => row.integrity_check));
    const foreignKeys = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(db);
    problems.push(...foreignKeys.rows.map((row) => `a row of ${row.table} points at a missing ${row.parent}`));
  }
  return problems;
}
