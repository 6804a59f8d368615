import type { Network, YesNo } from '@netloom/contract';
import { PostgresAdapter, sql } from 'kysely';
import { toUnixSeconds } from '../time';
import type { Database, NetworksTable } from './schema';

export type NetworkSettings = Omit<Network, 'nodeslastmodified' | 'networklastmodified'>;

function yesNo(text: string): YesNo {
  return text === 'yes' ? 'yes' : 'no';
}

function toNetwork(row: NetworksTable): Network {
  return {
    netid: row.netid,
    name: row.name,
    addressrange: row.addressrange,
    addressrange6: row.addressrange6,
    isipv4: yesNo(row.isipv4),
    isipv6: yesNo(row.isipv6),
    defaultacl: yesNo(row.defaultacl),
    defaultudpholepunch: yesNo(row.defaultudpholepunch),
    allowmanualsignup: yesNo(row.allowmanualsignup),
    defaultinterface: row.defaultinterface,
    defaultlistenport: row.defaultlistenport,
    defaultkeepalive: row.defaultkeepalive,
    defaultmtu: row.defaultmtu,
    defaultpostdown: row.defaultpostdown,
    nodelimit: row.nodelimit,
    nodeslastmodified: toUnixSeconds(row.nodes_last_modified),
    networklastmodified: toUnixSeconds(row.network_last_modified),
  };
}

/**
 * Inside a transaction: holds off other network creations and renames until it ends, so two
 * overlapping ranges or equal display names can't both pass their checks. SQLite already runs one
 * write transaction at a time.
 */
export async function lockNetworksForCreate(trx: Database): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`lock table networks in share row exclusive mode`.execute(trx);
  }
}

export async function listNetworks(db: Database): Promise<Network[]> {
  const rows = await db.selectFrom('networks').selectAll().orderBy('netid').execute();
  return rows.map(toNetwork);
}

export async function findNetwork(db: Database, netid: string): Promise<Network | undefined> {
  const row = await db.selectFrom('networks').selectAll().where('netid', '=', netid).executeTakeFirst();
  return row && toNetwork(row);
}

export async function insertNetwork(db: Database, network: NetworkSettings, time: string): Promise<void> {
  await db
    .insertInto('networks')
    .values({
      ...network,
      nodes_last_modified: time,
      network_last_modified: time,
      created_at: time,
      updated_at: time,
    })
    .execute();
}

/** Changes settings of an existing network and marks it modified. */
export async function updateNetwork(
  db: Database,
  netid: string,
  changes: Partial<NetworkSettings>,
  time: string,
): Promise<void> {
  await db
    .updateTable('networks')
    .set({ ...changes, network_last_modified: time, updated_at: time })
    .where('netid', '=', netid)
    .execute();
}

export async function deleteNetwork(db: Database, netid: string): Promise<void> {
  await db.deleteFrom('networks').where('netid', '=', netid).execute();
}

/**
 * Inside a transaction: locks these networks' rows until it ends (in a fixed order, so two
 * transactions can't deadlock on them), which serialises address allocation per network on
 * PostgreSQL. SQLite runs one write transaction at a time already. Returns the networks that exist.
 */
export async function lockNetworks(trx: Database, netids: string[]): Promise<Network[]> {
  if (netids.length === 0) return [];
  let query = trx
    .selectFrom('networks')
    .selectAll()
    .where('netid', 'in', [...new Set(netids)])
    .orderBy('netid');
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.execute()).map(toNetwork);
}

/** The ids of every network. */
export async function listNetworkIds(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('networks').select('netid').orderBy('netid').execute();
  return rows.map((row) => row.netid);
}
