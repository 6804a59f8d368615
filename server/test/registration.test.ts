import {
  apiHostSchema,
  apiNodeSchema,
  encodeEnrollmentToken,
  enrollmentKeySchema,
  registerHostResponseSchema,
} from '@netloom/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { HostApiError, hostFacts, hostToken, registerHost, wireGuardPublicKey } from './support/host-client';
import { errorBody, request } from './support/http';
import { createKey, createNetwork, defaultKeyToken } from './support/keys';
import { useServer, type TestServer } from './support/server';
import { createTags } from './support/tags';

async function refusal(attempt: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HostApiError)) throw new Error(`expected a refused call, got ${String(error)}`);
  return { status: error.status, body: error.body };
}

/** What Netmaker's agent sends on its first run: its facts, with the id and password it made up. */
function agentFirstRun(): ReturnType<typeof hostFacts> & { id: string; hostpass: string } {
  return { ...hostFacts(), id: randomUUID(), hostpass: randomBytes(24).toString('base64url') };
}

async function hostCount(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('hosts')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(backends)('host registration ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let dualToken: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'reg', addressrange: '10.80.0.0/24', addressrange6: 'fd80::/64' });
    await createNetwork(server(), token, { netid: 'reg-b', addressrange: '10.81.0.0/24' });
    await createNetwork(server(), token, { netid: 'race', addressrange: '10.82.0.0/24', addressrange6: 'fd82::/64' });
    dualToken = await defaultKeyToken(server(), token, 'reg');
  });

  it('registers a host: the host, one node per network of the key, the server config and credentials', async () => {
    const facts = hostFacts({ name: 'first-host', endpointip: '203.0.113.10', mtu: 1400 });
    const reply = await request(server(), 'POST', `/api/v1/host/register/${encodeURIComponent(dualToken)}`, {
      json: facts,
    });
    expect(reply.status).toBe(200);
    const body = registerHostResponseSchema.strict().parse(reply.body);
    const { requested_host: host, nodes, server_config: config, host_credentials: credentials } = body;
    expect(apiHostSchema.strict().parse(host)).toMatchObject({
      name: 'first-host',
      publickey: facts.publickey,
      endpointip: '203.0.113.10',
      listenport: 51821,
      mtu: 1400,
      persistentkeepalive: 20,
      os: 'linux',
      version: '0.90.0',
      firewallinuse: 'nftables',
      isdefault: false,
      nodes: [nodes[0].id],
    });
    expect(nodes).toHaveLength(1);
    expect(apiNodeSchema.strict().parse(nodes[0])).toMatchObject({
      hostid: host.id,
      network: 'reg',
      address: '10.80.0.1/24',
      address6: 'fd80::1/64',
      networkrange: '10.80.0.0/24',
      networkrange6: 'fd80::/64',
      connected: true,
      pendingdelete: false,
      lastcheckin: 0,
      status: 'offline',
      status_reason: 'never-checked-in',
      tags: {},
    });
    expect(config).toMatchObject({
      API: server().config.apiHost,
      Broker: `${server().config.apiHost.replace(/^http/, 'ws')}/api/v1/mqtt`,
      BrokerType: 'embedded',
      MQUserName: host.id,
      MQPassword: credentials.password,
      Server: 'localhost',
    });
    expect(credentials.id).toBe(host.id);
    expect(credentials.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server().db.selectFrom('hosts').select('secret_hash').where('id', '=', host.id).execute();
    expect(stored[0].secret_hash).not.toContain(credentials.password);
  });

  it('gives the next host the next addresses', async () => {
    const { nodes } = await registerHost(server().url, dualToken);
    expect(nodes.map((node) => [node.address, node.address6])).toEqual([['10.80.0.2/24', 'fd80::2/64']]);
  });

  it("puts the key's tags on the new nodes of the tags' networks", async () => {
    await createTags(server(), token, 'reg', ['servers']);
    const key = await createKey(server(), token, { networks: ['reg', 'reg-b'], groups: ['reg.servers'] });
    const { nodes, host } = await registerHost(server().url, key.token);
    const tagsByNetwork = Object.fromEntries(nodes.map((node) => [node.network, node.tags]));
    expect(tagsByNetwork).toEqual({ reg: { 'reg.servers': {} }, 'reg-b': {} });
    expect([...(host.nodes ?? [])].sort()).toEqual(nodes.map((node) => node.id).sort());
  });

  it('moves the listen port of a second host behind the same public address', async () => {
    const first = await registerHost(server().url, dualToken, { endpointip: '198.51.100.7', listenport: 51830 });
    const second = await registerHost(server().url, dualToken, { endpointip: '198.51.100.7', listenport: 51830 });
    expect([first.host.listenport, second.host.listenport]).toEqual([51830, 51831]);
  });

  it('takes the token with its slashes unescaped', async () => {
    const key = await createKey(server(), token, { networks: ['reg-b'] });
    // '{"server":"a???' puts 0x3f3f3f on a base64 boundary, which encodes as "Pz8/".
    const slashed = encodeEnrollmentToken({ server: 'a???', value: key.value });
    expect(slashed).toContain('/');
    const reply = await request(server(), 'POST', `/api/v1/host/register/${slashed}`, { json: hostFacts() });
    expect(reply.status).toBe(200);
  });

  it('counts down the uses of a limited key and refuses once none is left', async () => {
    const key = await createKey(server(), token, { networks: ['reg-b'], uses_remaining: 2 });
    await registerHost(server().url, key.token);
    await registerHost(server().url, key.token);
    const hosts = await hostCount(server());
    expect(await refusal(registerHost(server().url, key.token))).toEqual({
      status: 400,
      body: errorBody(400, 'enrollment key has no uses left'),
    });
    expect(await hostCount(server())).toBe(hosts);
    const keys = await request(server(), 'GET', '/api/v1/enrollment-keys', { token });
    const stored = enrollmentKeySchema
      .array()
      .parse(keys.body)
      .find((listed) => listed.value === key.value);
    expect(stored).toMatchObject({ uses_remaining: 0, type: 2 });
  });

  it('refuses an expired key', async () => {
    const key = await createKey(server(), token, {
      networks: ['reg-b'],
      expiration: Math.floor(Date.now() / 1000) + 3600,
    });
    await server()
      .db.updateTable('enrollment_keys')
      .set({ expiration: '2020-01-01T00:00:00.000Z' })
      .where('value', '=', key.value)
      .execute();
    expect(await refusal(registerHost(server().url, key.token))).toEqual({
      status: 400,
      body: errorBody(400, 'enrollment key has expired'),
    });
  });

  it('refuses an unknown key and a token that is none', async () => {
    const unknown = encodeEnrollmentToken({
      server: server().config.apiHost,
      value: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(await refusal(registerHost(server().url, unknown))).toEqual({
      status: 404,
      body: errorBody(404, 'enrollment key not found; it may have been deleted'),
    });
    expect(await refusal(registerHost(server().url, 'not a token!'))).toEqual({
      status: 400,
      body: errorBody(400, 'invalid enrollment token: expected base64 of {"server","value"}'),
    });
  });

  it.each([
    [{ publickey: undefined }, 'publickey is required: the WireGuard public key of the host'],
    [{ publickey: 'not-a-key' }, 'publickey must be a WireGuard public key (base64 of 32 bytes)'],
    [{ name: '' }, 'name is required'],
    [{ name: 'my laptop' }, 'name may contain only letters, digits, dots, underscores and hyphens'],
    [{ endpointip: '300.1.1.1' }, 'endpointip must be an IPv4 address'],
    [{ endpointipv6: '10.0.0.1' }, 'endpointipv6 must be an IPv6 address'],
    [{ localaddress: 'my-lan' }, 'localaddress must be an IP address'],
    [{ mtu: 100 }, 'MTU must be between 576 and 65535'],
    [{ macaddress: 'aa-bb' }, 'macaddress must look like aa:bb:cc:dd:ee:ff'],
    [
      { interfaces: [{ name: 'eth0', addressString: '192.168.1.10' }] },
      'interfaces.0.addressString must be an address with its prefix, e.g. 192.168.1.10/24',
    ],
    [{ listenport: 70000 }, 'listenport: Too big: expected number to be <=65535'],
    [
      { nat_type: 'weird' },
      'nat_type: expected one of "public", "symmetric", "asymmetric", "double", "behind_nat", ""',
    ],
    [{ isstaticport: true, listenport: 0 }, 'a static port needs listenport between 1 and 65535'],
  ])('refuses to register with %j, without using the key', async (change, message) => {
    const key = await createKey(server(), token, { networks: ['reg-b'], uses_remaining: 1 });
    const facts = { ...hostFacts(), ...change };
    const reply = await request(server(), 'POST', `/api/v1/host/register/${encodeURIComponent(key.token)}`, {
      json: facts,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, message));
    await registerHost(server().url, key.token);
  });

  it('refuses a WireGuard key another host has', async () => {
    const publickey = wireGuardPublicKey();
    const { host } = await registerHost(server().url, dualToken, { publickey });
    expect(await refusal(registerHost(server().url, dualToken, { publickey }))).toEqual({
      status: 400,
      body: errorBody(400, `publickey is already used by host ${host.id}`),
    });
  });

  it('lets a registered host join the networks of another key with its credentials', async () => {
    const first = await registerHost(server().url, await defaultKeyToken(server(), token, 'reg-b'));
    const again = await registerHost(server().url, dualToken, {
      id: first.credentials.id,
      hostpass: first.credentials.password,
      version: '0.91.0',
    });
    expect(again.host.id).toBe(first.host.id);
    expect(again.host.version).toBe('0.91.0');
    expect(again.nodes.map((node) => node.network).sort()).toEqual(['reg', 'reg-b']);
    expect(again.credentials).toEqual(first.credentials);
    const repeat = await registerHost(server().url, dualToken, {
      id: first.credentials.id,
      hostpass: first.credentials.password,
    });
    expect(repeat.nodes.map((node) => node.id).sort()).toEqual(again.nodes.map((node) => node.id).sort());
  });

  it('refuses a returning host with the wrong secret, or with a key without networks', async () => {
    const first = await registerHost(server().url, dualToken);
    expect(
      await refusal(registerHost(server().url, dualToken, { id: first.credentials.id, hostpass: 'guess' })),
    ).toEqual({
      status: 401,
      body: errorBody(401, 'incorrect host credentials: send the id and hostpass the host registered with'),
    });
    const nowhere = await createKey(server(), token, { networks: [] });
    const returning = { id: first.credentials.id, hostpass: first.credentials.password };
    expect(await refusal(registerHost(server().url, nowhere.token, returning))).toEqual({
      status: 400,
      body: errorBody(400, 'enrollment key has no networks to join'),
    });
    const fresh = await registerHost(server().url, nowhere.token);
    expect(fresh.nodes).toEqual([]);
  });

  it('creates a host with the id and password its agent made up, and holds it to that password', async () => {
    const agent = agentFirstRun();
    const first = await registerHost(server().url, dualToken, agent);
    expect(first.credentials).toEqual({ id: agent.id, password: agent.hostpass });
    expect(first.host.id).toBe(agent.id);
    expect(first.nodes.map((node) => node.network)).toEqual(['reg']);
    const stored = await server()
      .db.selectFrom('hosts')
      .select('secret_hash')
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(agent.hostpass);
    expect(await hostToken(server().url, first.credentials)).toEqual(expect.any(String));
    expect(await refusal(registerHost(server().url, dualToken, { ...agent, hostpass: 'guess' }))).toEqual({
      status: 401,
      body: errorBody(401, 'incorrect host credentials: send the id and hostpass the host registered with'),
    });
    const again = await registerHost(server().url, dualToken, agent);
    expect(again.nodes.map((node) => node.id)).toEqual(first.nodes.map((node) => node.id));
  });

  it.each([
    [{ id: 'host-1' }, 'id must be a UUID, such as the agent generates'],
    [{ hostpass: '' }, 'hostpass must have at least 16 characters with an id: the password the host keeps'],
    [
      { hostpass: 'fifteen-chars-x' },
      'hostpass must have at least 16 characters with an id: the password the host keeps',
    ],
  ])('refuses a first registration with %j, without using the key', async (change, message) => {
    const key = await createKey(server(), token, { networks: ['reg-b'], uses_remaining: 1 });
    const hosts = await hostCount(server());
    expect(await refusal(registerHost(server().url, key.token, { ...agentFirstRun(), ...change }))).toEqual({
      status: 400,
      body: errorBody(400, message),
    });
    expect(await hostCount(server())).toBe(hosts);
    expect((await registerHost(server().url, key.token)).nodes).toHaveLength(1);
  });

  describe('under concurrency', () => {
    const addressesOf = async (netid: string) => {
      const rows = await server()
        .db.selectFrom('nodes')
        .select(['address', 'address6'])
        .where('network', '=', netid)
        .execute();
      return rows;
    };

    it('lets exactly as many hosts in as the key has uses, with distinct addresses', async () => {
      const key = await createKey(server(), token, { networks: ['race'], uses_remaining: 5 });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => registerHost(server().url, key.token)),
      );
      const admitted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(admitted).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(HostApiError);
        expect((reason as HostApiError).body).toEqual(errorBody(400, 'enrollment key has no uses left'));
      }
      const rows = await addressesOf('race');
      expect(rows).toHaveLength(5);
      expect(new Set(rows.map((row) => row.address)).size).toBe(5);
      const stored = await server()
        .db.selectFrom('enrollment_keys')
        .select('uses_remaining')
        .where('value', '=', key.value)
        .executeTakeFirstOrThrow();
      expect(stored.uses_remaining).toBe(0);
    });

    it('lets two of three agents racing with their own ids onto a 2-use key in, each with its own id', async () => {
      await createNetwork(server(), token, { netid: 'race-own', addressrange: '10.83.0.0/24' });
      const key = await createKey(server(), token, { networks: ['race-own'], uses_remaining: 2 });
      const agents = [agentFirstRun(), agentFirstRun(), agentFirstRun()];
      const outcomes = await Promise.allSettled(agents.map((agent) => registerHost(server().url, key.token, agent)));
      const admitted = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(admitted).toHaveLength(2);
      expect(refused).toHaveLength(1);
      expect((refused[0] as HostApiError).body).toEqual(errorBody(400, 'enrollment key has no uses left'));
      const ids = agents.map((agent) => agent.id);
      for (const registered of admitted) {
        expect(ids).toContain(registered.credentials.id);
        expect(registered.host.id).toBe(registered.credentials.id);
      }
      const nodes = await server().db.selectFrom('nodes').select('host_id').where('network', '=', 'race-own').execute();
      expect(nodes.map((node) => node.host_id).sort()).toEqual(admitted.map((host) => host.host.id).sort());
    });

    it('gives 20 hosts registering at once the 20 lowest free addresses, each once', async () => {
      const raceToken = await defaultKeyToken(server(), token, 'race');
      const registered = await Promise.all(Array.from({ length: 20 }, () => registerHost(server().url, raceToken)));
      expect(registered).toHaveLength(20);
      const rows = await addressesOf('race');
      expect(rows).toHaveLength(25);
      const v4 = rows.map((row) => row.address).sort((a, b) => Number(a?.split('.')[3]) - Number(b?.split('.')[3]));
      expect(v4).toEqual(Array.from({ length: 25 }, (_, index) => `10.82.0.${index + 1}`));
      expect(new Set(rows.map((row) => row.address6)).size).toBe(25);
    });
  });
});
