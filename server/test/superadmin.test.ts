import { userSchema } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

const CREATE = '/api/users/adm/createsuperadmin';

describe.each(backends)('first super-admin ($name)', (backend) => {
  const server = useServer(backend);

  it('says there is no super-admin on a fresh server', async () => {
    const reply = await request(server(), 'GET', '/api/users/adm/hassuperadmin');
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('false');
  });

  it.each([
    [{ username: 'abc', password: 'long-secret' }, 'username must have more than 3 characters'],
    [{ username: 'bad name', password: 'long-secret' }, 'invalid character(s) in username'],
    [{ username: 'MasterAdministrator', password: 'long-secret' }, 'username masteradministrator is reserved'],
    [{ username: 'admin', password: 'seven77' }, 'password must have a minimum of 8 characters'],
    [
      { username: 'ab', password: '' },
      'username must have more than 3 characters\npassword must have a minimum of 8 characters',
    ],
    [
      {},
      'username must have more than 3 characters\ninvalid character(s) in username\npassword must have a minimum of 8 characters',
    ],
    [{ username: 42, password: 'long-secret' }, 'username: expected string'],
    [[], 'request body: expected object'],
  ])('refuses %j', async (body, message) => {
    const reply = await request(server(), 'POST', CREATE, { json: body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, message));
  });

  it('refuses a body that is not JSON', async () => {
    const reply = await request(server(), 'POST', CREATE, { rawJson: '{"username": "admin",' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'request body is not valid JSON'));
  });

  it('refuses a missing body', async () => {
    const reply = await request(server(), 'POST', CREATE);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'request body is required'));
  });

  it('has created nobody after the refusals', async () => {
    expect((await request(server(), 'GET', '/api/users/adm/hassuperadmin')).text).toBe('false');
  });

  it('creates the super-admin and returns it', async () => {
    const reply = await request(server(), 'POST', CREATE, { json: { ...SUPER_ADMIN, platform_role_id: 'auditor' } });
    expect(reply.status).toBe(200);
    const user = userSchema.strict().parse(reply.body);
    expect(user).toMatchObject({
      username: SUPER_ADMIN.username,
      isadmin: true,
      issuperadmin: true,
      platform_role_id: 'super-admin',
      auth_type: 'basic_auth',
      account_disabled: false,
      user_group_ids: {},
      last_login_time: '0001-01-01T00:00:00Z',
    });
    expect(Date.parse(user.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores the password as an argon2id hash', async () => {
    const row = await server()
      .db.selectFrom('users')
      .select('password_hash')
      .where('username', '=', SUPER_ADMIN.username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(SUPER_ADMIN.password);
  });

  it('then says there is a super-admin', async () => {
    const reply = await request(server(), 'GET', '/api/users/adm/hassuperadmin');
    expect(reply.text).toBe('true');
  });

  it('refuses a second super-admin', async () => {
    const reply = await request(server(), 'POST', CREATE, {
      json: { username: 'another', password: 'another-secret' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'superadmin user already exists'));
  });
});
