import { apiNodeSchema, extClientSchema, type ExtClient } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { createNetwork } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

describe.each(backends)('permissions on external clients ($name)', (backend) => {
  const server = useServer(backend);
  const tokens: Record<string, string> = {};
  let alphaGatewayId: string;
  let adminsClient: ExtClient;
  let usersClient: ExtClient;
  let betaClient: ExtClient;
  beforeAll(async () => {
    tokens.superAdmin = await createSuperAdmin(server());
    await createNetwork(server(), tokens.superAdmin, { netid: 'alpha', addressrange: '10.180.0.0/24' });
    await createNetwork(server(), tokens.superAdmin, { netid: 'beta', addressrange: '10.181.0.0/24' });
    alphaGatewayId = (await createGateway(server(), tokens.superAdmin, 'alpha')).gateway.id;
    const betaGatewayId = (await createGateway(server(), tokens.superAdmin, 'beta')).gateway.id;
    adminsClient = await createClient(server(), tokens.superAdmin, 'alpha', alphaGatewayId, { clientid: 'admins-1' });
    usersClient = await createClient(server(), tokens.superAdmin, 'alpha', alphaGatewayId, { clientid: 'users-1' });
    betaClient = await createClient(server(), tokens.superAdmin, 'beta', betaGatewayId, { clientid: 'beta-1' });
    tokens.admin = await addAccount(server(), 'plain-admin', 'admin');
    tokens.auditor = await addAccount(server(), 'auditor', 'auditor');
    tokens.loner = await addAccount(server(), 'loner', 'platform-user');
    tokens.alphaUser = await addAccount(server(), 'alpha-user', 'platform-user', ['alpha-network-user-grp']);
    tokens.otherAlphaUser = await addAccount(server(), 'alpha-user-2', 'platform-user', ['alpha-network-user-grp']);
    tokens.alphaAdmin = await addAccount(server(), 'alpha-admin', 'platform-user', ['alpha-network-admin-grp']);
    // A client a user owns, as one made for that user's own device.
    await server()
      .db.updateTable('ext_clients')
      .set({ ownerid: 'alpha-user' })
      .where('clientid', '=', usersClient.clientid)
      .execute();
  });

  const as = (name: string, method: string, path: string, json?: unknown) =>
    request(server(), method, path, { token: tokens[name], json });
  const denied = (action: string) =>
    errorBody(403, `only admins, admins of network alpha and the client's owner can ${action}`);

  it('lists to each user the clients of the networks it may read, without private keys', async () => {
    const seen = async (name: string) => {
      const reply = await as(name, 'GET', '/api/extclients');
      expect(reply.status).toBe(200);
      const clients = extClientSchema.array().parse(reply.body);
      expect(clients.every((client) => client.privatekey === '')).toBe(true);
      return clients.map((client) => client.clientid);
    };
    expect(await seen('admin')).toEqual(['admins-1', 'beta-1', 'users-1']);
    expect(await seen('auditor')).toEqual(['admins-1', 'beta-1', 'users-1']);
    expect(await seen('alphaUser')).toEqual(['admins-1', 'users-1']);
    expect(await seen('loner')).toEqual([]);
    expect((await as('alphaUser', 'GET', '/api/extclients/alpha')).status).toBe(200);
    expect((await as('alphaUser', 'GET', '/api/extclients/beta')).body).toEqual(
      errorBody(403, 'only members of network beta can list its external clients'),
    );
  });

  it('lists clients as static nodes only to those who may read their network', async () => {
    const staticNodes = async (name: string) => {
      const reply = await as(name, 'GET', '/api/nodes');
      return apiNodeSchema
        .array()
        .parse(reply.body)
        .filter((node) => node.is_static)
        .map((node) => node.network);
    };
    expect(await staticNodes('alphaUser')).toEqual(['alpha', 'alpha']);
    expect(await staticNodes('loner')).toEqual([]);
    expect((await staticNodes('auditor')).sort()).toEqual(['alpha', 'alpha', 'beta']);
  });

  it("shows a client's private key and config to the network's admins and to its owner only", async () => {
    for (const name of ['admin', 'alphaAdmin']) {
      expect((await as(name, 'GET', '/api/extclients/alpha/admins-1')).body).toEqual(adminsClient);
    }
    const own = await as('alphaUser', 'GET', '/api/extclients/alpha/users-1');
    expect(own.body).toMatchObject({ clientid: 'users-1', privatekey: usersClient.privatekey, ownerid: 'alpha-user' });
    expect((await as('alphaUser', 'GET', '/api/extclients/alpha/users-1/file')).status).toBe(200);
    expect((await as('alphaUser', 'GET', '/api/extclients/alpha/users-1/qr')).status).toBe(200);
    for (const name of ['otherAlphaUser', 'auditor', 'loner']) {
      expect((await as(name, 'GET', '/api/extclients/alpha/users-1')).body).toEqual(denied('see its private key'));
      expect((await as(name, 'GET', '/api/extclients/alpha/users-1/file')).body).toEqual(denied('download its config'));
    }
    expect((await as('alphaUser', 'GET', '/api/extclients/alpha/admins-1')).body).toEqual(
      denied('see its private key'),
    );
  });

  it("tells members of the network about a client that doesn't exist, and no one else", async () => {
    const missing = await as('alphaUser', 'GET', '/api/extclients/alpha/nobody-here');
    expect(missing.body).toEqual(errorBody(404, 'external client nobody-here not found in network alpha'));
    expect((await as('loner', 'GET', '/api/extclients/alpha/nobody-here')).body).toEqual(denied('see its private key'));
    const elsewhere = await as('alphaAdmin', 'GET', `/api/extclients/beta/${betaClient.clientid}`);
    expect(elsewhere.body).toEqual(
      errorBody(403, "only admins, admins of network beta and the client's owner can see its private key"),
    );
  });

  it("lets the network's admins create clients, which they then own", async () => {
    for (const [name, message] of [
      ['alphaUser', 'only admins and admins of network alpha can create external clients'],
      ['auditor', 'auditors have read-only access'],
    ]) {
      const reply = await as(name, 'POST', `/api/extclients/alpha/${alphaGatewayId}`, {});
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(errorBody(403, message));
    }
    const created = await as('alphaAdmin', 'POST', `/api/extclients/alpha/${alphaGatewayId}`, { clientid: 'by-admin' });
    expect(created.body).toMatchObject({ clientid: 'by-admin', ownerid: 'alpha-admin' });
  });

  it("lets the network's admins and a client's owner change it", async () => {
    const own = await as('alphaUser', 'PUT', '/api/extclients/alpha/users-1', { ...usersClient, dns: '9.9.9.9' });
    expect(own.body).toMatchObject({ clientid: 'users-1', dns: '9.9.9.9', ownerid: 'alpha-user' });
    const theirs = await as('otherAlphaUser', 'PUT', '/api/extclients/alpha/users-1', usersClient);
    expect(theirs.body).toEqual(denied('change it'));
    const audit = await as('auditor', 'PUT', '/api/extclients/alpha/users-1', usersClient);
    expect(audit.body).toEqual(errorBody(403, 'auditors have read-only access'));
    expect((await as('alphaAdmin', 'PUT', '/api/extclients/alpha/admins-1', adminsClient)).status).toBe(200);
  });

  it("lets only the network's admins delete clients", async () => {
    const refused = await as('alphaUser', 'DELETE', '/api/extclients/alpha/users-1');
    expect(refused.body).toEqual(errorBody(403, 'only admins and admins of network alpha can delete external clients'));
    expect((await as('alphaAdmin', 'DELETE', '/api/extclients/alpha/users-1')).status).toBe(200);
    expect((await as('alphaAdmin', 'GET', '/api/extclients/alpha/users-1')).status).toBe(404);
  });
});
