import type { AclCell } from '@netloom/contract';
import { selectMany } from './many-rows';
import type { AclMatrixTable, AclPoliciesTable, Database } from './schema';

export type AclPolicyRecord = AclPoliciesTable;
export type AclPolicyChanges = Partial<Omit<AclPoliciesTable, 'id' | 'network' | 'is_default' | 'created_at'>>;
export type AclMatrixCell = Omit<AclMatrixTable, 'network'> & { value: AclCell };

/** Rows per insert statement (cells, policies), well under the limits on bound values. */
const CELL_BATCH = 1000;
const POLICY_BATCH = 500;

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** A network's policies sorted by name (in code, so both backends order alike). */
export async function listPolicies(db: Database, netid: string): Promise<AclPolicyRecord[]> {
  const rows = await db.selectFrom('acl_policies').selectAll().where('network', '=', netid).execute();
  return rows.sort(byName);
}

/** The user policies of every network: what a deleted user or group is taken out of. */
export async function listUserPolicies(db: Database): Promise<AclPolicyRecord[]> {
  return db.selectFrom('acl_policies').selectAll().where('policy_type', '=', 'user-policy').execute();
}

export async function findPolicy(db: Database, id: string): Promise<AclPolicyRecord | undefined> {
  return db.selectFrom('acl_policies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPolicy(db: Database, policy: AclPolicyRecord): Promise<void> {
  await db.insertInto('acl_policies').values(policy).execute();
}

/** Inserts the policies that are not there yet (by id or by name); the others stay as they are. */
export async function insertMissingPolicies(db: Database, policies: AclPolicyRecord[]): Promise<void> {
  for (let start = 0; start < policies.length; start += POLICY_BATCH) {
    await db
      .insertInto('acl_policies')
      .values(policies.slice(start, start + POLICY_BATCH))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

export async function updatePolicy(db: Database, id: string, changes: AclPolicyChanges): Promise<void> {
  await db.updateTable('acl_policies').set(changes).where('id', '=', id).execute();
}

export async function deletePolicy(db: Database, id: string): Promise<void> {
  await db.deleteFrom('acl_policies').where('id', '=', id).execute();
}

/** The ids of every network's default policies. */
export async function listDefaultPolicyIds(db: Database): Promise<Set<string>> {
  const rows = await db.selectFrom('acl_policies').select('id').where('is_default', '=', 1).execute();
  return new Set(rows.map((row) => row.id));
}

/** The explicit cells of a network's version 1 matrix. */
export async function listMatrixCells(db: Database, netid: string): Promise<AclMatrixCell[]> {
  const rows = await db
    .selectFrom('acl_matrix')
    .select(['source_id', 'target_id', 'value'])
    .where('network', '=', netid)
    .execute();
  return rows as AclMatrixCell[];
}

async function insertMatrixCells(db: Database, netid: string, cells: AclMatrixCell[]): Promise<void> {
  for (let start = 0; start < cells.length; start += CELL_BATCH) {
    const batch = cells.slice(start, start + CELL_BATCH).map((cell) => ({ network: netid, ...cell }));
    await db.insertInto('acl_matrix').values(batch).execute();
  }
}

/** Replaces every explicit cell of a network's matrix. */
export async function replaceMatrixCells(db: Database, netid: string, cells: AclMatrixCell[]): Promise<void> {
  await db.deleteFrom('acl_matrix').where('network', '=', netid).execute();
  await insertMatrixCells(db, netid, cells);
}

/** Sets both directions of one pair: explicit `value` cells, or none (the default) when null. */
export async function setMatrixPair(
  db: Database,
  netid: string,
  [a, b]: [string, string],
  value: AclCell | null,
): Promise<void> {
  await db
    .deleteFrom('acl_matrix')
    .where('network', '=', netid)
    .where((eb) =>
      eb.or([
        eb.and([eb('source_id', '=', a), eb('target_id', '=', b)]),
        eb.and([eb('source_id', '=', b), eb('target_id', '=', a)]),
      ]),
    )
    .execute();
  if (value === null) return;
  await insertMatrixCells(db, netid, [
    { source_id: a, target_id: b, value },
    { source_id: b, target_id: a, value },
  ]);
}

/** Drops the cells of a network's matrix that name a node or client it no longer has. */
export async function deleteStaleMatrixCells(db: Database, netid: string): Promise<void> {
  const devices = db
    .selectFrom('nodes')
    .select('id')
    .where('network', '=', netid)
    .union(db.selectFrom('ext_clients').select('clientid as id').where('network', '=', netid));
  await db
    .deleteFrom('acl_matrix')
    .where('network', '=', netid)
    .where((eb) => eb.or([eb('source_id', 'not in', devices), eb('target_id', 'not in', devices)]))
    .execute();
}

/** A node as access control sees it: its host's name, its tags and its gateway roles. */
export interface AclNodeRow {
  id: string;
  name: string;
  tags: string;
  isingressgateway: number;
  isrelay: number;
  isinternetgateway: number;
}

/**
 * A node row before it is read (see `selectMany`): a network's thousands of nodes are read on
 * every publishing round.
 */
const BLANK_NODE_ROW: AclNodeRow = {
  id: '',
  name: '',
  tags: '',
  isingressgateway: 0,
  isrelay: 0,
  isinternetgateway: 0,
};

/** An external client as access control sees it; `remote_access_client_id` is set for users' clients. */
export interface AclClientRow {
  clientid: string;
  tags: string;
  ownerid: string;
  remote_access_client_id: string;
}

/** The nodes (sorted by id) and external clients (sorted by client id) of a network. */
export async function listAclDevices(
  db: Database,
  netid: string,
): Promise<{ nodes: AclNodeRow[]; clients: AclClientRow[] }> {
  const [nodes, clients] = await Promise.all([
    selectMany(
      db,
      db
        .selectFrom('nodes')
        .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
        .select([
          'nodes.id',
          'hosts.name',
          'nodes.tags',
          'nodes.isingressgateway',
          'nodes.isrelay',
          'nodes.isinternetgateway',
        ])
        .where('nodes.network', '=', netid),
      BLANK_NODE_ROW,
    ),
    db
      .selectFrom('ext_clients')
      .select(['clientid', 'tags', 'ownerid', 'remote_access_client_id'])
      .where('network', '=', netid)
      .execute(),
  ]);
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    nodes: nodes.sort((a, b) => byId(a.id, b.id)),
    clients: clients.sort((a, b) => byId(a.clientid, b.clientid)),
  };
}

/** The ids of a network's nodes and of its external clients. */
export async function listDeviceIds(
  db: Database,
  netid: string,
): Promise<{ nodes: Set<string>; clients: Set<string> }> {
  const [nodes, clients] = await Promise.all([
    db.selectFrom('nodes').select('id').where('network', '=', netid).execute(),
    db.selectFrom('ext_clients').select('clientid').where('network', '=', netid).execute(),
  ]);
  return { nodes: new Set(nodes.map((node) => node.id)), clients: new Set(clients.map((client) => client.clientid)) };
}

/** Username -> display name ('' when none) of these users that exist. */
export async function displayNamesOf(db: Database, usernames: string[]): Promise<Map<string, string>> {
  if (usernames.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['username', 'display_name'])
    .where('username', 'in', usernames)
    .execute();
  return new Map(rows.map((row) => [row.username, row.display_name]));
}

/** Group id -> name of these groups that exist. */
export async function groupNamesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('user_groups').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Of these groups, those that grant a role in the network or in all networks. */
export async function groupsWithNetworkRole(db: Database, ids: string[], scopes: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('group_network_roles')
    .select('group_id')
    .where('group_id', 'in', ids)
    .where('network_id', 'in', scopes)
    .execute();
  return new Set(rows.map((row) => row.group_id));
}
