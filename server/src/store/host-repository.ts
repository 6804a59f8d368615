import { selectMany } from './many-rows';
import type { Insertable } from 'kysely';
import type { Database, HostsTable } from './schema';
import { naturalOrderKey } from './sort-keys';

/** A host as services read and write it; its sort key is the repository's business. */
export type HostRecord = Omit<HostsTable, 'name_order'>;
export type HostChanges = Partial<Omit<HostRecord, 'id' | 'created_at'>>;

/** A host's row as stored: with the sort key of its name. */
export function hostRow(host: HostRecord): Insertable<HostsTable> {
  return { ...host, name_order: naturalOrderKey(host.name) };
}

export async function insertHost(db: Database, host: HostRecord): Promise<void> {
  await db.insertInto('hosts').values(hostRow(host)).execute();
}

export async function findHost(db: Database, id: string): Promise<HostRecord | undefined> {
  return db.selectFrom('hosts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findHostByPublicKey(db: Database, publickey: string): Promise<HostRecord | undefined> {
  return db.selectFrom('hosts').selectAll().where('publickey', '=', publickey).executeTakeFirst();
}

/** A host as lists show it: every column but its secret and its times. */
export type ListedHost = Omit<HostRecord, 'secret_hash' | 'last_check_in' | 'created_at' | 'updated_at'>;

/**
 * A host nothing is known of yet: lists start each row from it (see `selectMany`), so its keys are
 * the columns lists read, and registration fills in a new host from it.
 */
export const EMPTY_HOST: ListedHost = {
  id: '',
  name: '',
  version: '',
  os: '',
  os_family: '',
  os_version: '',
  kernel_version: '',
  verbosity: 0,
  firewallinuse: '',
  debug: 0,
  isstaticport: 0,
  isstatic: 0,
  listenport: 0,
  wg_public_listen_port: 0,
  mtu: 0,
  interfaces: '[]',
  defaultinterface: '',
  endpointip: '',
  endpointipv6: '',
  localaddress: '',
  publickey: '',
  macaddress: '',
  isdefault: 0,
  nat_type: '',
  persistentkeepalive: 0,
  autoupdate: 0,
  peer_deltas: 0,
  dns: '',
};
const LISTED_HOST_COLUMNS = Object.keys(EMPTY_HOST) as (keyof ListedHost)[];

/** Every host, or these hosts, sorted by id (10,000 of them in large installations). */
export async function listHosts(db: Database, ids?: string[]): Promise<ListedHost[]> {
  if (ids?.length === 0) return [];
  let query = db.selectFrom('hosts').select(LISTED_HOST_COLUMNS).orderBy('id');
  if (ids !== undefined) query = query.where('id', 'in', ids);
  return selectMany(db, query, EMPTY_HOST);
}

export async function listDefaultHosts(db: Database): Promise<HostRecord[]> {
  return db.selectFrom('hosts').selectAll().where('isdefault', '=', 1).orderBy('id').execute();
}

export async function updateHost(db: Database, id: string, changes: HostChanges): Promise<void> {
  const keys = changes.name === undefined ? {} : { name_order: naturalOrderKey(changes.name) };
  await db
    .updateTable('hosts')
    .set({ ...changes, ...keys })
    .where('id', '=', id)
    .execute();
}

export async function deleteHost(db: Database, id: string): Promise<void> {
  await db.deleteFrom('hosts').where('id', '=', id).execute();
}

/** Listen ports other hosts behind the same public address use. */
export async function listenPortsAt(db: Database, endpointip: string, exceptHostId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('hosts')
    .select('listenport')
    .where('endpointip', '=', endpointip)
    .where('id', '!=', exceptHostId)
    .execute();
  return rows.map((row) => row.listenport);
}

/** Leaves an action for hosts (all of them when `hostId` is null); an action already waiting stays once. */
export async function requestHostAction(
  db: Database,
  hostId: string | null,
  action: string,
  time: string,
  replaces: string[] = [],
): Promise<void> {
  let removal = db.deleteFrom('host_actions').where('action', 'in', [action, ...replaces]);
  if (hostId !== null) removal = removal.where('host_id', '=', hostId);
  await removal.execute();
  let hosts = db
    .selectFrom('hosts')
    .select((eb) => ['id', eb.val(action).as('action'), eb.val(time).as('requested_at')]);
  if (hostId !== null) hosts = hosts.where('id', '=', hostId);
  await db.insertInto('host_actions').columns(['host_id', 'action', 'requested_at']).expression(hosts).execute();
}

/** The actions waiting for a host, oldest first, removed as they are handed over (in one statement). */
export async function takeHostActions(db: Database, hostId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('host_actions')
    .where('host_id', '=', hostId)
    .returning(['action', 'requested_at'])
    .execute();
  const order = (row: { action: string; requested_at: string }) => `${row.requested_at} ${row.action}`;
  return rows.sort((a, b) => (order(a) < order(b) ? -1 : 1)).map((row) => row.action);
}

export async function listHostActions(db: Database, hostId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('host_actions')
    .select('action')
    .where('host_id', '=', hostId)
    .orderBy('action')
    .execute();
  return rows.map((row) => row.action);
}

/** Host id -> name, for the hosts with a node in the network. */
export async function hostNamesInNetwork(db: Database, netid: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('hosts')
    .innerJoin('nodes', 'nodes.host_id', 'hosts.id')
    .select(['hosts.id', 'hosts.name'])
    .where('nodes.network', '=', netid)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
