import { envelopeSchema, userGroupSchema, userSchema, userWithRoleSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

describe.each(backends)('users ($name)', (backend) => {
  const server = useServer(backend);
  let superAdmin: string;
  let admin: string;
  let auditor: string;
  let member: string;
  beforeAll(async () => {
    superAdmin = await createSuperAdmin(server());
    admin = await addAccount(server(), 'zed-admin', 'admin');
    auditor = await addAccount(server(), 'audrey', 'auditor');
    member = await addAccount(server(), 'member', 'platform-user', ['global-network-user-grp']);
  });

  it('lists every user, sorted by username, to admins', async () => {
    const reply = await request(server(), 'GET', '/api/users', { token: admin });
    expect(reply.status).toBe(200);
    const users = userSchema.strict().array().parse(reply.body);
    expect(users.map((user) => user.username)).toEqual(['audrey', 'member', 'superadmin', 'zed-admin']);
    expect(users.find((user) => user.username === 'member')).toMatchObject({
      isadmin: false,
      issuperadmin: false,
      platform_role_id: 'platform-user',
      user_group_ids: { 'global-network-user-grp': {} },
      created_by: 'superadmin',
    });
    expect(users.find((user) => user.username === 'zed-admin')).toMatchObject({ isadmin: true, issuperadmin: false });
  });

  it('lists users to auditors', async () => {
    const reply = await request(server(), 'GET', '/api/users', { token: auditor });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(4);
  });

  it('does not list users to platform users', async () => {
    const reply = await request(server(), 'GET', '/api/users', { token: member });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(errorBody(403, 'only admins and auditors can list users'));
  });

  it('does not list users without a token', async () => {
    expect((await request(server(), 'GET', '/api/users')).status).toBe(401);
  });

  it('lists the user groups with the network roles they grant to admins and auditors, not to users', async () => {
    await request(server(), 'POST', '/api/networks', {
      token: superAdmin,
      json: { netid: 'grouped', addressrange: '10.77.0.0/24' },
    });
    const reply = await request(server(), 'GET', '/api/v1/users/groups', { token: auditor });
    expect(reply.status).toBe(200);
    const groups = envelopeSchema(userGroupSchema.strict().array()).parse(reply.body).Response;
    expect(groups.map((group) => group.id)).toEqual([
      'global-network-admin-grp',
      'global-network-user-grp',
      'grouped-network-admin-grp',
      'grouped-network-user-grp',
    ]);
    expect(groups.find((group) => group.id === 'grouped-network-user-grp')).toMatchObject({
      default: true,
      network_roles: { grouped: { 'grouped-network-user': {} } },
    });
    expect((await request(server(), 'GET', '/api/v1/users/groups', { token: admin })).status).toBe(200);
    const refused = await request(server(), 'GET', '/api/v1/users/groups', { token: member });
    expect(refused.body).toEqual(errorBody(403, 'only admins and auditors can list user groups'));
  });

  it('gives a user its own record with its platform role and groups in full', async () => {
    const reply = await request(server(), 'GET', '/api/v1/users?username=member', { token: member });
    expect(reply.status).toBe(200);
    const body = envelopeSchema(userWithRoleSchema.strict()).strict().parse(reply.body);
    expect(body.Code).toBe(200);
    expect(body.Message).toBe('fetched user with role info');
    expect(body.Response.username).toBe('member');
    expect(body.Response.platform_role).toMatchObject({
      id: 'platform-user',
      default: true,
      full_access: false,
      deny_dashboard_access: false,
      network_id: '',
    });
    expect(body.Response.user_group_ids).toEqual({
      'global-network-user-grp': {
        id: 'global-network-user-grp',
        name: 'Global Network Users',
        default: true,
        network_roles: { all_networks: { 'global-network-user': {} } },
        meta_data: 'Members use every network.',
      },
    });
  });

  it('gives the super-admin its record with a full-access role', async () => {
    const reply = await request(server(), 'GET', '/api/v1/users?username=superadmin', { token: superAdmin });
    const body = envelopeSchema(userWithRoleSchema).parse(reply.body);
    expect(body.Response.platform_role).toMatchObject({ id: 'super-admin', full_access: true });
    expect(body.Response.user_group_ids).toEqual({});
    expect(Date.parse(body.Response.last_login_time)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gives admins other users' records", async () => {
    const reply = await request(server(), 'GET', '/api/v1/users?username=audrey', { token: admin });
    expect(reply.status).toBe(200);
    expect(envelopeSchema(userWithRoleSchema).parse(reply.body).Response.platform_role.id).toBe('auditor');
  });

  it("refuses other users' records to platform users, not to auditors", async () => {
    const reply = await request(server(), 'GET', '/api/v1/users?username=zed-admin', { token: member });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(errorBody(403, 'only admins can read other users'));
    const audited = await request(server(), 'GET', '/api/v1/users?username=zed-admin', { token: auditor });
    expect(audited.status).toBe(200);
  });

  it('needs a username', async () => {
    for (const path of ['/api/v1/users', '/api/v1/users?username=']) {
      const reply = await request(server(), 'GET', path, { token: member });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, 'username is required'));
    }
  });

  it('refuses a repeated username parameter', async () => {
    const reply = await request(server(), 'GET', '/api/v1/users?username=a&username=b', { token: admin });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'username: expected string'));
  });

  it('answers 404 for an unknown user', async () => {
    const reply = await request(server(), 'GET', '/api/v1/users?username=ghost', { token: admin });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'user ghost not found'));
  });
});
