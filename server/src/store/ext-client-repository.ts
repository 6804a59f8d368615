import { fromJsonStringArray } from './json-columns';
import type { Insertable } from 'kysely';
import type { Database, ExtClientsTable } from './schema';
import { ipv4Order, naturalOrderKey } from './sort-keys';

/** A client as services read and write it; its sort keys are the repository's business. */
export type ExtClientRecord = Omit<ExtClientsTable, 'clientid_order' | 'address_order'>;
export type ExtClientChanges = Partial<Omit<ExtClientRecord, 'network' | 'created_at'>>;

/** A client's row as stored: with the sort keys of its id and IPv4 address. */
export function extClientRow(client: ExtClientRecord): Insertable<ExtClientsTable> {
  return { ...client, clientid_order: naturalOrderKey(client.clientid), address_order: ipv4Order(client.address) };
}

/** A client with what showing it needs: its gateway host's endpoint and its network's ranges. */
export interface ExtClientView extends ExtClientRecord {
  endpointip: string;
  endpointipv6: string;
  listenport: number;
  addressrange: string;
  addressrange6: string;
}

export interface ExtClientFilter {
  network?: string;
  /** Only clients in these networks. */
  networks?: string[];
  clientid?: string;
  /** Only these clients. */
  clientids?: string[];
}

/** Clients with their gateway host's endpoint and their network's ranges, sorted by id: one query. */
export async function listExtClientViews(db: Database, filter: ExtClientFilter = {}): Promise<ExtClientView[]> {
  if (filter.networks?.length === 0 || filter.clientids?.length === 0) return [];
  let query = db
    .selectFrom('ext_clients')
    .innerJoin('nodes', 'nodes.id', 'ext_clients.ingressgatewayid')
    .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
    .innerJoin('networks', 'networks.netid', 'ext_clients.network')
    .selectAll('ext_clients')
    .select([
      'hosts.endpointip',
      'hosts.endpointipv6',
      'hosts.listenport',
      'networks.addressrange',
      'networks.addressrange6',
    ]);
  if (filter.network !== undefined) query = query.where('ext_clients.network', '=', filter.network);
  if (filter.networks !== undefined) query = query.where('ext_clients.network', 'in', filter.networks);
  if (filter.clientid !== undefined) query = query.where('ext_clients.clientid', '=', filter.clientid);
  if (filter.clientids !== undefined) query = query.where('ext_clients.clientid', 'in', filter.clientids);
  const clients = await query.execute();
  // Sorted here rather than in SQL, so both backends order ids alike whatever PostgreSQL's collation.
  return clients.sort((a, b) => (a.clientid < b.clientid ? -1 : a.clientid > b.clientid ? 1 : 0));
}

export async function findExtClientView(db: Database, clientid: string): Promise<ExtClientView | undefined> {
  return (await listExtClientViews(db, { clientid }))[0];
}

export async function findExtClient(db: Database, clientid: string): Promise<ExtClientRecord | undefined> {
  return db.selectFrom('ext_clients').selectAll().where('clientid', '=', clientid).executeTakeFirst();
}

/** The client, of any network, that uses this WireGuard public key. */
export async function findExtClientByPublicKey(db: Database, publickey: string): Promise<ExtClientRecord | undefined> {
  return db.selectFrom('ext_clients').selectAll().where('publickey', '=', publickey).executeTakeFirst();
}

export async function insertExtClient(db: Database, client: ExtClientRecord): Promise<void> {
  await db.insertInto('ext_clients').values(extClientRow(client)).execute();
}

/** Changes a client; a new `clientid` re-keys it in place. */
export async function updateExtClient(db: Database, clientid: string, changes: ExtClientChanges): Promise<void> {
  const keys = {
    ...(changes.clientid === undefined ? {} : { clientid_order: naturalOrderKey(changes.clientid) }),
    ...(changes.address === undefined ? {} : { address_order: ipv4Order(changes.address) }),
  };
  await db
    .updateTable('ext_clients')
    .set({ ...changes, ...keys })
    .where('clientid', '=', clientid)
    .execute();
}

export async function deleteExtClient(db: Database, netid: string, clientid: string): Promise<void> {
  await db.deleteFrom('ext_clients').where('network', '=', netid).where('clientid', '=', clientid).execute();
}

export async function deleteExtClientsOfGateway(db: Database, gatewayNodeId: string): Promise<void> {
  await db.deleteFrom('ext_clients').where('ingressgatewayid', '=', gatewayNodeId).execute();
}

/** The outside ranges the egress gateways of a network route, which its clients route through their gateway. */
export async function egressRangesOfNetwork(db: Database, netid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('nodes')
    .select('egressgatewayranges')
    .where('network', '=', netid)
    .where('isegressgateway', '=', 1)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => fromJsonStringArray(row.egressgatewayranges));
}

/**
 * The clients of a user who is gone: turned off and locked off, owned by nobody (a new user of the
 * same name inherits none); returns the networks they are in.
 */
export async function disownExtClientsOf(db: Database, ownerid: string, time: string): Promise<string[]> {
  const disowned = await db
    .updateTable('ext_clients')
    .set({ ownerid: '', enabled: 0, disabled_by_admin: 1, updated_at: time })
    .where('ownerid', '=', ownerid)
    .returning('network')
    .execute();
  return disowned.map((client) => client.network);
}

/** Deletes the clients one user owns; returns the networks they were in. */
export async function deleteExtClientsOwnedBy(db: Database, ownerid: string): Promise<string[]> {
  const deleted = await db.deleteFrom('ext_clients').where('ownerid', '=', ownerid).returning('network').execute();
  return deleted.map((client) => client.network);
}
