import { apiNodeSchema, AUDIT_ACTIONS, auditPageSchema, type AuditEvent } from '@netloom/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { timestampNow } from '../src/time';
import { addAccount, createSuperAdmin, SUPER_ADMIN } from './support/accounts';
import { backends, type Backend } from './support/backends';
import { registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createKey, createNetwork, defaultKeyToken } from './support/keys';
import { useServer, type TestServer } from './support/server';

const FROM_TESTS = '127.0.0.1';

/** Makes the database refuse every audit event, as a full disk or a broken table would, until `allow` is called. */
async function refuseAuditEvents(server: TestServer, backend: Backend): Promise<{ allow(): Promise<void> }> {
  const { db } = server;
  if (backend.name === 'sqlite') {
    await sql`create trigger audit_refused before insert on audit_events
      begin select raise(abort, 'the audit log refuses'); end`.execute(db);
    return { allow: async () => void (await sql`drop trigger audit_refused`.execute(db)) };
  }
  await sql`create function audit_refused() returns trigger language plpgsql
    as $$ begin raise exception 'the audit log refuses'; end $$`.execute(db);
  await sql`create trigger audit_refused before insert on audit_events
    for each row execute function audit_refused()`.execute(db);
  return {
    allow: async () => {
      await sql`drop trigger audit_refused on audit_events`.execute(db);
      await sql`drop function audit_refused()`.execute(db);
    },
  };
}

describe.each(backends)('the audit log ($name)', (backend) => {
  const server = useServer(backend);
  let admin: string;
  let auditor: string;
  let platformUser: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
    auditor = await addAccount(server(), 'audit-reader', 'auditor');
    platformUser = await addAccount(server(), 'plain-user', 'platform-user');
  });

  const page = async (query: string, token = auditor) => {
    const reply = await request(server(), 'GET', `/api/v1/audit${query}`, { token });
    expect(reply.status, reply.text).toBe(200);
    return auditPageSchema.strict().parse(reply.body);
  };
  const eventsOf = async (query: string) => (await page(`${query}&limit=500`)).rows;

  it('recorded the super-admin signing up, by nobody signed in', async () => {
    const [first] = (await page('?object_type=user&action=create')).rows.slice(-1);
    expect(first).toMatchObject({
      actor: '',
      actor_kind: 'anonymous',
      action: 'create',
      object_type: 'user',
      object_id: SUPER_ADMIN.username,
      network: '',
      operation: 'POST /api/users/adm/createsuperadmin',
      source_ip: FROM_TESTS,
    });
  });

  it('records who created, changed and deleted a network, when and from where, newest first', async () => {
    const before = timestampNow();
    await createNetwork(server(), admin, { netid: 'audited', addressrange: '10.81.0.0/24' });
    const edit = await request(server(), 'PUT', '/api/networks/audited', {
      token: admin,
      json: { netid: 'audited', name: 'Audited office' },
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await request(server(), 'DELETE', '/api/networks/audited', { token: admin })).status).toBe(200);
    const after = timestampNow();

    const events = await eventsOf('?network=audited');
    const who = { actor: SUPER_ADMIN.username, actor_kind: 'user', source_ip: FROM_TESTS };
    const network = { object_type: 'network', object_id: 'audited', network: 'audited' };
    expect(events).toEqual([
      {
        ...who,
        ...network,
        action: 'delete',
        operation: 'DELETE /api/networks/:netid',
        id: expect.any(String),
        at: expect.any(String),
      },
      {
        ...who,
        ...network,
        action: 'update',
        operation: 'PUT /api/networks/:netid',
        id: expect.any(String),
        at: expect.any(String),
      },
      {
        ...who,
        ...network,
        action: 'create',
        operation: 'POST /api/networks',
        id: expect.any(String),
        at: expect.any(String),
      },
    ]);
    const ids = events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const { at } of events) {
      expect(at >= before && at <= after, `${at} is between ${before} and ${after}`).toBe(true);
    }
  });

  it('names an enrollment key by its names, never by its secret, and a registering host as the actor', async () => {
    await createNetwork(server(), admin, { netid: 'keyed', addressrange: '10.82.0.0/24' });
    const key = await createKey(server(), admin, { tags: ['office-laptops'], networks: ['keyed'] });
    const path = `/api/v1/enrollment-keys/${key.value}`;
    expect((await request(server(), 'PUT', path, { token: admin, json: { relay: '' } })).status).toBe(200);
    const host = await registerHost(server().url, key.token);
    expect((await request(server(), 'DELETE', path, { token: admin })).status).toBe(200);

    const events = await eventsOf('?network=keyed');
    const keyEvent = { object_type: 'enrollment-key', object_id: 'office-laptops', network: 'keyed' };
    expect(events.slice(0, 4)).toMatchObject([
      {
        ...keyEvent,
        action: 'delete',
        actor: SUPER_ADMIN.username,
        operation: 'DELETE /api/v1/enrollment-keys/:value',
      },
      {
        actor: host.host.id,
        actor_kind: 'host',
        action: 'create',
        object_type: 'host',
        object_id: host.host.id,
        network: 'keyed',
        operation: 'POST /api/v1/host/register/*',
        source_ip: FROM_TESTS,
      },
      { ...keyEvent, action: 'update', actor: SUPER_ADMIN.username, operation: 'PUT /api/v1/enrollment-keys/:value' },
      { ...keyEvent, action: 'create', actor: SUPER_ADMIN.username, operation: 'POST /api/v1/enrollment-keys' },
    ]);
    const everything = JSON.stringify(await eventsOf('?'));
    expect(everything).not.toContain(key.value);
    expect(everything).not.toContain(key.token);
    expect(everything).not.toContain(host.credentials.password);
  });

  it('leaves no event for a change that failed after it began writing', async () => {
    const host = await registerHost(server().url, await defaultKeyToken(server(), admin, 'keyed'));
    const node = host.nodes[0];
    const before = await page('?limit=1');
    const refused = await request(server(), 'PUT', `/api/nodes/keyed/${node.id}`, {
      token: admin,
      json: { metadata: 'half-written', relaynodes: ['some-node'] },
    });
    expect(refused.body).toEqual(
      errorBody(400, `node ${node.id} is not a relay; make it a relay before giving it nodes to relay`),
    );
    const nodes = await request(server(), 'GET', '/api/nodes/keyed', { token: admin });
    const stored = apiNodeSchema
      .array()
      .parse(nodes.body)
      .find((candidate) => candidate.id === node.id);
    expect(stored?.metadata).toBe(node.metadata);
    expect(await page('?limit=1')).toEqual(before);
  });

  it('refuses a change whose event cannot be written, keeping the change out too', async () => {
    const before = await page('?limit=1');
    const refusal = await refuseAuditEvents(server(), backend);
    try {
      const edit = await request(server(), 'PUT', '/api/networks/keyed', {
        token: admin,
        json: { netid: 'keyed', name: 'Never saved' },
      });
      expect(edit.body).toEqual(errorBody(500, 'internal server error; the server log has the details'));
    } finally {
      await refusal.allow();
    }
    const network = await request(server(), 'GET', '/api/networks/keyed', { token: admin });
    expect(network.body).toMatchObject({ netid: 'keyed', name: '' });
    expect(await page('?limit=1')).toEqual(before);
  });

  describe('filters and pages', () => {
    let all: AuditEvent[];
    beforeAll(async () => {
      await createNetwork(server(), admin, { netid: 'filtered', addressrange: '10.83.0.0/24' });
      for (const tag_name of ['Alpha', 'beta', 'gamma']) {
        const created = await request(server(), 'POST', '/api/v1/tags?network=filtered', {
          token: admin,
          json: { tag_name },
        });
        expect(created.status, created.text).toBe(200);
      }
      const deleted = await request(server(), 'DELETE', '/api/v1/tags?network=filtered&tag_id=filtered.beta', {
        token: admin,
      });
      expect(deleted.status, deleted.text).toBe(200);
      all = await eventsOf('?network=filtered');
    });

    it('by network, kind of object, action and actor', async () => {
      expect(all.map((event) => `${event.action} ${event.object_type} ${event.object_id}`)).toEqual([
        'delete tag filtered.beta',
        'create tag filtered.gamma',
        'create tag filtered.beta',
        'create tag filtered.Alpha',
        'create network filtered',
      ]);
      expect((await page('?network=filtered&object_type=tag')).total).toBe(4);
      expect((await page('?network=filtered&object_type=tag&action=delete')).rows).toEqual([all[0]]);
      expect((await page(`?network=filtered&actor=${SUPER_ADMIN.username}`)).total).toBe(5);
      expect((await page('?network=filtered&actor=audit-reader')).total).toBe(0);
      expect((await page('?network=filtered&actor=')).total).toBe(5);
    });

    it('in windows: offset and limit over the newest-first order, with the total', async () => {
      const first = await page('?network=filtered&limit=2');
      const second = await page('?network=filtered&limit=2&offset=2');
      const last = await page('?network=filtered&limit=2&offset=4');
      expect([first.total, second.total, last.total]).toEqual([5, 5, 5]);
      expect([first.offset, second.offset, last.offset]).toEqual([0, 2, 4]);
      expect([...first.rows, ...second.rows, ...last.rows]).toEqual(all);
      expect(await page('?network=filtered&offset=9')).toEqual({ total: 5, offset: 9, rows: [] });
    });

    it('by a search in actor, object id, network and operation, case aside', async () => {
      expect((await page('?network=filtered&search=ALPHA')).rows).toEqual([all[3]]);
      expect((await page('?network=filtered&search=v1/TAGS')).total).toBe(4);
      expect((await page('?network=filtered&search=SuperAdm')).total).toBe(5);
      expect((await page('?search=FILTERED')).total).toBe(5);
      expect((await page('?network=filtered&search=100%25')).total).toBe(0);
    });

    it('by time: from (inclusive) and to (exclusive), in any offset', async () => {
      const middle = all[2].at;
      const inParis = new Date(Date.parse(middle) + 3_600_000).toISOString().replace('Z', '+01:00');
      const since = all.filter((event) => event.at >= middle);
      const until = all.filter((event) => event.at < middle);
      expect((await page(`?network=filtered&from=${middle}`)).rows).toEqual(since);
      expect((await page(`?network=filtered&from=${encodeURIComponent(inParis)}`)).rows).toEqual(since);
      expect((await page(`?network=filtered&to=${middle}`)).rows).toEqual(until);
      expect(since.length + until.length).toBe(5);
    });

    it('refuses filters it cannot read, naming them', async () => {
      const bad = async (query: string, message: string) => {
        const reply = await request(server(), 'GET', `/api/v1/audit${query}`, { token: auditor });
        expect(reply.body).toEqual(errorBody(400, message));
      };
      await bad('?limit=0', 'limit: must be a whole number from 1 to 500');
      await bad('?from=yesterday', 'from: must be a date and time such as 2026-11-26T10:00:00Z');
      const actions = AUDIT_ACTIONS.map((action) => `"${action}"`).join(', ');
      await bad('?action=approve', `action: expected one of ${actions}`);
      await bad('?limit=5&colour=red', 'query: Unrecognized key: "colour"');
    });
  });

  it('is read by admins and auditors only, and reading it records nothing', async () => {
    const before = await page('?limit=1', admin);
    for (const path of ['/api/v1/audit', '/api/v1/audit/export']) {
      expect((await request(server(), 'GET', path, { token: platformUser })).body).toEqual(
        errorBody(403, 'only admins and auditors can read the audit log'),
      );
      expect((await request(server(), 'GET', path)).status).toBe(401);
      expect((await request(server(), 'GET', path, { token: auditor })).status).toBe(200);
    }
    const refused = await request(server(), 'POST', '/api/networks', {
      token: auditor,
      json: { netid: 'auditors-net', addressrange: '10.84.0.0/24' },
    });
    expect(refused.body).toEqual(errorBody(403, 'auditors have read-only access'));
    expect(await page('?limit=1', admin)).toEqual(before);
  });

  it('answered every change with its event written in its transaction', () => {
    expect(server().context.audit.unrecordedChanges()).toBe(0);
  });
});
