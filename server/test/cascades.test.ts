import { envelopeSchema, networkStatsEntrySchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { HostApiError, registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createKey, createNetwork, defaultKeyToken } from './support/keys';
import { useServer, type TestServer } from './support/server';

async function count(server: TestServer, table: 'hosts' | 'nodes' | 'host_actions' | 'enrollment_keys') {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function addressesIn(server: TestServer, netid: string): Promise<string[]> {
  const rows = await server.db.selectFrom('nodes').select('address').where('network', '=', netid).execute();
  return rows.map((row) => row.address ?? '').sort();
}

describe.each(backends)('deleting networks, hosts and nodes ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'north', addressrange: '10.120.0.0/24' });
    await createNetwork(server(), token, { netid: 'south', addressrange: '10.121.0.0/24' });
  });

  const stats = async () => {
    const reply = await request(server(), 'GET', '/api/v1/networks/stats', { token });
    const entries = envelopeSchema(networkStatsEntrySchema.array()).parse(reply.body).Response;
    return Object.fromEntries(entries.map((entry) => [entry.netid, entry.hosts]));
  };

  it('counts the hosts of each network in the stats', async () => {
    const both = await createKey(server(), token, { networks: ['north', 'south'] });
    await registerHost(server().url, both.token);
    await registerHost(server().url, both.token);
    await registerHost(server().url, await defaultKeyToken(server(), token, 'north'));
    expect(await stats()).toEqual({ north: 3, south: 2 });
  });

  it('deletes a network with its nodes and default key when forced; its hosts stay, their addresses elsewhere too', async () => {
    await createNetwork(server(), token, { netid: 'gone', addressrange: '10.122.0.0/24' });
    const key = await createKey(server(), token, { networks: ['gone', 'north'] });
    const host = await registerHost(server().url, key.token);
    const northBefore = await addressesIn(server(), 'north');
    const refused = await request(server(), 'DELETE', '/api/networks/gone', { token });
    expect(refused.body).toEqual(
      errorBody(403, 'node check failed. All nodes must be deleted before deleting network'),
    );
    const keysBefore = await count(server(), 'enrollment_keys');
    expect((await request(server(), 'DELETE', '/api/networks/gone?force=true', { token })).status).toBe(200);
    expect(await addressesIn(server(), 'gone')).toEqual([]);
    expect(await count(server(), 'enrollment_keys')).toBe(keysBefore - 1);
    expect(await addressesIn(server(), 'north')).toEqual(northBefore);
    const hosts = await request(server(), 'GET', '/api/hosts', { token });
    const kept = (hosts.body as { id: string; nodes: string[] }[]).find((listed) => listed.id === host.host.id);
    expect(kept?.nodes).toEqual(host.nodes.filter((node) => node.network === 'north').map((node) => node.id));
    expect(Object.keys(await stats())).toEqual(['north', 'south']);
  });

  it('starts a network created again under the same name afresh', async () => {
    await createNetwork(server(), token, { netid: 'gone', addressrange: '10.122.0.0/24' });
    const host = await registerHost(server().url, await defaultKeyToken(server(), token, 'gone'));
    expect(host.nodes[0].address).toBe('10.122.0.1/24');
  });

  it('frees the addresses of a deleted host for the next hosts', async () => {
    await createNetwork(server(), token, { netid: 'reuse', addressrange: '10.123.0.0/24' });
    const keyToken = await defaultKeyToken(server(), token, 'reuse');
    const first = await registerHost(server().url, keyToken);
    await registerHost(server().url, keyToken);
    await request(server(), 'PUT', `/api/hosts/${first.host.id}/keys`, { token });
    const actions = await count(server(), 'host_actions');
    const reply = await request(server(), 'DELETE', `/api/hosts/${first.host.id}?force=true`, { token });
    expect(reply.status).toBe(200);
    expect(await count(server(), 'host_actions')).toBe(actions - 1);
    expect(await addressesIn(server(), 'reuse')).toEqual(['10.123.0.2']);
    const next = await registerHost(server().url, keyToken);
    expect(next.nodes[0].address).toBe('10.123.0.1/24');
  });

  it('writes nothing when a registration fails part-way', async () => {
    await createNetwork(server(), token, { netid: 'xfull', addressrange: '10.124.0.0/30' });
    const fullToken = await defaultKeyToken(server(), token, 'xfull');
    await registerHost(server().url, fullToken);
    await registerHost(server().url, fullToken);
    const key = await createKey(server(), token, { networks: ['north', 'xfull'], uses_remaining: 3 });
    const [hosts, nodes] = [await count(server(), 'hosts'), await count(server(), 'nodes')];
    const error = await registerHost(server().url, key.token).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HostApiError);
    expect((error as HostApiError).body).toEqual(
      errorBody(400, 'ERROR: No unique addresses available. Check network subnet'),
    );
    expect([await count(server(), 'hosts'), await count(server(), 'nodes')]).toEqual([hosts, nodes]);
    const stored = await server()
      .db.selectFrom('enrollment_keys')
      .select('uses_remaining')
      .where('value', '=', key.value)
      .executeTakeFirstOrThrow();
    expect(stored.uses_remaining).toBe(3);
  });

  it('leaves no node, key or host action behind a deleted network or host', async () => {
    for (const netid of ['north', 'south', 'gone', 'reuse', 'xfull']) {
      expect((await request(server(), 'DELETE', `/api/networks/${netid}?force=true`, { token })).status).toBe(200);
    }
    expect(await count(server(), 'nodes')).toBe(0);
    const hosts = await server().db.selectFrom('hosts').select('id').execute();
    for (const { id } of hosts) {
      expect((await request(server(), 'DELETE', `/api/hosts/${id}`, { token })).status).toBe(200);
    }
    expect(await count(server(), 'hosts')).toBe(0);
    expect(await count(server(), 'host_actions')).toBe(0);
    const keyNetworks = await server().db.selectFrom('enrollment_key_networks').selectAll().execute();
    expect(keyNetworks).toEqual([]);
    expect(await stats()).toEqual({});
  });
});
