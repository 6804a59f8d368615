import { aclContainerSchema, envelopeSchema, aclPairSchema, type AclContainer } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode, storeExtClient } from './support/gateway-network';
import { errorBody, request } from './support/http';
import { useServer, type TestServer } from './support/server';

async function storedCells(server: TestServer, netid: string): Promise<string[]> {
  const rows = await server.db.selectFrom('acl_matrix').selectAll().where('network', '=', netid).execute();
  return rows.map((row) => `${row.source_id}>${row.target_id}=${row.value}`).sort();
}

describe.each(backends)('the version 1 ACL matrix ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let nodes: string[];
  const client = 'laptop-client';
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    const hosts = await networkOfHosts(server(), token, { netid: 'grid', addressrange: '10.130.0.0/24' }, [{}, {}, {}]);
    nodes = hosts.map((host) => onlyNode(host).id).sort();
    await storeExtClient(server(), { clientid: client, network: 'grid', gateway: nodes[0], address: '10.130.0.254' });
  });

  const read = async (netid = 'grid'): Promise<AclContainer> => {
    const reply = await request(server(), 'GET', `/api/networks/${netid}/acls`, { token });
    expect(reply.status, reply.text).toBe(200);
    return aclContainerSchema.parse(reply.body);
  };
  const put = (json: unknown, path = 'acls', netid = 'grid') =>
    request(server(), 'PUT', `/api/networks/${netid}/${path}`, { token, json });
  const pair = (json: unknown) => request(server(), 'PUT', '/api/networks/grid/acls/pair', { token, json });

  it('fills every pair of nodes, and nodes with clients, from the default', async () => {
    const matrix = await read();
    const [a, b, c] = nodes;
    expect(matrix[a]).toEqual({ [b]: 2, [c]: 2, [client]: 2 });
    expect(matrix[client]).toEqual({ [a]: 2, [b]: 2, [c]: 2 });
    expect(Object.keys(matrix).sort()).toEqual([...nodes, client].sort());
  });

  it('denies by default in a network whose default access is deny', async () => {
    const network = { netid: 'shut', addressrange: '10.131.0.0/24', defaultacl: 'no' };
    const [a, b] = (await networkOfHosts(server(), token, network, [{}, {}])).map((host) => onlyNode(host).id);
    expect(await read('shut')).toEqual({ [a]: { [b]: 1 }, [b]: { [a]: 1 } });
  });

  it('saves a whole matrix, keeping only the cells that differ from the default', async () => {
    const [a, b, c] = nodes;
    const matrix = await read();
    matrix[a][b] = 1;
    matrix[b][a] = 1;
    const reply = await put(matrix);
    expect(reply.status, reply.text).toBe(200);
    expect(aclContainerSchema.parse(reply.body)).toEqual(matrix);
    expect(await read()).toEqual(matrix);
    expect(await storedCells(server(), 'grid')).toEqual([`${a}>${b}=1`, `${b}>${a}=1`].sort());
    expect((await read())[a][c]).toBe(2);
  });

  it('keeps one direction as given', async () => {
    const [a, , c] = nodes;
    const reply = await put({ [a]: { [c]: 1 } });
    expect(aclContainerSchema.parse(reply.body)[a][c]).toBe(1);
    expect(aclContainerSchema.parse(reply.body)[c][a]).toBe(2);
  });

  it('refuses ids that are neither nodes nor clients of the network, naming them', async () => {
    for (const path of ['acls', 'acls/v2']) {
      const reply = await put({ ghost: { [nodes[0]]: 2 }, [nodes[0]]: { phantom: 1 } }, path);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(
        errorBody(400, 'these ids are neither nodes nor external clients of network grid: ghost, phantom'),
      );
    }
  });

  it('refuses values other than 1 and 2', async () => {
    for (const value of [0, 3, 'yes']) {
      const reply = await put({ [nodes[0]]: { [nodes[1]]: value } });
      expect(reply.status).toBe(400);
      expect((reply.body as { Message: string }).Message).toBe(`${nodes[0]}.${nodes[1]}: expected one of 1, 2`);
    }
  });

  it('replaces every pair through /acls/v2, and only node pairs and the cells sent through /acls', async () => {
    const [a, b, c] = nodes;
    const saved = await put({ [a]: { [client]: 1 }, [client]: { [a]: 1 } }, 'acls/v2');
    expect(saved.status, saved.text).toBe(200);
    expect(aclContainerSchema.parse(saved.body)[client][a]).toBe(1);
    expect(await storedCells(server(), 'grid')).toEqual([`${a}>${client}=1`, `${client}>${a}=1`].sort());
    await put({ [a]: { [b]: 1 } });
    expect(await storedCells(server(), 'grid')).toEqual([`${a}>${b}=1`, `${a}>${client}=1`, `${client}>${a}=1`].sort());
    const roundTrip = await read();
    roundTrip[c][client] = 1;
    roundTrip[a][client] = 2;
    expect((await put(roundTrip)).status).toBe(200);
    expect(await storedCells(server(), 'grid')).toEqual([`${a}>${b}=1`, `${c}>${client}=1`, `${client}>${a}=1`].sort());
    await put({ [a]: { [a]: 1 } }, 'acls/v2');
    expect(await storedCells(server(), 'grid')).toEqual([]);
  });

  it('refuses cells between two external clients and unknown ids in /acls/v2', async () => {
    await storeExtClient(server(), {
      clientid: 'phone-client',
      network: 'grid',
      gateway: nodes[0],
      address: '10.130.0.253',
    });
    const clients = await put({ [client]: { 'phone-client': 2 } }, 'acls/v2');
    expect(clients.body).toEqual(
      errorBody(400, `external clients don't reach each other, so ${client} -> phone-client can't be set`),
    );
    const unknown = await put({ ghost: {} }, 'acls/v2');
    expect(unknown.body).toEqual(
      errorBody(400, 'these ids are neither nodes nor external clients of network grid: ghost'),
    );
  });

  it('names only the first ten of many unknown ids, even in a large body', async () => {
    const row = Object.fromEntries(Array.from({ length: 40_000 }, (_, index) => [`missing-node-${index}`, 2]));
    const reply = await put({ [nodes[0]]: row });
    expect(reply.status).toBe(400);
    expect((reply.body as { Message: string }).Message).toMatch(/: missing-node-0, .* and 39990 more$/);
  });

  it('takes ids that are also names of object properties', async () => {
    for (const [clientid, address] of [
      ['__proto__', '10.130.0.250'],
      ['constructor', '10.130.0.249'],
    ]) {
      await storeExtClient(server(), { clientid, network: 'grid', gateway: nodes[0], address });
    }
    const saved = await put({ [nodes[1]]: { constructor: 1 } }, 'acls/v2');
    expect(saved.status, saved.text).toBe(200);
    const toggled = await pair({ source: '__proto__', target: nodes[1], allowed: false });
    expect(toggled.status, toggled.text).toBe(200);
    const reply = await request(server(), 'GET', '/api/networks/grid/acls', { token });
    const matrix = JSON.parse(reply.text) as Record<string, Record<string, number>>;
    expect(Object.hasOwn(matrix, '__proto__')).toBe(true);
    expect([matrix['__proto__'][nodes[1]], matrix[nodes[1]]['constructor'], matrix['constructor'][nodes[2]]]).toEqual([
      1, 1, 2,
    ]);
    await put({}, 'acls/v2');
    for (const clientid of ['__proto__', 'constructor']) {
      await server().db.deleteFrom('ext_clients').where('clientid', '=', clientid).execute();
    }
  });

  it('toggles one pair, both directions, without the whole matrix', async () => {
    const [a, b, c] = nodes;
    await put({}, 'acls/v2');
    const reply = await pair({ source: a, target: c, allowed: false });
    expect(reply.status, reply.text).toBe(200);
    expect(envelopeSchema(aclPairSchema).parse(reply.body)).toEqual({
      Code: 200,
      Message: 'updated acl pair',
      Response: { source: a, target: c, allowed: false },
    });
    const matrix = await read();
    expect([matrix[a][c], matrix[c][a], matrix[a][b]]).toEqual([1, 1, 2]);
    await pair({ source: c, target: a, allowed: true });
    expect(await storedCells(server(), 'grid')).toEqual([]);
    await pair({ source: a, target: client, allowed: false });
    expect((await read())[client][a]).toBe(1);
  });

  it('refuses a pair of a device with itself, unknown devices and two clients', async () => {
    expect((await pair({ source: nodes[0], target: nodes[0], allowed: true })).body).toEqual(
      errorBody(400, 'source and target must be two different devices'),
    );
    expect((await pair({ source: nodes[0], target: 'ghost', allowed: true })).body).toEqual(
      errorBody(400, 'these ids are neither nodes nor external clients of network grid: ghost'),
    );
    expect((await pair({ source: client, target: 'phone-client', allowed: true })).status).toBe(400);
    expect((await pair({ source: nodes[0] })).body).toEqual(errorBody(400, 'target is required; allowed is required'));
  });

  it('forgets a deleted node: not listed, and its cells dropped by the next change', async () => {
    await networkOfHosts(server(), token, { netid: 'brief', addressrange: '10.132.0.0/24' }, [{}, {}]);
    const matrix = await read('brief');
    const [gone, stays] = Object.keys(matrix).sort();
    await request(server(), 'PUT', '/api/networks/brief/acls/pair', {
      token,
      json: { source: gone, target: stays, allowed: false },
    });
    expect(await storedCells(server(), 'brief')).toHaveLength(2);
    const deleted = await request(server(), 'DELETE', `/api/nodes/brief/${gone}?force=true`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await read('brief')).toEqual({ [stays]: {} });
    await put({}, 'acls', 'brief');
    expect(await storedCells(server(), 'brief')).toEqual([]);
  });

  it('goes with its network', async () => {
    await networkOfHosts(server(), token, { netid: 'fleeting', addressrange: '10.134.0.0/24' }, [{}, {}]);
    const [a, b] = Object.keys(await read('fleeting'));
    await put({ [a]: { [b]: 1 } }, 'acls', 'fleeting');
    expect(await storedCells(server(), 'fleeting')).toHaveLength(1);
    expect((await request(server(), 'DELETE', '/api/networks/fleeting?force=true', { token })).status).toBe(200);
    expect(await storedCells(server(), 'fleeting')).toEqual([]);
    expect((await read('grid'))[nodes[0]]).toBeDefined();
    const missing = await request(server(), 'GET', '/api/networks/fleeting/acls', { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(404, 'network fleeting not found'));
    expect((await put({}, 'acls', 'fleeting')).status).toBe(404);
  });

  it('lets members read it and only network admins change it', async () => {
    const loner = await addAccount(server(), 'loner', 'platform-user');
    const member = await addAccount(server(), 'grid-member', 'platform-user', ['grid-network-user-grp']);
    const gridAdmin = await addAccount(server(), 'grid-admin', 'platform-user', ['grid-network-admin-grp']);
    const refused = await request(server(), 'GET', '/api/networks/grid/acls', { token: loner });
    expect(refused.body).toEqual(errorBody(403, 'only members of network grid can read its access control'));
    expect((await request(server(), 'GET', '/api/networks/grid/acls', { token: member })).status).toBe(200);
    for (const path of ['acls', 'acls/v2', 'acls/pair']) {
      const reply = await request(server(), 'PUT', `/api/networks/grid/${path}`, { token: member, json: {} });
      expect(reply.body).toEqual(
        errorBody(403, 'only admins and admins of network grid can change its access control'),
      );
    }
    expect((await request(server(), 'PUT', '/api/networks/grid/acls', { token: gridAdmin, json: {} })).status).toBe(
      200,
    );
  });
});
