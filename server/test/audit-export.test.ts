import { AUDIT_CSV_COLUMNS, auditPageSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAuditEvent, type NewAuditEvent } from '../src/store/audit-repository';
import { timestampNow } from '../src/time';
import { createSuperAdmin, SUPER_ADMIN } from './support/accounts';
import { backends } from './support/backends';
import { request } from './support/http';
import { createNetwork } from './support/keys';
import { useServer } from './support/server';

const HEADER = 'at,actor,actor_kind,action,object_type,object_id,network,operation,source_ip\r\n';

/** An event as a route could have written it, with what the test says. */
function event(fields: Partial<NewAuditEvent>): NewAuditEvent {
  return {
    at: timestampNow(),
    actor: 'admin',
    actor_kind: 'user',
    action: 'update',
    object_type: 'network',
    object_id: 'net',
    network: 'net',
    operation: 'PUT /api/networks/:netid',
    source_ip: '192.0.2.1',
    ...fields,
  };
}

describe.each(backends)('the audit log export ($name)', (backend) => {
  const server = useServer(backend);
  let admin: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
  });

  const download = async (query: string) => {
    const reply = await request(server(), 'GET', `/api/v1/audit/export${query}`, { token: admin });
    expect(reply.status, reply.text).toBe(200);
    return reply;
  };

  it('downloads the matching events as CSV, newest first, in a file named for the day', async () => {
    await createNetwork(server(), admin, { netid: 'exported', addressrange: '10.85.0.0/24' });
    const tag = await request(server(), 'POST', '/api/v1/tags?network=exported', {
      token: admin,
      json: { tag_name: 'web' },
    });
    expect(tag.status, tag.text).toBe(200);
    const days = [timestampNow().slice(0, 10)];
    const reply = await download('?network=exported');
    days.push(timestampNow().slice(0, 10));

    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(days.map((day) => `attachment; filename="netloom-audit-${day}.csv"`)).toContain(
      reply.headers.get('content-disposition'),
    );
    const page = auditPageSchema.parse(
      (await request(server(), 'GET', '/api/v1/audit?network=exported', { token: admin })).body,
    );
    expect(page.rows.map((row) => row.operation)).toEqual(['POST /api/v1/tags', 'POST /api/networks']);
    const records = page.rows.map((row) => `${AUDIT_CSV_COLUMNS.map((column) => row[column]).join(',')}\r\n`);
    expect(reply.text).toBe(HEADER + records.join(''));
    expect(records[0]).toBe(
      `${page.rows[0].at},${SUPER_ADMIN.username},user,create,tag,exported.web,exported,POST /api/v1/tags,127.0.0.1\r\n`,
    );
    expect((await download('?network=exported&object_type=network')).text).toBe(HEADER + records[1]);
    expect((await download('?network=nowhere')).text).toBe(HEADER);
  });

  it('quotes cells holding quotes, commas or line breaks, and keeps spreadsheet formulas as text', async () => {
    const invite = await request(server(), 'POST', '/api/v1/users/invite', {
      token: admin,
      json: {
        user_emails: ['=HYPERLINK("http://evil.example")@evil.example', 'second@example.com'],
        platform_role_id: 'platform-user',
      },
    });
    expect(invite.status, invite.text).toBe(200);
    const invited = await download('?object_type=invite');
    expect(invited.text.split('\r\n')[1]).toMatch(
      /,"'=hyperlink\(""http:\/\/evil\.example""\)@evil\.example, second@example\.com",,POST \/api\/v1\/users\/invite,/,
    );

    const at = timestampNow();
    const crafted = { at, operation: 'TEST quoting', object_type: 'dns' as const };
    await insertAuditEvent(server().db, event({ ...crafted, actor: '=cmd|/c calc', object_id: 'two\nlines' }));
    await insertAuditEvent(server().db, event({ ...crafted, actor: '+1', object_id: '-2+3', network: 'a,b' }));
    await insertAuditEvent(server().db, event({ ...crafted, actor: '@SUM(A1)', object_id: '\tcmd', network: 'x"y' }));
    const rest = 'user,update,dns';
    expect((await download('?search=TEST%20quoting')).text).toBe(
      HEADER +
        `${at},'@SUM(A1),${rest},'\tcmd,"x""y",TEST quoting,192.0.2.1\r\n` +
        `${at},'+1,${rest},'-2+3,"a,b",TEST quoting,192.0.2.1\r\n` +
        `${at},'=cmd|/c calc,${rest},"two\nlines",net,TEST quoting,192.0.2.1\r\n`,
    );
  });

  it('streams every matching event of a long log, newest first, past its batches', async () => {
    const events = Array.from({ length: 2_345 }, (_, index) =>
      event({ operation: 'TEST bulk', object_id: `bulk-${index}` }),
    );
    for (let start = 0; start < events.length; start += 400) {
      await server()
        .db.insertInto('audit_events')
        .values(events.slice(start, start + 400))
        .execute();
    }
    const lines = (await download('?search=TEST%20bulk')).text.split('\r\n');
    expect(lines).toHaveLength(2_345 + 2);
    expect(lines[0]).toBe(HEADER.trimEnd());
    expect(lines.at(-1)).toBe('');
    const ids = lines.slice(1, -1).map((line) => line.split(',')[5]);
    expect(ids).toEqual(events.map((bulk) => bulk.object_id).reverse());
  });
});
