import { NETWORK_NAME_MAX_LENGTH, networkSchema, networkStatsEntrySchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

describe.each(backends)('network display names ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
  });

  const create = (json: Record<string, unknown>) => request(server(), 'POST', '/api/networks', { token, json });
  const put = (netid: string, json: Record<string, unknown>, as = token) =>
    request(server(), 'PUT', `/api/networks/${netid}`, { token: as, json: { netid, ...json } });
  const read = async (netid: string) => {
    const reply = await request(server(), 'GET', `/api/networks/${netid}`, { token });
    expect(reply.status, reply.text).toBe(200);
    return networkSchema.strict().parse(reply.body);
  };

  it('creates a network with a trimmed display name, and one without it shows its netid', async () => {
    const named = await create({ netid: 'north', addressrange: '10.71.0.0/24', name: '  North Office ' });
    expect(named.status, named.text).toBe(200);
    expect(networkSchema.strict().parse(named.body)).toMatchObject({ netid: 'north', name: 'North Office' });
    const plain = await create({ netid: 'south', addressrange: '10.72.0.0/24' });
    expect(plain.body).toMatchObject({ netid: 'south', name: '' });
    const listed = await request(server(), 'GET', '/api/networks', { token });
    expect((listed.body as { netid: string; name: string }[]).map(({ netid, name }) => ({ netid, name }))).toEqual([
      { netid: 'north', name: 'North Office' },
      { netid: 'south', name: '' },
    ]);
    const stats = await request(server(), 'GET', '/api/v1/networks/stats', { token });
    const entries = networkStatsEntrySchema.array().parse((stats.body as { Response: unknown }).Response);
    expect(entries.map((entry) => entry.name)).toEqual(['North Office', '']);
  });

  it('refuses a name another network has, in any case, and creates nothing', async () => {
    const reply = await create({ netid: 'north2', addressrange: '10.73.0.0/24', name: 'NORTH office' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'a network named NORTH office already exists'));
    expect((await request(server(), 'GET', '/api/networks/north2', { token })).status).toBe(404);
  });

  it('renames a network and keeps its other settings', async () => {
    const before = await read('south');
    const reply = await put('south', { name: ' South Lab ' });
    expect(reply.status, reply.text).toBe(200);
    const after = networkSchema.strict().parse(reply.body);
    expect(after).toEqual({ ...before, name: 'South Lab', networklastmodified: after.networklastmodified });
    expect(await read('south')).toEqual(after);
  });

  it('takes the whole network sent back with its own name, or its own name in another case', async () => {
    const current = await read('north');
    expect((await put('north', { ...current })).status).toBe(200);
    expect((await put('north', { name: 'NORTH OFFICE' })).body).toMatchObject({ name: 'NORTH OFFICE' });
  });

  it('keeps the name when a change leaves it out', async () => {
    const reply = await put('north', { defaultkeepalive: 30 });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ name: 'NORTH OFFICE', defaultkeepalive: 30 });
  });

  it('refuses renaming to a name another network has, and keeps the old name', async () => {
    const reply = await put('north', { name: 'south lab', defaultkeepalive: 40 });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'a network named south lab already exists'));
    expect(await read('north')).toMatchObject({ name: 'NORTH OFFICE', defaultkeepalive: 30 });
  });

  it(`takes ${NETWORK_NAME_MAX_LENGTH} characters and refuses more, on create and on rename`, async () => {
    const longest = 'n'.repeat(NETWORK_NAME_MAX_LENGTH);
    const tooLong = errorBody(400, `name must have at most ${NETWORK_NAME_MAX_LENGTH} characters`);
    expect((await put('north', { name: `${longest}x` })).body).toEqual(tooLong);
    expect((await create({ netid: 'east', addressrange: '10.74.0.0/24', name: `${longest}x` })).body).toEqual(tooLong);
    expect((await request(server(), 'GET', '/api/networks/east', { token })).status).toBe(404);
    expect((await put('north', { name: ` ${longest} ` })).body).toMatchObject({ name: longest });
  });

  it('clears a name, and any number of networks may show their netid', async () => {
    expect((await put('north', { name: '' })).body).toMatchObject({ name: '' });
    expect((await put('south', { name: '   ' })).body).toMatchObject({ name: '' });
    expect(await read('north')).toMatchObject({ name: '' });
    expect(await read('south')).toMatchObject({ name: '' });
  });

  it("lets the network's admins rename it, but not its users", async () => {
    const admin = await addAccount(server(), 'north-admin', 'platform-user', ['north-network-admin-grp']);
    const user = await addAccount(server(), 'north-user', 'platform-user', ['north-network-user-grp']);
    expect((await put('north', { name: 'Renamed by admin' }, admin)).body).toMatchObject({ name: 'Renamed by admin' });
    const refused = await put('north', { name: 'Renamed by user' }, user);
    expect(refused.body).toEqual(errorBody(403, 'only admins and admins of network north can change it'));
    expect(await read('north')).toMatchObject({ name: 'Renamed by admin' });
  });

  it("reads a network of a server without display names (Netmaker's) as showing its netid", async () => {
    const { name: _name, ...withoutName } = await read('south');
    expect(networkSchema.strict().parse(withoutName)).toEqual({ ...withoutName, name: '' });
  });
});
