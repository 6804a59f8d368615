import { aclPolicySchema, envelopeSchema, userSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin, logIn, SUPER_ADMIN } from './support/accounts';
import { createPolicy } from './support/acl-fixtures';
import { createClient, createGateway } from './support/remote-access';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

describe.each(backends)('user management ($name)', (backend) => {
  const server = useServer(backend);
  let superAdmin: string;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    superAdmin = await createSuperAdmin(server());
    await request(server(), 'POST', '/api/networks', {
      token: superAdmin,
      json: { netid: 'office', addressrange: '10.90.0.0/24' },
    });
    admin = await addAccount(server(), 'first-admin', 'admin');
    member = await addAccount(server(), 'member', 'platform-user');
  });

  const create = (token: string, username: string, body: Record<string, unknown>) =>
    request(server(), 'POST', `/api/users/${username}`, { token, json: { username, ...body } });
  const change = (token: string, username: string, body: Record<string, unknown>) =>
    request(server(), 'PUT', `/api/users/${username}`, { token, json: body });

  it('creates a user with groups and network roles who can then sign in', async () => {
    const reply = await create(admin, 'dana', {
      password: 'dana-password',
      platform_role_id: 'platform-user',
      display_name: ' Dana ',
      user_group_ids: { 'office-network-user-grp': {} },
      network_roles: { office: { 'office-network-admin': {} } },
    });
    expect(reply.status).toBe(200);
    expect(userSchema.strict().parse(reply.body)).toMatchObject({
      username: 'dana',
      display_name: 'Dana',
      platform_role_id: 'platform-user',
      user_group_ids: { 'office-network-user-grp': {} },
      network_roles: { office: { 'office-network-admin': {} } },
      created_by: 'first-admin',
    });
    const dana = await logIn(server(), 'dana', 'dana-password');
    // The network role given directly makes dana an admin of the network.
    const renamed = await request(server(), 'PUT', '/api/networks/office', {
      token: dana,
      json: { netid: 'office', defaultkeepalive: 21 },
    });
    expect(renamed.status).toBe(200);
    expect((await request(server(), 'GET', '/api/users/dana', { token: dana })).status).toBe(200);
  });

  it('refuses passwords under 8 characters and unknown roles, groups and network roles', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short', platform_role_id: 'platform-user' }, 'password must have a minimum of 8 characters'],
      [{ password: 'long-enough' }, 'platform role is missing'],
      [{ password: 'long-enough', platform_role_id: 'wizard' }, 'unknown platform role wizard'],
      [
        { password: 'long-enough', platform_role_id: 'platform-user', user_group_ids: { nope: {} } },
        'invalid groups: nope do not exist',
      ],
      [
        { password: 'long-enough', platform_role_id: 'platform-user', network_roles: { office: { admin: {} } } },
        'admin is a platform role, not a network role',
      ],
      [
        {
          password: 'long-enough',
          platform_role_id: 'platform-user',
          network_roles: { office: { 'global-network-user': {} } },
        },
        'role global-network-user belongs to all_networks, not to office',
      ],
      [
        {
          password: 'long-enough',
          platform_role_id: 'platform-user',
          network_roles: { lab: { 'lab-network-user': {} } },
        },
        'network lab does not exist',
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await create(admin, 'erin', body);
      expect(reply.body).toEqual(errorBody(400, message));
    }
    expect((await request(server(), 'GET', '/api/users/erin', { token: admin })).status).toBe(404);
  });

  it('lets only the super-admin create admins, and nobody a second super-admin', async () => {
    const byAdmin = await create(admin, 'new-admin', { password: 'long-enough', platform_role_id: 'admin' });
    expect(byAdmin.body).toEqual(errorBody(403, 'only the super-admin can create admins'));
    const second = await create(superAdmin, 'boss', { password: 'long-enough', platform_role_id: 'super-admin' });
    expect(second.body).toEqual(errorBody(403, 'there is only one super-admin; transfer the role instead'));
    const bySuper = await create(superAdmin, 'new-admin', { password: 'long-enough', platform_role_id: 'admin' });
    expect(bySuper.status).toBe(200);
  });

  it('creates one user when the same name is created many times at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        create(admin, 'racer', { password: 'racer-password', platform_role_id: 'auditor' }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const reply of replies.filter((candidate) => candidate.status === 400)) {
      expect(reply.body).toEqual(errorBody(400, 'user racer already exists'));
    }
  });

  it('refuses creating users to non-admins and a taken name', async () => {
    const denied = await create(member, 'frank', { password: 'long-enough', platform_role_id: 'platform-user' });
    expect(denied.body).toEqual(errorBody(403, 'only admins can create users'));
    const taken = await create(admin, 'member', { password: 'long-enough', platform_role_id: 'platform-user' });
    expect(taken.body).toEqual(errorBody(400, 'user member already exists'));
  });

  it("lets admins change other users' role, groups and status, and a disabled user can't sign in", async () => {
    await create(admin, 'gail', { password: 'gail-password', platform_role_id: 'platform-user' });
    const reply = await change(admin, 'gail', {
      platform_role_id: 'auditor',
      user_group_ids: { 'global-network-user-grp': {} },
      account_disabled: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      platform_role_id: 'auditor',
      user_group_ids: { 'global-network-user-grp': {} },
      account_disabled: true,
    });
    const login = await request(server(), 'POST', '/api/users/adm/authenticate', {
      json: { username: 'gail', password: 'gail-password' },
    });
    expect(login.body).toEqual(errorBody(401, 'user account disabled'));
  });

  it('keeps fields left out of an update', async () => {
    await create(admin, 'hank', {
      password: 'hank-password',
      platform_role_id: 'platform-user',
      display_name: 'Hank',
      user_group_ids: { 'office-network-user-grp': {} },
    });
    const reply = await change(admin, 'hank', { display_name: 'Hank Hill' });
    expect(reply.body).toMatchObject({
      display_name: 'Hank Hill',
      platform_role_id: 'platform-user',
      user_group_ids: { 'office-network-user-grp': {} },
    });
  });

  it('refuses a body naming another user', async () => {
    const reply = await change(admin, 'hank', { username: 'member', display_name: 'x' });
    expect(reply.body).toEqual(errorBody(400, 'user in param and request body not matching'));
  });

  it('keeps admins away from other admins and the super-admin', async () => {
    const other = await change(admin, 'new-admin', { display_name: 'Renamed' });
    expect(other.body).toEqual(errorBody(403, 'only the super-admin can change an admin'));
    const top = await change(admin, SUPER_ADMIN.username, { display_name: 'Renamed' });
    expect(top.body).toEqual(errorBody(403, 'nobody can change the super-admin'));
    const promote = await change(admin, 'hank', { platform_role_id: 'admin' });
    expect(promote.body).toEqual(errorBody(403, 'only the super-admin can create admins'));
    const bySuper = await change(superAdmin, 'new-admin', { display_name: 'Second Admin' });
    expect(bySuper.status).toBe(200);
  });

  it('refuses non-admins changing other users', async () => {
    const reply = await change(member, 'hank', { display_name: 'x' });
    expect(reply.body).toEqual(errorBody(403, 'only admins can change other users'));
  });

  it('lets nobody change their own role, groups or status', async () => {
    for (const body of [
      { platform_role_id: 'auditor' },
      { user_group_ids: { 'global-network-admin-grp': {} } },
      { network_roles: { office: { 'office-network-admin': {} } } },
      { account_disabled: true },
    ]) {
      for (const [token, username] of [
        [member, 'member'],
        [admin, 'first-admin'],
      ]) {
        const reply = await change(token, username, body);
        expect(reply.body).toEqual(
          errorBody(403, 'you cannot change your own role, groups, network roles or account status'),
        );
      }
    }
    // Sending back one's own record unchanged, as Netmaker's console does, is fine.
    const same = await change(member, 'member', { platform_role_id: 'platform-user', display_name: 'Me' });
    expect(same.status).toBe(200);
  });

  it('changes your own password only with the current one', async () => {
    await create(admin, 'ivan', { password: 'ivan-password', platform_role_id: 'platform-user' });
    const ivan = await logIn(server(), 'ivan', 'ivan-password');
    const missing = await change(ivan, 'ivan', { password: 'new-password' });
    expect(missing.body).toEqual(errorBody(400, 'give your current password to change it'));
    const wrong = await change(ivan, 'ivan', { password: 'new-password', current_password: 'guess-again' });
    expect(wrong.body).toEqual(errorBody(400, 'current password is incorrect'));
    const weak = await change(ivan, 'ivan', { password: 'short', current_password: 'ivan-password' });
    expect(weak.body).toEqual(errorBody(400, 'password must have a minimum of 8 characters'));
    const done = await change(ivan, 'ivan', { password: 'new-password', current_password: 'ivan-password' });
    expect(done.status).toBe(200);
    await logIn(server(), 'ivan', 'new-password');
    // An admin sets another user's password without knowing the old one.
    expect((await change(admin, 'ivan', { password: 'admin-chosen' })).status).toBe(200);
    await logIn(server(), 'ivan', 'admin-chosen');
  });

  it("reads a user's own record, and others' only as admin or auditor", async () => {
    expect((await request(server(), 'GET', '/api/users/member', { token: member })).status).toBe(200);
    const other = await request(server(), 'GET', '/api/users/hank', { token: member });
    expect(other.body).toEqual(errorBody(403, 'only admins can read other users'));
    expect((await request(server(), 'GET', '/api/users/nobody-here', { token: admin })).body).toEqual(
      errorBody(404, 'user nobody-here not found'),
    );
  });

  it('deletes users, but not yourself, the super-admin, or (as an admin) another admin', async () => {
    const self = await request(server(), 'DELETE', '/api/users/first-admin', { token: admin });
    expect(self.body).toEqual(errorBody(400, 'you cannot delete your own account'));
    const top = await request(server(), 'DELETE', `/api/users/${SUPER_ADMIN.username}`, { token: admin });
    expect(top.body).toEqual(errorBody(400, 'the super-admin cannot be deleted; transfer the super-admin role first'));
    const peer = await request(server(), 'DELETE', '/api/users/new-admin', { token: admin });
    expect(peer.body).toEqual(errorBody(403, 'only the super-admin can delete an admin'));
    const byMember = await request(server(), 'DELETE', '/api/users/hank', { token: member });
    expect(byMember.body).toEqual(errorBody(403, 'only admins can delete users'));
    const done = await request(server(), 'DELETE', '/api/users/hank', { token: admin });
    expect(done.status).toBe(200);
    expect(done.body).toBe('hank deleted.');
    expect((await request(server(), 'GET', '/api/users/hank', { token: admin })).status).toBe(404);
  });

  it('takes deleted users and groups out of user policies, and deletes a policy left without sources', async () => {
    await create(admin, 'kim-lee', { password: 'kim-password', platform_role_id: 'platform-user' });
    await request(server(), 'POST', '/api/v1/users/group', {
      token: admin,
      json: { user_group: { name: 'Night shift', network_roles: { office: { 'office-network-user': {} } } } },
    });
    const policy = await createPolicy(server(), admin, 'office', {
      name: 'night staff',
      policy_type: 'user-policy',
      src_type: [
        { id: 'user', value: 'kim-lee' },
        { id: 'user-group', value: 'night-shift' },
      ],
      dst_type: [{ id: 'tag', value: '*' }],
      allowed_traffic_direction: 0,
    });
    const policies = async () => {
      const reply = await request(server(), 'GET', '/api/v1/acls?network=office', { token: admin });
      return envelopeSchema(aclPolicySchema.array()).parse(reply.body).Response;
    };
    expect((await request(server(), 'DELETE', '/api/users/kim-lee', { token: admin })).status).toBe(200);
    const kept = (await policies()).find((candidate) => candidate.id === policy.id);
    expect(kept?.src_type.map((member) => member.value)).toEqual(['night-shift']);
    const removed = await request(server(), 'DELETE', '/api/v1/users/group?group_id=night-shift', { token: admin });
    expect(removed.status).toBe(200);
    expect((await policies()).some((candidate) => candidate.id === policy.id)).toBe(false);
  });

  it("keeps a deleted user's VPN config files unless asked to delete them too", async () => {
    const { gateway } = await createGateway(server(), admin, 'office');
    for (const username of ['lena-one', 'lena-two']) {
      await create(admin, username, {
        password: 'lena-password',
        platform_role_id: 'platform-user',
        network_roles: { office: { 'office-network-admin': {} } },
      });
      const token = await logIn(server(), username, 'lena-password');
      await createClient(server(), token, 'office', gateway.id, { clientid: `${username}-laptop` });
    }
    const owners = async () => {
      const reply = await request(server(), 'GET', '/api/extclients/office', { token: admin });
      return (reply.body as { clientid: string }[]).map((client) => client.clientid).sort();
    };
    await request(server(), 'DELETE', '/api/users/lena-one', { token: admin });
    await request(server(), 'DELETE', '/api/users/lena-two?force_delete_configs=true', { token: admin });
    expect(await owners()).toEqual(['lena-one-laptop']);
  });

  it('transfers the super-admin role to an admin only, demoting the caller', async () => {
    const toUser = await request(server(), 'POST', '/api/users/adm/transfersuperadmin/member', { token: superAdmin });
    expect(toUser.body).toEqual(errorBody(403, 'only an admin can become the super-admin'));
    const byAdmin = await request(server(), 'POST', '/api/users/adm/transfersuperadmin/first-admin', { token: admin });
    expect(byAdmin.body).toEqual(errorBody(403, 'only a super-admin can transfer the super-admin role'));
    const reply = await request(server(), 'POST', '/api/users/adm/transfersuperadmin/first-admin', {
      token: superAdmin,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ username: 'first-admin', issuperadmin: true });
    const former = await request(server(), 'GET', `/api/users/${SUPER_ADMIN.username}`, { token: admin });
    expect(former.body).toMatchObject({ platform_role_id: 'admin', isadmin: true, issuperadmin: false });
    // The new super-admin may now delete the former one, an admin.
    const removed = await request(server(), 'DELETE', `/api/users/${SUPER_ADMIN.username}`, { token: admin });
    expect(removed.status).toBe(200);
  });
});
