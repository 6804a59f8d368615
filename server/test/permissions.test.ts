import { enrollmentKeySchema, envelopeSchema, networkStatsEntrySchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { createKey } from './support/keys';
import { useServer } from './support/server';

describe.each(backends)('permissions ($name)', (backend) => {
  const server = useServer(backend);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.superAdmin = await createSuperAdmin(server());
    for (const [netid, addressrange] of [
      ['alpha', '10.60.0.0/24'],
      ['beta', '10.61.0.0/24'],
    ]) {
      await request(server(), 'POST', '/api/networks', { token: tokens.superAdmin, json: { netid, addressrange } });
    }
    tokens.admin = await addAccount(server(), 'plain-admin', 'admin');
    tokens.auditor = await addAccount(server(), 'auditor', 'auditor');
    tokens.loner = await addAccount(server(), 'loner', 'platform-user');
    tokens.alphaUser = await addAccount(server(), 'alpha-user', 'platform-user', ['alpha-network-user-grp']);
    tokens.everywhereUser = await addAccount(server(), 'everywhere-user', 'platform-user', ['global-network-user-grp']);
    tokens.everywhereAdmin = await addAccount(server(), 'everywhere-admin', 'platform-user', [
      'global-network-admin-grp',
    ]);
    tokens.service = await addAccount(server(), 'robot', 'service-user');
  });

  const networkIds = async (token: string) => {
    const reply = await request(server(), 'GET', '/api/networks', { token });
    expect(reply.status).toBe(200);
    return (reply.body as { netid: string }[]).map((network) => network.netid);
  };

  it('shows admins, auditors and global network members every network', async () => {
    for (const name of ['superAdmin', 'admin', 'auditor', 'everywhereUser', 'everywhereAdmin']) {
      expect(await networkIds(tokens[name])).toEqual(['alpha', 'beta']);
    }
  });

  it('shows platform users only the networks they hold a role in', async () => {
    expect(await networkIds(tokens.alphaUser)).toEqual(['alpha']);
    expect(await networkIds(tokens.loner)).toEqual([]);
    expect(await networkIds(tokens.service)).toEqual([]);
  });

  it('filters the network stats the same way', async () => {
    const reply = await request(server(), 'GET', '/api/v1/networks/stats', { token: tokens.alphaUser });
    const stats = envelopeSchema(networkStatsEntrySchema.array()).parse(reply.body).Response;
    expect(stats.map((entry) => entry.netid)).toEqual(['alpha']);
  });

  it('lets members read their network and refuses the others', async () => {
    expect((await request(server(), 'GET', '/api/networks/alpha', { token: tokens.alphaUser })).status).toBe(200);
    const reply = await request(server(), 'GET', '/api/networks/beta', { token: tokens.alphaUser });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(errorBody(403, 'only members of network beta can view it'));
  });

  it('lets auditors read any network', async () => {
    expect((await request(server(), 'GET', '/api/networks/beta', { token: tokens.auditor })).status).toBe(200);
  });

  it('shows auditors every enrollment key without the value and token that would enroll a host', async () => {
    const created = await createKey(server(), tokens.superAdmin, { networks: ['alpha'] });
    const listed = async (token: string) => {
      const reply = await request(server(), 'GET', '/api/v1/enrollment-keys', { token });
      expect(reply.status).toBe(200);
      return enrollmentKeySchema.array().parse(reply.body);
    };
    const seenByAdmin = (await listed(tokens.admin)).find((key) => key.value === created.value);
    expect(seenByAdmin?.token).toBe(created.token);
    const seenByAuditor = await listed(tokens.auditor);
    expect(seenByAuditor.map((key) => key.tags)).toContainEqual(created.tags);
    expect(seenByAuditor.every((key) => key.value === '' && key.token === '')).toBe(true);
  });

  it('lets only admins create networks', async () => {
    const network = { netid: 'gamma', addressrange: '10.62.0.0/24' };
    for (const name of ['loner', 'alphaUser', 'everywhereAdmin', 'service']) {
      const reply = await request(server(), 'POST', '/api/networks', { token: tokens[name], json: network });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(errorBody(403, 'only admins can create networks'));
    }
    expect((await request(server(), 'POST', '/api/networks', { token: tokens.admin, json: network })).status).toBe(200);
  });

  it('keeps auditors read-only', async () => {
    const create = await request(server(), 'POST', '/api/networks', {
      token: tokens.auditor,
      json: { netid: 'delta', addressrange: '10.63.0.0/24' },
    });
    expect(create.status).toBe(403);
    expect(create.body).toEqual(errorBody(403, 'auditors have read-only access'));
    const change = await request(server(), 'PUT', '/api/networks/alpha', {
      token: tokens.auditor,
      json: { netid: 'alpha' },
    });
    expect(change.body).toEqual(errorBody(403, 'auditors have read-only access'));
    const remove = await request(server(), 'DELETE', '/api/networks/alpha', { token: tokens.auditor });
    expect(remove.body).toEqual(errorBody(403, 'auditors have read-only access'));
  });

  it('lets global network admins change any network but not delete it', async () => {
    const change = await request(server(), 'PUT', '/api/networks/beta', {
      token: tokens.everywhereAdmin,
      json: { netid: 'beta', defaultkeepalive: 15 },
    });
    expect(change.status).toBe(200);
    const remove = await request(server(), 'DELETE', '/api/networks/beta', { token: tokens.everywhereAdmin });
    expect(remove.status).toBe(403);
    expect(remove.body).toEqual(errorBody(403, 'only admins can delete networks'));
  });

  it('lets only admins delete networks', async () => {
    const refused = await request(server(), 'DELETE', '/api/networks/gamma', { token: tokens.alphaUser });
    expect(refused.body).toEqual(errorBody(403, 'only admins can delete networks'));
    expect((await request(server(), 'DELETE', '/api/networks/gamma', { token: tokens.admin })).status).toBe(200);
  });

  it('checks the token before the body', async () => {
    const reply = await request(server(), 'POST', '/api/networks', { rawJson: '{broken' });
    expect(reply.status).toBe(401);
  });

  it('checks permissions before the body', async () => {
    const reply = await request(server(), 'POST', '/api/networks', { token: tokens.loner, rawJson: '{broken' });
    expect(reply.status).toBe(403);
  });
});
