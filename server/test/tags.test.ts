import { randomUUID } from 'node:crypto';
import { apiNodeSchema, envelopeSchema, tagListRespSchema, type ApiNode, type TagListResp } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { storeExtClient } from './support/gateway-network';
import { registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createKey, createNetwork } from './support/keys';
import { useServer, type TestServer } from './support/server';

const tagsResponse = envelopeSchema(tagListRespSchema.strict().array());
const tagResponse = envelopeSchema(tagListRespSchema.strict());

/** A version 2 access policy stored directly (the ACL API is another feature). */
async function addPolicy(
  server: TestServer,
  netid: string,
  name: string,
  sources: { id: string; value: string }[],
  destinations: { id: string; value: string }[],
  enabled = true,
): Promise<string> {
  const id = randomUUID();
  await server.db
    .insertInto('acl_policies')
    .values({
      id,
      network: netid,
      name,
      meta_data: '',
      policy_type: 'device-policy',
      src_type: JSON.stringify(sources),
      dst_type: JSON.stringify(destinations),
      protocol: 'all',
      service_type: 'Any',
      ports: '[]',
      allowed_traffic_direction: 1,
      enabled: enabled ? 1 : 0,
      is_default: 0,
      created_by: 'tests',
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** The tag ids stored on an external client. */
async function clientTags(server: TestServer, clientid: string): Promise<string[]> {
  const row = await server.db
    .selectFrom('ext_clients')
    .select('tags')
    .where('clientid', '=', clientid)
    .executeTakeFirstOrThrow();
  return Object.keys(JSON.parse(row.tags) as object);
}

describe.each(backends)('tags ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let nodes: ApiNode[];
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'mesh', addressrange: '10.130.0.0/24' });
    await createNetwork(server(), token, { netid: 'other', addressrange: '10.131.0.0/24' });
    const key = await createKey(server(), token, { networks: ['mesh', 'other'] });
    for (let index = 0; index < 3; index++) await registerHost(server().url, key.token);
    const reply = await request(server(), 'GET', '/api/nodes/mesh', { token });
    nodes = apiNodeSchema.array().parse(reply.body);
  });

  const call = (method: string, path: string, json?: unknown, as = token) =>
    request(server(), method, path, { token: as, json });
  const listTags = async (netid: string): Promise<TagListResp[]> => {
    const reply = await call('GET', `/api/v1/tags?network=${netid}`);
    expect(reply.status, reply.text).toBe(200);
    return tagsResponse.parse(reply.body).Response;
  };
  const createTag = async (netid: string, body: Record<string, unknown>) => {
    const reply = await call('POST', `/api/v1/tags?network=${netid}`, body);
    expect(reply.status, reply.text).toBe(200);
    return tagResponse.parse(reply.body);
  };
  const nodeTags = async (node: ApiNode) => {
    const reply = await call('GET', '/api/nodes/mesh');
    const listed = apiNodeSchema
      .array()
      .parse(reply.body)
      .find((candidate) => candidate.id === node.id);
    return Object.keys(listed?.tags ?? {});
  };

  describe('creating and listing', () => {
    it('creates a tag with whole nodes as members and puts it on them', async () => {
      const created = await createTag('mesh', {
        tag_name: 'web',
        network: 'mesh',
        color_code: '#ff8800',
        tagged_nodes: [nodes[0], { id: nodes[1].id }],
      });
      expect(created.Message).toBe('created tag mesh.web');
      expect(created.Response).toMatchObject({
        id: 'mesh.web',
        tag_name: 'web',
        network: 'mesh',
        color_code: '#ff8800',
        created_by: 'superadmin',
        used_by_count: 2,
      });
      expect(Date.parse(created.Response.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(created.Response.tagged_nodes?.map((node) => node.id).sort()).toEqual([nodes[0].id, nodes[1].id].sort());
      expect(created.Response.tagged_nodes?.[0].tags).toEqual({ 'mesh.web': {} });
      expect(await nodeTags(nodes[0])).toEqual(['mesh.web']);
      expect(await nodeTags(nodes[2])).toEqual([]);
    });

    it('lists the tags of a network sorted by id, with what carries them', async () => {
      await createTag('mesh', { tag_name: 'data', tagged_nodes: [] });
      await createTag('mesh', { tag_name: 'Apps', tagged_nodes: null });
      const tags = await listTags('mesh');
      expect(tags.map((tag) => [tag.id, tag.used_by_count, tag.color_code])).toEqual([
        ['mesh.Apps', 0, ''],
        ['mesh.data', 0, ''],
        ['mesh.web', 2, '#ff8800'],
      ]);
      expect(tags[0].tagged_nodes).toEqual([]);
      expect(await listTags('other')).toEqual([]);
    });

    it('counts and lists external clients that carry a tag as static nodes', async () => {
      await storeExtClient(server(), {
        clientid: 'laptop-one',
        network: 'mesh',
        gateway: nodes[2].id,
        address: '10.130.0.250',
      });
      const created = await createTag('mesh', {
        tag_name: 'laptops',
        tagged_nodes: [
          nodes[2],
          { id: '00000000-0000-0000-0000-000000000000', is_static: true, static_node: { clientid: 'laptop-one' } },
        ],
      });
      expect(created.Response.used_by_count).toBe(2);
      const statics = created.Response.tagged_nodes?.filter((node) => node.is_static) ?? [];
      expect(statics.map((node) => node.static_node?.clientid)).toEqual(['laptop-one']);
      expect(await clientTags(server(), 'laptop-one')).toEqual(['mesh.laptops']);
    });

    it.each([
      [{ tag_name: 'ab' }, 'A tag name must have 3 to 50 characters'],
      [{ tag_name: 'x'.repeat(51) }, 'A tag name must have 3 to 50 characters'],
      [{ tag_name: 'two words' }, 'A tag name may contain only letters (A-Z, a-z), digits (0-9) and hyphens (-)'],
      [{ tag_name: 'under_score' }, 'A tag name may contain only letters (A-Z, a-z), digits (0-9) and hyphens (-)'],
      [{}, 'tag_name is required'],
      [{ tag_name: 'web' }, 'tag with id mesh.web exists already'],
      [
        { tag_name: 'elsewhere', network: 'other' },
        'network other in the body does not match the network query parameter (mesh)',
      ],
      [
        { tag_name: 'strays', tagged_nodes: [{ id: 'nope' }] },
        'tagged_nodes must be nodes or external clients of network mesh; not in it: node "nope"',
      ],
      [
        { tag_name: 'strays', tagged_nodes: [{ id: 'x', is_static: true, static_node: { clientid: 'ghost' } }] },
        'tagged_nodes must be nodes or external clients of network mesh; not in it: external client "ghost"',
      ],
      [{ tag_name: 'strays', tagged_nodes: [{ name: 'no id' }] }, 'tagged_nodes.0.id is required'],
    ])('refuses %j, writing nothing', async (body, message) => {
      const before = await listTags('mesh');
      const reply = await call('POST', '/api/v1/tags?network=mesh', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
      expect(await listTags('mesh')).toEqual(before);
    });

    it('refuses members from another network and writes none of them', async () => {
      const otherNodes = apiNodeSchema.array().parse((await call('GET', '/api/nodes/other')).body);
      const reply = await call('POST', '/api/v1/tags?network=mesh', {
        tag_name: 'mixed',
        tagged_nodes: [nodes[0], otherNodes[0]],
      });
      expect(reply.body).toEqual(
        errorBody(
          400,
          `tagged_nodes must be nodes or external clients of network mesh; not in it: node "${otherNodes[0].id}"`,
        ),
      );
      expect(await nodeTags(nodes[0])).toEqual(['mesh.web']);
    });

    it('answers 404 for an unknown network and 400 without one', async () => {
      const unknown = await call('GET', '/api/v1/tags?network=nowhere');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(errorBody(404, 'network nowhere not found'));
      const created = await call('POST', '/api/v1/tags?network=nowhere', { tag_name: 'lost' });
      expect(created.body).toEqual(errorBody(404, 'network nowhere not found'));
      const missing = await call('GET', '/api/v1/tags');
      expect(missing.body).toEqual(errorBody(400, 'network is required'));
    });
  });

  describe('changing', () => {
    let keyValue: string;
    let policyId: string;
    beforeAll(async () => {
      await createTag('mesh', { tag_name: 'backend', tagged_nodes: [nodes[0], nodes[1]] });
      await storeExtClient(server(), {
        clientid: 'laptop-two',
        network: 'mesh',
        gateway: nodes[2].id,
        address: '10.130.0.249',
      });
      await call('PUT', '/api/v1/tags?network=mesh', {
        id: 'mesh.backend',
        tagged_nodes: [nodes[0], nodes[1], { id: '', is_static: true, static_node: { clientid: 'laptop-two' } }],
      });
      const key = await createKey(server(), token, { networks: ['mesh'], groups: ['mesh.backend', 'mesh.data'] });
      keyValue = key.value;
      policyId = await addPolicy(
        server(),
        'mesh',
        'backend to db',
        [{ id: 'tag', value: 'mesh.backend' }],
        [
          { id: 'tag', value: 'mesh.data' },
          { id: 'tag', value: 'mesh.backend' },
        ],
      );
    });

    const put = (json: unknown) => call('PUT', '/api/v1/tags?network=mesh', json);

    it('renames a tag everywhere and replaces its members in one change', async () => {
      const reply = await put({
        id: 'mesh.backend',
        tag_name: 'backend',
        new_name: 'services',
        network: 'mesh',
        color_code: '#00aa00',
        tagged_nodes: [nodes[1], nodes[2], { id: '', is_static: true, static_node: { clientid: 'laptop-two' } }],
      });
      expect(reply.status, reply.text).toBe(200);
      const updated = tagResponse.parse(reply.body);
      expect(updated.Message).toBe('updated tag mesh.services');
      expect(updated.Response).toMatchObject({
        id: 'mesh.services',
        tag_name: 'services',
        color_code: '#00aa00',
        used_by_count: 3,
      });
      expect(await nodeTags(nodes[0])).toEqual(['mesh.web']);
      expect(await nodeTags(nodes[1])).toEqual(['mesh.services', 'mesh.web']);
      expect(await nodeTags(nodes[2])).toEqual(['mesh.laptops', 'mesh.services']);
      expect(await clientTags(server(), 'laptop-two')).toEqual(['mesh.services']);
      const policy = await server()
        .db.selectFrom('acl_policies')
        .selectAll()
        .where('id', '=', policyId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(policy.src_type)).toEqual([{ id: 'tag', value: 'mesh.services' }]);
      expect(JSON.parse(policy.dst_type)).toEqual([
        { id: 'tag', value: 'mesh.data' },
        { id: 'tag', value: 'mesh.services' },
      ]);
      const keys = await call('GET', '/api/v1/enrollment-keys');
      const key = (keys.body as { value: string; groups: string[] }[]).find(
        (candidate) => candidate.value === keyValue,
      );
      expect(key?.groups).toEqual(['mesh.services', 'mesh.data']);
      expect((await listTags('mesh')).map((tag) => tag.id)).not.toContain('mesh.backend');
    });

    it('keeps the members when tagged_nodes is left out, and clears them with null', async () => {
      const kept = await put({ id: 'mesh.services', color_code: '#123456' });
      expect(tagResponse.parse(kept.body).Response).toMatchObject({ used_by_count: 3, color_code: '#123456' });
      const emptied = await put({ id: 'mesh.laptops', tagged_nodes: null });
      expect(tagResponse.parse(emptied.body).Response.used_by_count).toBe(0);
      expect(await nodeTags(nodes[2])).toEqual(['mesh.services']);
      expect(await clientTags(server(), 'laptop-one')).toEqual([]);
    });

    it.each([
      [{ id: 'mesh.services', new_name: 'data' }, 400, 'tag with id mesh.data exists already'],
      [
        { id: 'mesh.services', new_name: 'no spaces' },
        400,
        'A tag name may contain only letters (A-Z, a-z), digits (0-9) and hyphens (-)',
      ],
      [
        { id: 'mesh.services', tagged_nodes: [{ id: 'nope' }] },
        400,
        'tagged_nodes must be nodes or external clients of network mesh; not in it: node "nope"',
      ],
      [
        { id: 'mesh.services', network: 'other' },
        400,
        'network other in the body does not match the network query parameter (mesh)',
      ],
      [{ id: 'other.services' }, 404, 'tag other.services not found in network mesh'],
      [{ id: 'mesh.ghost', new_name: 'spirit' }, 404, 'tag mesh.ghost not found in network mesh'],
      [{ new_name: 'nameless' }, 400, 'id is required'],
    ])('refuses %j, changing nothing', async (body, status, message) => {
      const before = await listTags('mesh');
      const reply = await put(body);
      expect(reply.status).toBe(status);
      expect(reply.body).toEqual(errorBody(status, message));
      expect(await listTags('mesh')).toEqual(before);
    });

    it('refuses to delete a tag while a policy uses it, even a disabled one, and names the policy', async () => {
      await addPolicy(
        server(),
        'mesh',
        'quiet rule',
        [{ id: 'tag', value: 'mesh.data' }],
        [{ id: 'tag', value: '*' }],
        false,
      );
      const reply = await call('DELETE', '/api/v1/tags?tag_id=mesh.data&network=mesh');
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(
        errorBody(400, 'tag is currently in use by an active policy: backend to db, quiet rule'),
      );
      expect((await listTags('mesh')).map((tag) => tag.id)).toContain('mesh.data');
    });

    it('deletes a tag no policy uses from its nodes, clients and enrollment keys', async () => {
      await server().db.deleteFrom('acl_policies').where('network', '=', 'mesh').execute();
      const reply = await call('DELETE', '/api/v1/tags?tag_id=mesh.services&network=mesh');
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toEqual({ Code: 200, Message: 'deleted tag mesh.services', Response: null });
      expect(await nodeTags(nodes[1])).toEqual(['mesh.web']);
      expect(await nodeTags(nodes[2])).toEqual([]);
      expect(await clientTags(server(), 'laptop-two')).toEqual([]);
      const keys = await call('GET', '/api/v1/enrollment-keys');
      const key = (keys.body as { value: string; groups: string[] }[]).find(
        (candidate) => candidate.value === keyValue,
      );
      expect(key?.groups).toEqual(['mesh.data']);
      expect((await listTags('mesh')).map((tag) => tag.id)).not.toContain('mesh.services');
    });

    it('answers 404 for a tag that does not exist and 400 without a tag id', async () => {
      const unknown = await call('DELETE', '/api/v1/tags?tag_id=mesh.services&network=mesh');
      expect(unknown.body).toEqual(errorBody(404, 'tag mesh.services not found in network mesh'));
      const missing = await call('DELETE', '/api/v1/tags?network=mesh');
      expect(missing.body).toEqual(errorBody(400, 'tag_id is required'));
    });
  });

  describe('on nodes and enrollment keys', () => {
    const putNode = (node: ApiNode, json: unknown) => call('PUT', `/api/nodes/mesh/${node.id}`, json);

    it('lets a node carry existing tags and refuses tags that do not exist', async () => {
      const accepted = await putNode(nodes[2], { tags: { 'mesh.data': {}, 'mesh.web': null } });
      expect(accepted.status, accepted.text).toBe(200);
      expect(await nodeTags(nodes[2])).toEqual(['mesh.data', 'mesh.web']);
      const refused = await putNode(nodes[2], { tags: { 'mesh.data': {}, 'mesh.ghost': {} } });
      expect(refused.body).toEqual(errorBody(400, 'tag mesh.ghost does not exist; create it in the tag manager first'));
      const both = await putNode(nodes[2], { tags: { 'mesh.ghost': {}, 'mesh.spirit': {} } });
      expect(both.body).toEqual(
        errorBody(400, 'tags mesh.ghost, mesh.spirit do not exist; create them in the tag manager first'),
      );
      expect(await nodeTags(nodes[2])).toEqual(['mesh.data', 'mesh.web']);
    });

    it('takes a whole node sent back with the tags it carries, whatever they are', async () => {
      await server()
        .db.updateTable('nodes')
        .set({ tags: '{"mesh.legacy":{}}' })
        .where('id', '=', nodes[2].id)
        .execute();
      const node = apiNodeSchema
        .array()
        .parse((await call('GET', '/api/nodes/mesh')).body)
        .find((candidate) => candidate.id === nodes[2].id);
      const reply = await putNode(nodes[2], { ...node, metadata: 'kept' });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toMatchObject({ tags: { 'mesh.legacy': {} }, metadata: 'kept' });
    });

    it('refuses enrollment keys whose tags do not exist', async () => {
      const reply = await call('POST', '/api/v1/enrollment-keys', {
        tags: ['ghost tagger'],
        networks: ['mesh'],
        unlimited: true,
        groups: ['mesh.data', 'mesh.ghost'],
      });
      expect(reply.body).toEqual(errorBody(400, 'tag mesh.ghost does not exist; create it in the tag manager first'));
      const key = await createKey(server(), token, { networks: ['mesh'] });
      const change = await call('PUT', `/api/v1/enrollment-keys/${key.value}`, { groups: ['mesh.ghost'] });
      expect(change.body).toEqual(errorBody(400, 'tag mesh.ghost does not exist; create it in the tag manager first'));
    });
  });

  describe('permissions', () => {
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      tokens.loner = await addAccount(server(), 'tag-loner', 'platform-user');
      tokens.meshUser = await addAccount(server(), 'tag-mesh-user', 'platform-user', ['mesh-network-user-grp']);
      tokens.meshAdmin = await addAccount(server(), 'tag-mesh-admin', 'platform-user', ['mesh-network-admin-grp']);
      tokens.auditor = await addAccount(server(), 'tag-auditor', 'auditor');
    });

    it('lets members of a network read its tags and nobody else', async () => {
      for (const name of ['meshUser', 'meshAdmin', 'auditor']) {
        expect((await call('GET', '/api/v1/tags?network=mesh', undefined, tokens[name])).status).toBe(200);
      }
      const refused = await call('GET', '/api/v1/tags?network=mesh', undefined, tokens.loner);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(errorBody(403, 'only members of network mesh can list its tags'));
      const elsewhere = await call('GET', '/api/v1/tags?network=other', undefined, tokens.meshUser);
      expect(elsewhere.body).toEqual(errorBody(403, 'only members of network other can list its tags'));
    });

    it('lets only admins of the network change its tags', async () => {
      const cases: [string, string, unknown, string][] = [
        ['POST', '/api/v1/tags?network=mesh', { tag_name: 'sneaky' }, 'create tags'],
        ['PUT', '/api/v1/tags?network=mesh', { id: 'mesh.data', new_name: 'sneaky' }, 'change its tags'],
        ['DELETE', '/api/v1/tags?tag_id=mesh.data&network=mesh', undefined, 'delete its tags'],
      ];
      for (const [method, path, body, action] of cases) {
        for (const name of ['loner', 'meshUser']) {
          const reply = await call(method, path, body, tokens[name]);
          expect(reply.status).toBe(403);
          expect(reply.body).toEqual(errorBody(403, `only admins and admins of network mesh can ${action}`));
        }
        const audited = await call(method, path, body, tokens.auditor);
        expect(audited.body).toEqual(errorBody(403, 'auditors have read-only access'));
      }
      expect((await listTags('mesh')).map((tag) => tag.id)).toContain('mesh.data');
      const created = await call('POST', '/api/v1/tags?network=mesh', { tag_name: 'by-admin' }, tokens.meshAdmin);
      expect(created.status).toBe(200);
      expect(tagResponse.parse(created.body).Response.created_by).toBe('tag-mesh-admin');
    });
  });

  it('deletes the tags of a network with it', async () => {
    await createNetwork(server(), token, { netid: 'brief', addressrange: '10.132.0.0/24' });
    await createTag('brief', { tag_name: 'short-lived' });
    expect((await call('DELETE', '/api/networks/brief')).status).toBe(200);
    const rows = await server().db.selectFrom('tags').select('id').where('network', '=', 'brief').execute();
    expect(rows).toEqual([]);
    expect((await call('GET', '/api/v1/tags?network=brief')).status).toBe(404);
  });
});
