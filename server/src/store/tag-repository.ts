import type { AclPoliciesTable, Database, TagsTable } from './schema';

export type TagRecord = TagsTable;
export type TagChanges = Partial<Pick<TagsTable, 'id' | 'tag_name' | 'color_code'>>;

/** The tags of a network, sorted by id. */
export async function listTagsOfNetwork(db: Database, netid: string): Promise<TagRecord[]> {
  const tags = await db.selectFrom('tags').selectAll().where('network', '=', netid).execute();
  // Sorted here rather than in SQL, so both backends order ids alike whatever PostgreSQL's collation.
  return tags.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The ids of the tags of these networks. */
export async function tagIdsOfNetworks(db: Database, netids: string[]): Promise<Set<string>> {
  if (netids.length === 0) return new Set();
  const rows = await db.selectFrom('tags').select('id').where('network', 'in', netids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function findTag(db: Database, netid: string, id: string): Promise<TagRecord | undefined> {
  return db.selectFrom('tags').selectAll().where('network', '=', netid).where('id', '=', id).executeTakeFirst();
}

export async function insertTag(db: Database, tag: TagRecord): Promise<void> {
  await db.insertInto('tags').values(tag).execute();
}

/** Changes a tag; a new `id` re-keys it in place. */
export async function updateTag(db: Database, id: string, changes: TagChanges): Promise<void> {
  await db.updateTable('tags').set(changes).where('id', '=', id).execute();
}

export async function deleteTag(db: Database, id: string): Promise<void> {
  await db.deleteFrom('tags').where('id', '=', id).execute();
}

/** Who may carry a network's tags: its nodes and its external clients, each with its stored tag set. */
export interface TagCarriers {
  nodes: { id: string; tags: string }[];
  clients: { clientid: string; tags: string }[];
}

export async function listTagCarriers(db: Database, netid: string): Promise<TagCarriers> {
  const [nodes, clients] = await Promise.all([
    db.selectFrom('nodes').select(['id', 'tags']).where('network', '=', netid).execute(),
    db.selectFrom('ext_clients').select(['clientid', 'tags']).where('network', '=', netid).execute(),
  ]);
  return { nodes, clients };
}

export type PolicyEndpoints = Pick<AclPoliciesTable, 'id' | 'name' | 'src_type' | 'dst_type'>;

/** The sources and destinations of a network's access policies, where tags are used. */
export async function listPolicyEndpoints(db: Database, netid: string): Promise<PolicyEndpoints[]> {
  return db
    .selectFrom('acl_policies')
    .select(['id', 'name', 'src_type', 'dst_type'])
    .where('network', '=', netid)
    .orderBy('name')
    .execute();
}

export async function setPolicyEndpoints(db: Database, endpoints: PolicyEndpoints): Promise<void> {
  const { id, src_type, dst_type } = endpoints;
  await db.updateTable('acl_policies').set({ src_type, dst_type }).where('id', '=', id).execute();
}
