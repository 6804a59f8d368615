import { apiHostSchema, apiNodeSchema, enrollmentKeySchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { useServer } from './support/server';

describe.each(backends)('permissions on keys, hosts and nodes ($name)', (backend) => {
  const server = useServer(backend);
  const tokens: Record<string, string> = {};
  let alphaHost: RegisteredHost;
  let betaHost: RegisteredHost;
  beforeAll(async () => {
    tokens.superAdmin = await createSuperAdmin(server());
    await createNetwork(server(), tokens.superAdmin, { netid: 'alpha', addressrange: '10.130.0.0/24' });
    await createNetwork(server(), tokens.superAdmin, { netid: 'beta', addressrange: '10.131.0.0/24' });
    await createNetwork(server(), tokens.superAdmin, { netid: 'gamma', addressrange: '10.132.0.0/24' });
    alphaHost = await registerHost(server().url, await defaultKeyToken(server(), tokens.superAdmin, 'alpha'));
    betaHost = await registerHost(server().url, await defaultKeyToken(server(), tokens.superAdmin, 'beta'));
    tokens.admin = await addAccount(server(), 'plain-admin', 'admin');
    tokens.auditor = await addAccount(server(), 'auditor', 'auditor');
    tokens.loner = await addAccount(server(), 'loner', 'platform-user');
    tokens.alphaUser = await addAccount(server(), 'alpha-user', 'platform-user', ['alpha-network-user-grp']);
    tokens.alphaAdmin = await addAccount(server(), 'alpha-admin', 'platform-user', ['alpha-network-admin-grp']);
    const bridgeGroups = ['alpha-network-admin-grp', 'gamma-network-admin-grp'];
    tokens.bridgeAdmin = await addAccount(server(), 'bridge-admin', 'platform-user', bridgeGroups);
  });

  const as = (name: string, method: string, path: string, json?: unknown) =>
    request(server(), method, path, { token: tokens[name], json });

  describe('enrollment keys', () => {
    it('shows admins and auditors every key, network admins the keys of their networks, others none', async () => {
      const networksSeen = async (name: string) => {
        const reply = await as(name, 'GET', '/api/v1/enrollment-keys');
        expect(reply.status).toBe(200);
        return enrollmentKeySchema
          .array()
          .parse(reply.body)
          .map((key) => key.networks?.join('+'));
      };
      expect(await networksSeen('admin')).toEqual(['alpha', 'beta', 'gamma']);
      expect(await networksSeen('auditor')).toEqual(['alpha', 'beta', 'gamma']);
      expect(await networksSeen('alphaAdmin')).toEqual(['alpha']);
      expect(await networksSeen('alphaUser')).toEqual([]);
      expect(await networksSeen('loner')).toEqual([]);
    });

    it('lets only admins create, change and delete keys', async () => {
      const key = { tags: ['by-anyone'], networks: ['alpha'], unlimited: true };
      for (const [name, message] of [
        ['alphaAdmin', 'only admins can create enrollment keys'],
        ['alphaUser', 'only admins can create enrollment keys'],
        ['auditor', 'auditors have read-only access'],
      ]) {
        const reply = await as(name, 'POST', '/api/v1/enrollment-keys', key);
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual(errorBody(403, message));
      }
      const created = await as('admin', 'POST', '/api/v1/enrollment-keys', key);
      expect(created.status).toBe(200);
      const value = (created.body as { value: string }).value;
      const change = await as('alphaAdmin', 'PUT', `/api/v1/enrollment-keys/${value}`, { groups: [] });
      expect(change.body).toEqual(errorBody(403, 'only admins can change enrollment keys'));
      const remove = await as('alphaAdmin', 'DELETE', `/api/v1/enrollment-keys/${value}`);
      expect(remove.body).toEqual(errorBody(403, 'only admins can delete enrollment keys'));
    });
  });

  describe('hosts', () => {
    it('shows each user the hosts of the networks it may read', async () => {
      const hostIds = async (name: string) => {
        const reply = await as(name, 'GET', '/api/hosts');
        expect(reply.status).toBe(200);
        return apiHostSchema
          .array()
          .parse(reply.body)
          .map((host) => host.id);
      };
      const both = [alphaHost.host.id, betaHost.host.id].sort();
      expect(await hostIds('admin')).toEqual(both);
      expect(await hostIds('auditor')).toEqual(both);
      expect(await hostIds('alphaUser')).toEqual([alphaHost.host.id]);
      expect(await hostIds('alphaAdmin')).toEqual([alphaHost.host.id]);
      expect(await hostIds('loner')).toEqual([]);
    });

    it.each([
      ['PUT', 'HOST', { name: 'x' }, 'only admins can change hosts'],
      ['DELETE', 'HOST?force=true', undefined, 'only admins can delete hosts'],
      ['PUT', 'HOST/keys', undefined, 'only admins can refresh the keys of hosts'],
      ['POST', 'HOST/sync', undefined, 'only admins can sync hosts'],
      ['PUT', 'HOST/upgrade', undefined, 'only admins can upgrade hosts'],
      ['PUT', 'keys', undefined, 'only admins can refresh the keys of hosts'],
      ['POST', 'sync', undefined, 'only admins can sync hosts'],
      ['POST', 'upgrade', undefined, 'only admins can upgrade hosts'],
    ])('keeps %s /api/hosts/%s for admins', async (method, path, body, message) => {
      const url = `/api/hosts/${path.replace('HOST', alphaHost.host.id)}`;
      for (const name of ['alphaAdmin', 'alphaUser']) {
        const reply = await as(name, method, url, body);
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual(errorBody(403, message));
      }
      expect((await as('auditor', method, url, body)).body).toEqual(errorBody(403, 'auditors have read-only access'));
    });

    it("lets a network's admins add hosts to it and remove them, and no one else", async () => {
      const path = (netid: string) => `/api/hosts/${alphaHost.host.id}/networks/${netid}`;
      expect((await as('bridgeAdmin', 'POST', path('gamma'))).status).toBe(200);
      expect((await as('bridgeAdmin', 'DELETE', `${path('gamma')}?force=true`)).status).toBe(200);
      const other = await as('alphaAdmin', 'POST', path('beta'));
      expect(other.body).toEqual(errorBody(403, 'only admins and admins of network beta can add hosts to it'));
      const user = await as('alphaUser', 'POST', path('gamma'));
      expect(user.body).toEqual(errorBody(403, 'only admins and admins of network gamma can add hosts to it'));
      const leave = await as('alphaUser', 'DELETE', `/api/hosts/${alphaHost.host.id}/networks/alpha`);
      expect(leave.body).toEqual(errorBody(403, 'only admins and admins of network alpha can remove hosts from it'));
    });

    it('keeps a network admin from pulling a host of another network into theirs', async () => {
      const reply = await as('bridgeAdmin', 'POST', `/api/hosts/${betaHost.host.id}/networks/gamma`);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(
        errorBody(
          403,
          `host ${betaHost.host.name} is in no network you administer: only admins can add it to network gamma`,
        ),
      );
      const nodes = await as('admin', 'GET', '/api/nodes/gamma');
      expect(nodes.body).toEqual([]);
      expect((await as('admin', 'POST', `/api/hosts/${betaHost.host.id}/networks/gamma`)).status).toBe(200);
      expect((await as('admin', 'DELETE', `/api/hosts/${betaHost.host.id}/networks/gamma?force=true`)).status).toBe(
        200,
      );
    });
  });

  describe('nodes', () => {
    it('lets members of a network list its nodes, and only theirs', async () => {
      const mine = await as('alphaUser', 'GET', '/api/nodes/alpha');
      expect(
        apiNodeSchema
          .array()
          .parse(mine.body)
          .map((node) => node.hostid),
      ).toEqual([alphaHost.host.id]);
      const theirs = await as('alphaUser', 'GET', '/api/nodes/beta');
      expect(theirs.status).toBe(403);
      expect(theirs.body).toEqual(errorBody(403, 'only members of network beta can list its nodes'));
      const status = await as('alphaUser', 'GET', '/api/v1/nodes/beta/status');
      expect(status.body).toEqual(errorBody(403, 'only members of network beta can read the status of its nodes'));
      const all = await as('alphaUser', 'GET', '/api/nodes');
      expect(
        apiNodeSchema
          .array()
          .parse(all.body)
          .map((node) => node.network),
      ).toEqual(['alpha']);
      expect(await as('loner', 'GET', '/api/nodes').then((reply) => reply.body)).toEqual([]);
      expect((await as('auditor', 'GET', '/api/nodes/beta')).status).toBe(200);
    });

    it("lets only a network's admins change, delete and approve its nodes", async () => {
      const node = alphaHost.nodes[0];
      const path = `/api/nodes/alpha/${node.id}`;
      expect((await as('alphaAdmin', 'PUT', path, { metadata: 'by the alpha admin' })).status).toBe(200);
      for (const [method, suffix, to] of [
        ['PUT', '', 'change its nodes'],
        ['DELETE', '', 'delete its nodes'],
        ['POST', '/approve', 'approve its nodes'],
      ]) {
        const reply = await as('alphaUser', method, `${path}${suffix}`, method === 'PUT' ? {} : undefined);
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual(errorBody(403, `only admins and admins of network alpha can ${to}`));
      }
      const beta = await as('alphaAdmin', 'PUT', `/api/nodes/beta/${betaHost.nodes[0].id}`, {});
      expect(beta.body).toEqual(errorBody(403, 'only admins and admins of network beta can change its nodes'));
      expect((await as('auditor', 'PUT', path, {})).body).toEqual(errorBody(403, 'auditors have read-only access'));
    });
  });
});
