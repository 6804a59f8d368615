import { envelopeSchema, networkSchema } from '@netloom/contract';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertGroup } from '../src/store/group-repository';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { defaultKeyToken } from './support/keys';
import { useServer, type TestServer } from './support/server';

const LONG_AGO = '2020-01-01T00:00:00.000Z';

async function leftovers(server: TestServer, netid: string) {
  const roles = await server.db.selectFrom('user_roles').select('id').where('network_id', '=', netid).execute();
  const grants = await server.db
    .selectFrom('group_network_roles')
    .select('group_id')
    .where('network_id', '=', netid)
    .execute();
  const groups = await server.db.selectFrom('user_groups').select('id').where('id', 'like', `${netid}-%`).execute();
  const members = await server.db
    .selectFrom('user_group_members')
    .select('username')
    .where('group_id', 'like', `${netid}-%`)
    .execute();
  const nodes = await server.db.selectFrom('nodes').select('id').where('network', '=', netid).execute();
  const keys = await server.db
    .selectFrom('enrollment_key_networks')
    .select('key_value')
    .where('network', '=', netid)
    .execute();
  return [...roles, ...grants, ...groups, ...members, ...nodes, ...keys];
}

describe.each(backends)('changing and deleting networks ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    for (const [netid, addressrange] of [
      ['office', '10.20.0.0/16'],
      ['lab', '10.30.0.0/24'],
      ['busy', '10.40.0.0/24'],
    ]) {
      expect((await request(server(), 'POST', '/api/networks', { token, json: { netid, addressrange } })).status).toBe(
        200,
      );
    }
  });

  const put = (netid: string, json: unknown, as = token) =>
    request(server(), 'PUT', `/api/networks/${netid}`, { token: as, json });
  const networkIdsOf = async (as: string) => {
    const reply = await request(server(), 'GET', '/api/networks', { token: as });
    return (reply.body as { netid: string }[]).map((network) => network.netid);
  };

  it('changes the editable settings and marks the network modified', async () => {
    await server()
      .db.updateTable('networks')
      .set({ network_last_modified: LONG_AGO })
      .where('netid', '=', 'office')
      .execute();
    const current = networkSchema.parse((await request(server(), 'GET', '/api/networks/office', { token })).body);
    const changes = {
      defaultacl: 'no',
      defaultudpholepunch: 'yes',
      allowmanualsignup: 'yes',
      defaultinterface: 'wg-office',
      defaultlistenport: 51999,
      defaultkeepalive: 25,
      defaultmtu: 1400,
      defaultpostdown: 'logger down',
      nodelimit: 10,
    } as const;
    const reply = await put('office', { ...current, ...changes, nodeslastmodified: 1 });
    expect(reply.status).toBe(200);
    const network = networkSchema.strict().parse(reply.body);
    expect(network).toEqual({ ...current, ...changes, networklastmodified: network.networklastmodified });
    expect(network.networklastmodified).toBeGreaterThan(Date.parse(LONG_AGO) / 1000);
    expect(Math.abs(network.networklastmodified - Date.now() / 1000)).toBeLessThan(60);
  });

  it('keeps settings the request leaves out', async () => {
    const reply = await put('office', { netid: 'office', defaultkeepalive: 30 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ defaultkeepalive: 30, defaultmtu: 1400, defaultacl: 'no' });
  });

  it('accepts the same range written differently', async () => {
    const reply = await put('office', { netid: 'office', addressrange: '10.20.3.4/16', isipv4: 'yes' });
    expect(reply.status).toBe(200);
  });

  it.each([
    [{ netid: 'other' }, 'cannot change netid'],
    [{ netid: 'office', addressrange: '10.21.0.0/16' }, 'addressrange cannot be changed'],
    [{ netid: 'office', addressrange6: 'fd20::/64' }, 'addressrange6 cannot be changed'],
    [{ netid: 'office', isipv6: 'yes' }, 'isipv6 cannot be changed'],
    [{ netid: 'office', isipv4: 'no' }, 'isipv4 cannot be changed'],
    [{ netid: 'office', defaultkeepalive: 2000 }, 'defaultkeepalive must be between 0 and 1000'],
    [{ netid: 'office', defaultlistenport: 1023 }, 'defaultlistenport must be between 1024 and 65535'],
    [{ netid: 'office', defaultudpholepunch: 'true' }, 'defaultudpholepunch: expected one of "yes", "no"'],
    [{ defaultkeepalive: 20 }, 'netid is required'],
  ])('refuses the change %j', async (body, message) => {
    const reply = await put('office', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, message));
  });

  it('answers 404 when changing an unknown network', async () => {
    const reply = await put('ghost', { netid: 'ghost' });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'network ghost not found'));
  });

  it("lets the network's admins change it, but not its users", async () => {
    const labAdmin = await addAccount(server(), 'lab-admin', 'platform-user', ['lab-network-admin-grp']);
    const labUser = await addAccount(server(), 'lab-user', 'platform-user', ['lab-network-user-grp']);
    expect((await put('lab', { netid: 'lab', defaultmtu: 1300 }, labAdmin)).status).toBe(200);
    const refused = await put('lab', { netid: 'lab', defaultmtu: 1350 }, labUser);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(errorBody(403, 'only admins and admins of network lab can change it'));
    const other = await put('office', { netid: 'office', defaultmtu: 1350 }, labAdmin);
    expect(other.status).toBe(403);
    expect(other.body).toEqual(errorBody(403, 'only admins and admins of network office can change it'));
  });

  it('refuses to delete a network that still has nodes', async () => {
    await registerHost(server().url, await defaultKeyToken(server(), token, 'busy'));
    for (const path of ['/api/networks/busy', '/api/networks/busy?force=false']) {
      const reply = await request(server(), 'DELETE', path, { token });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(
        errorBody(403, 'node check failed. All nodes must be deleted before deleting network'),
      );
    }
    expect((await request(server(), 'GET', '/api/networks/busy', { token })).status).toBe(200);
  });

  it('deletes a network with nodes when forced, and everything that belonged to it', async () => {
    const reply = await request(server(), 'DELETE', '/api/networks/busy?force=true', { token });
    expect(reply.status).toBe(200);
    expect(envelopeSchema(z.null()).strict().parse(reply.body)).toEqual({
      Code: 200,
      Message: 'success',
      Response: null,
    });
    expect((await request(server(), 'GET', '/api/networks/busy', { token })).status).toBe(404);
    expect(await leftovers(server(), 'busy')).toEqual([]);
  });

  it('deletes a network with its roles, groups and their memberships', async () => {
    const before = await leftovers(server(), 'lab');
    expect(before.length).toBeGreaterThan(0);
    const reply = await request(server(), 'DELETE', '/api/networks/lab', { token });
    expect(reply.body).toEqual({ Code: 200, Message: 'success', Response: null });
    expect(await leftovers(server(), 'lab')).toEqual([]);
    const accounts = await server()
      .db.selectFrom('users')
      .select('username')
      .where('username', 'like', 'lab-%')
      .execute();
    expect(accounts).toHaveLength(2);
  });

  it('drops grants in a deleted network, so a new network of the same name starts with none', async () => {
    await insertGroup(server().db, {
      id: 'office-readers',
      name: 'Office readers',
      default: false,
      network_roles: { office: { 'global-network-admin': {} } },
      meta_data: '',
    });
    const reader = await addAccount(server(), 'reader', 'platform-user', ['office-readers']);
    expect((await put('office', { netid: 'office', defaultmtu: 1280 }, reader)).status).toBe(200);
    expect((await request(server(), 'DELETE', '/api/networks/office', { token })).status).toBe(200);
    const recreated = { netid: 'office', addressrange: '10.20.0.0/16' };
    expect((await request(server(), 'POST', '/api/networks', { token, json: recreated })).status).toBe(200);
    const reply = await put('office', { netid: 'office', defaultmtu: 1300 }, reader);
    expect(reply.status).toBe(403);
    expect(await networkIdsOf(reader)).toEqual([]);
  });

  it('lets the range of a deleted network be used again', async () => {
    const reply = await request(server(), 'POST', '/api/networks', {
      token,
      json: { netid: 'lab2', addressrange: '10.30.0.0/24' },
    });
    expect(reply.status).toBe(200);
  });

  it('answers 404 when deleting an unknown network', async () => {
    const reply = await request(server(), 'DELETE', '/api/networks/ghost', { token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'network ghost not found'));
  });

  it('refuses a force flag that is not true or false', async () => {
    const reply = await request(server(), 'DELETE', '/api/networks/lab2?force=yes', { token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'force: expected one of "true", "false"'));
  });
});
