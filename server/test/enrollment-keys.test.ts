import { decodeEnrollmentToken, enrollmentKeySchema, type EnrollmentKey } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost } from './support/host-client';
import { errorBody, problemsOf, request } from './support/http';
import { createKey, createNetwork, defaultKeyToken } from './support/keys';
import { useServer } from './support/server';
import { createTags } from './support/tags';

const ZERO_TIME = '0001-01-01T00:00:00Z';
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

describe.each(backends)('enrollment keys ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'keys-a', addressrange: '10.70.0.0/24' });
    await createNetwork(server(), token, { netid: 'keys-b', addressrange: '10.71.0.0/24' });
    await createTags(server(), token, 'keys-a', ['servers', 'web']);
  });

  const listKeys = async () => {
    const reply = await request(server(), 'GET', '/api/v1/enrollment-keys', { token });
    expect(reply.status).toBe(200);
    return enrollmentKeySchema.strict().array().parse(reply.body);
  };
  const post = (json: unknown) => request(server(), 'POST', '/api/v1/enrollment-keys', { token, json });

  it('gives every new network an unlimited default key named after it', async () => {
    const defaults = (await listKeys()).filter((key) => key.default);
    expect(defaults.map((key) => key.networks)).toEqual([['keys-a'], ['keys-b']]);
    expect(defaults[0]).toMatchObject({
      tags: ['keys-a'],
      unlimited: true,
      uses_remaining: 0,
      type: 3,
      expiration: ZERO_TIME,
      relay: NIL_UUID,
      groups: [],
      auto_egress: false,
      auto_assign_gw: false,
    });
    expect(defaults[0].value).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeEnrollmentToken(defaults[0].token)).toEqual({
      server: server().config.apiHost,
      value: defaults[0].value,
    });
  });

  it('creates an unlimited key', async () => {
    const reply = await post({ tags: ['office laptops'], networks: ['keys-b', 'keys-a', 'keys-a'], unlimited: true });
    expect(reply.status).toBe(200);
    expect(enrollmentKeySchema.strict().parse(reply.body)).toMatchObject({
      tags: ['office laptops'],
      networks: ['keys-a', 'keys-b'],
      unlimited: true,
      type: 3,
      default: false,
    });
  });

  it('creates a key limited by uses, and ignores the type it is sent', async () => {
    const reply = await post({ tags: ['five-uses'], networks: ['keys-a'], uses_remaining: 5, type: 3 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ uses_remaining: 5, unlimited: false, type: 2, expiration: ZERO_TIME });
  });

  it('creates time-bound keys from unix seconds or RFC 3339 text', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const fromSeconds = await post({ tags: ['for an hour'], networks: ['keys-a'], expiration: expiry, type: 0 });
    expect(fromSeconds.status).toBe(200);
    expect(fromSeconds.body).toMatchObject({ type: 1, expiration: new Date(expiry * 1000).toISOString() });
    const text = new Date(Date.now() + 86_400_000).toISOString();
    const fromText = await post({ tags: ['for a day'], networks: [], expiration: text });
    expect(fromText.status).toBe(200);
    expect(fromText.body).toMatchObject({ type: 1, expiration: text, networks: [] });
  });

  it('creates a key that tags new nodes', async () => {
    const reply = await post({ tags: ['servers'], networks: ['keys-a'], unlimited: true, groups: ['keys-a.servers'] });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ groups: ['keys-a.servers'] });
  });

  it.each([
    [{ networks: [] }, 'tags is required'],
    [{ tags: null, unlimited: true }, 'tags is required'],
    [{ tags: [], unlimited: true }, 'an enrollment key needs a name: send tags with at least one name'],
    [{ tags: ['ab'], unlimited: true }, 'key name "ab" must have 3 to 32 characters'],
    [{ tags: ['x'.repeat(33)], unlimited: true }, `key name "${'x'.repeat(33)}" must have 3 to 32 characters`],
    [
      { tags: ['bad_name'], unlimited: true },
      'key name "bad_name" may contain only letters, digits, spaces and hyphens',
    ],
    [{ tags: ['twice', 'twice'], unlimited: true }, 'key names must be unique'],
    [
      { tags: ['office laptops'], unlimited: true },
      'key name "office laptops" is already used by another enrollment key',
    ],
    [{ tags: ['lost'], networks: ['nope', 'keys-a'], unlimited: true }, 'network nope does not exist'],
    [{ tags: ['late'], expiration: Math.floor(Date.now() / 1000) - 60 }, 'expiration must be in the future'],
    [{ tags: ['late'], expiration: '2001-01-01T00:00:00Z' }, 'expiration must be in the future'],
    [{ tags: ['late'], expiration: 'next week' }, 'expiration must be unix seconds or an RFC 3339 time'],
    [{ tags: ['late'], expiration: true }, 'expiration: expected unix seconds or an RFC 3339 time'],
    [
      { tags: ['no limit'], uses_remaining: 0 },
      'an enrollment key must be unlimited, have uses_remaining of 1 or more, or have an expiration',
    ],
    [{ tags: ['no uses'], uses_remaining: 0, type: 2 }, 'uses_remaining must be 1 or more for a key limited by uses'],
    [{ tags: ['no expiry'], expiration: 0, type: 1 }, 'a time-bound key needs an expiration'],
    [{ tags: ['negative'], uses_remaining: -1 }, 'uses_remaining cannot be negative'],
    [{ tags: ['fraction'], uses_remaining: 1.5 }, 'uses_remaining: expected integer'],
    [
      { tags: ['both'], uses_remaining: 3, unlimited: true },
      'choose one of unlimited, uses_remaining or expiration for an enrollment key',
    ],
    [{ tags: ['relayed'], unlimited: true, relay: 'abc' }, 'relay must be a node id, got "abc"'],
    [
      { tags: ['relayed'], networks: ['keys-a'], unlimited: true, relay: '6f1d7a52-2a1e-4c7b-9d55-0b1f1f9e8c01' },
      "relay node 6f1d7a52-2a1e-4c7b-9d55-0b1f1f9e8c01 is not in the key's networks",
    ],
    [
      { tags: ['tagged'], networks: ['keys-a'], unlimited: true, groups: ['keys-b.servers'] },
      "tag keys-b.servers is not a tag of the key's networks (tag ids are <network>.<name>)",
    ],
  ])('refuses %j', async (body, message) => {
    const before = (await listKeys()).length;
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, message));
    expect(await listKeys()).toHaveLength(before);
  });

  it('lists every problem with the names at once', async () => {
    const reply = await post({ tags: ['ab', 'c_d'], unlimited: true });
    expect(reply.body).toEqual(
      errorBody(
        400,
        'key name "ab" must have 3 to 32 characters\nkey name "c_d" may contain only letters, digits, spaces and hyphens',
      ),
    );
    expect(problemsOf(reply.body)).toEqual([
      { code: 'keyNameLength', params: { name: '"ab"', min: 3, max: 32 }, field: 'tags' },
      { code: 'keyNameCharacters', params: { name: '"c_d"' }, field: 'tags' },
    ]);
  });

  it('sends what only the server can know, a name taken, as problem codes too', async () => {
    const reply = await post({ tags: ['twin', 'twin'], unlimited: true });
    expect(reply.body).toEqual(errorBody(400, 'key names must be unique'));
    expect(problemsOf(reply.body)).toEqual([{ code: 'keyNamesRepeated', params: {}, field: 'tags' }]);
  });

  it('refuses a relay that is a node but not a relay', async () => {
    const { nodes } = await registerHost(server().url, await defaultKeyToken(server(), token, 'keys-a'));
    const reply = await post({ tags: ['relayed'], networks: ['keys-a'], unlimited: true, relay: nodes[0].id });
    expect(reply.body).toEqual(errorBody(400, `node ${nodes[0].id} is not a relay`));
  });

  describe('changes', () => {
    let key: EnrollmentKey;
    beforeAll(async () => {
      key = await createKey(server(), token, { tags: ['changing'], networks: ['keys-a'], uses_remaining: 3 });
    });
    const put = (value: string, json: unknown) =>
      request(server(), 'PUT', `/api/v1/enrollment-keys/${value}`, { token, json });

    it('change the tags and gateway auto-assignment only, from the whole key sent back', async () => {
      const reply = await put(key.value, {
        ...key,
        groups: ['keys-a.web'],
        auto_assign_gw: true,
        uses_remaining: 99,
        tags: ['renamed'],
        networks: ['keys-b'],
        expiration: '2099-01-01T00:00:00Z',
      });
      expect(reply.status).toBe(200);
      expect(enrollmentKeySchema.strict().parse(reply.body)).toEqual({
        ...key,
        groups: ['keys-a.web'],
        auto_assign_gw: true,
      });
    });

    it('keep what the request leaves out', async () => {
      const reply = await put(key.value, {});
      expect(reply.body).toMatchObject({ groups: ['keys-a.web'], auto_assign_gw: true, relay: NIL_UUID });
    });

    it.each([
      [{ groups: ['keys-b.web'] }, "tag keys-b.web is not a tag of the key's networks (tag ids are <network>.<name>)"],
      [{ relay: 'not-a-node' }, 'relay must be a node id, got "not-a-node"'],
      [{ auto_assign_gw: 'yes' }, 'auto_assign_gw: expected boolean'],
    ])('refuse %j', async (body, message) => {
      const reply = await put(key.value, body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
    });

    it('answer 404 for an unknown key', async () => {
      const reply = await put('NOPE', { groups: [] });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errorBody(404, 'enrollment key NOPE not found'));
    });
  });

  describe('deletion', () => {
    it('deletes a key with an empty 200', async () => {
      const key = await createKey(server(), token, { tags: ['short-lived'], networks: ['keys-a'] });
      const reply = await request(server(), 'DELETE', `/api/v1/enrollment-keys/${key.value}`, { token });
      expect(reply.status).toBe(200);
      expect(reply.text).toBe('');
      expect((await listKeys()).map((listed) => listed.value)).not.toContain(key.value);
    });

    it("refuses to delete a network's default key", async () => {
      const key = (await listKeys()).find((listed) => listed.default && listed.networks?.[0] === 'keys-b');
      const reply = await request(server(), 'DELETE', `/api/v1/enrollment-keys/${key?.value}`, { token });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(
        errorBody(400, 'cannot delete the default key of network keys-b; it goes with the network'),
      );
    });

    it('answers 404 for an unknown key', async () => {
      const reply = await request(server(), 'DELETE', '/api/v1/enrollment-keys/NOPE', { token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errorBody(404, 'enrollment key NOPE not found'));
    });

    it("removes a network's default key with the network; other keys lose the network", async () => {
      const shared = await createKey(server(), token, { tags: ['shared'], networks: ['keys-a', 'keys-b'] });
      expect((await request(server(), 'DELETE', '/api/networks/keys-b', { token })).status).toBe(200);
      const keys = await listKeys();
      expect(keys.filter((key) => key.default).map((key) => key.networks)).toEqual([['keys-a']]);
      expect(keys.find((key) => key.value === shared.value)?.networks).toEqual(['keys-a']);
      const rows = await server()
        .db.selectFrom('enrollment_key_networks')
        .selectAll()
        .where('network', '=', 'keys-b')
        .execute();
      expect(rows).toEqual([]);
    });
  });
});
