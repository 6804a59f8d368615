import { auditPageSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertAuditEvent } from '../src/store/audit-repository';
import { ACCOUNT_PASSWORD, addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { networkOfHosts } from './support/gateway-network';
import { request } from './support/http';
import { hostToken } from './support/host-client';
import { startServer, useServer } from './support/server';

// What a security review reads in the audit log: who signed in and who was refused, hosts that removed
// themselves, and nothing older than the retention.
describe.each(backends)('the audit log of sign-ins and hosts ($name)', (backend) => {
  const server = useServer(backend);
  let admin: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
  });
  const rows = async (query: string) => {
    const reply = await request(server(), 'GET', `/api/v1/audit?${query}`, { token: admin });
    expect(reply.status, reply.text).toBe(200);
    return auditPageSchema.parse(reply.body).rows;
  };

  it('records sign-ins, by the user, and refused ones, by nobody, with where they came from', async () => {
    await addAccount(server(), 'olga-user', 'platform-user');
    const refused = await request(server(), 'POST', '/api/users/adm/authenticate', {
      json: { username: 'olga-user', password: 'not-her-password' },
    });
    expect(refused.status).toBe(401);
    const operation = 'POST /api/users/adm/authenticate';
    expect(await rows('actor=&action=sign-in-failed')).toMatchObject([
      {
        actor: '',
        actor_kind: 'anonymous',
        object_type: 'user',
        object_id: 'olga-user',
        operation,
        source_ip: '127.0.0.1',
      },
    ]);
    const signedIn = await request(server(), 'POST', '/api/users/adm/authenticate', {
      json: { username: 'olga-user', password: ACCOUNT_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    expect((await rows('search=olga-user&action=sign-in'))[0]).toMatchObject({
      actor: 'olga-user',
      actor_kind: 'user',
      object_id: 'olga-user',
      operation,
    });
  });

  it('records a host that removed itself, by the host', async () => {
    const [host] = await networkOfHosts(server(), admin, { netid: 'leavers', addressrange: '10.187.0.0/24' }, [{}]);
    const token = await hostToken(server().url, host.credentials);
    const left = await request(server(), 'PUT', `/api/v1/fallback/host/${host.host.id}`, {
      token,
      json: { Action: 'DELETE_HOST' },
    });
    expect(left.status, left.text).toBe(200);
    expect(await rows(`search=${host.host.id}&action=delete`)).toMatchObject([
      {
        actor: host.host.id,
        actor_kind: 'host',
        object_type: 'host',
        object_id: host.host.id,
        network: 'leavers',
        operation: 'PUT /api/v1/fallback/host/:hostid',
      },
    ]);
  });
});

describe.each(backends)('the retention of the audit log ($name)', (backend) => {
  it('deletes events older than NETLOOM_AUDIT_RETENTION_DAYS when the server starts, and keeps the rest', async () => {
    const database = await backend.createDatabase();
    try {
      const event = (id: string, at: string) => ({
        ...({ actor: 'old-admin', actor_kind: 'user', action: 'update', object_type: 'network' } as const),
        ...{ object_id: id, network: id, operation: 'PUT /api/networks/:netid', source_ip: '10.0.0.1', at },
      });
      const first = await startServer(database);
      await insertAuditEvent(first.db, event('ancient', '2020-01-01T00:00:00.000Z'));
      await insertAuditEvent(first.db, event('recent', new Date(Date.now() - 86_400_000).toISOString()));
      await first.close();
      const second = await startServer(database, { NETLOOM_AUDIT_RETENTION_DAYS: '30' });
      try {
        await vi.waitFor(async () => {
          const stored = await second.db.selectFrom('audit_events').select('object_id').execute();
          expect(stored.map((row) => row.object_id)).toEqual(['recent']);
        });
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
