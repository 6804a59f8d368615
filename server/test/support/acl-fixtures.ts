import { aclPolicySchema, envelopeSchema, type AclPolicy } from '@netloom/contract';
import { expect } from 'vitest';
import { toJsonIdSet } from '../../src/store/json-columns';
import { request, type ReachableServer } from './http';
import type { TestServer } from './server';

/** Stores a tag of a network directly (tags have their own API and tests); returns its id. */
export async function storeTag(server: TestServer, netid: string, name: string): Promise<string> {
  const id = `${netid}.${name}`;
  await server.db
    .insertInto('tags')
    .values({ id, network: netid, tag_name: name, color_code: '', created_by: 'superadmin', created_at: '' })
    .execute();
  return id;
}

/** Gives a node exactly these tags, directly. */
export async function setNodeTags(server: TestServer, nodeId: string, tagIds: string[]): Promise<void> {
  await server.db
    .updateTable('nodes')
    .set({ tags: toJsonIdSet(tagIds) })
    .where('id', '=', nodeId)
    .execute();
}

/** Creates a policy through the API and returns it. */
export async function createPolicy(
  server: ReachableServer,
  token: string,
  netid: string,
  policy: Record<string, unknown>,
): Promise<AclPolicy> {
  const reply = await request(server, 'POST', `/api/v1/acls?network=${netid}`, { token, json: policy });
  expect(reply.status, reply.text).toBe(200);
  return envelopeSchema(aclPolicySchema.strict()).parse(reply.body).Response;
}

/** A device policy from tags to tags, both ways, for any traffic, unless `fields` say otherwise. */
export function tagPolicy(
  name: string,
  sources: string[],
  destinations: string[],
  fields: Record<string, unknown> = {},
) {
  return {
    name,
    policy_type: 'device-policy',
    src_type: sources.map((value) => ({ id: 'tag', value })),
    dst_type: destinations.map((value) => ({ id: 'tag', value })),
    allowed_traffic_direction: 1,
    enabled: true,
    ...fields,
  };
}
