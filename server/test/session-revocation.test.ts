import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, addAccount, createSuperAdmin, logIn } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

const ENDED =
  'this session has ended: the password or the role changed, or the account signed out everywhere; log in again';

// A session token is good until it expires, unless what it vouched for changed: then every session of
// that user ends, on every device.
describe.each(backends)('sessions that end early ($name)', (backend) => {
  const server = useServer(backend);
  let admin: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
  });

  const profile = (username: string, token: string) =>
    request(server(), 'GET', `/api/users/${username}`, { token }).then((reply) => reply.body);
  const change = (username: string, token: string, json: Record<string, unknown>) =>
    request(server(), 'PUT', `/api/users/${username}`, { token, json });
  const twoSessions = async (username: string) => {
    await addAccount(server(), username, 'platform-user');
    return [await logIn(server(), username, ACCOUNT_PASSWORD), await logIn(server(), username, ACCOUNT_PASSWORD)];
  };

  it('ends every session of a user whose password an admin changes', async () => {
    const sessions = await twoSessions('ivy-user');
    expect((await change('ivy-user', admin, { password: 'a-new-secret-1' })).status).toBe(200);
    for (const token of sessions) expect(await profile('ivy-user', token)).toEqual(errorBody(401, ENDED));
    const fresh = await logIn(server(), 'ivy-user', 'a-new-secret-1');
    expect((await request(server(), 'GET', '/api/users/ivy-user', { token: fresh })).status).toBe(200);
  });

  it('ends every session, the one used too, when users change their own password', async () => {
    const [used, other] = await twoSessions('jack');
    const reply = await change('jack', used, { password: 'jacks-new-secret', current_password: ACCOUNT_PASSWORD });
    expect(reply.status, reply.text).toBe(200);
    expect(await profile('jack', used)).toEqual(errorBody(401, ENDED));
    expect(await profile('jack', other)).toEqual(errorBody(401, ENDED));
  });

  it.each([
    ['platform role', { platform_role_id: 'admin' }],
    ['groups', { user_group_ids: { 'global-network-user-grp': {} } }],
  ])('ends every session of a user whose %s an admin changes', async (_what, changes) => {
    const username = `kim-${Object.keys(changes)[0].length}`;
    const sessions = await twoSessions(username);
    const reply = await change(username, admin, { ...changes });
    expect(reply.status, reply.text).toBe(200);
    for (const token of sessions) expect(await profile(username, token)).toEqual(errorBody(401, ENDED));
  });

  it('keeps sessions when nothing they vouch for changed', async () => {
    const [token] = await twoSessions('lena');
    expect((await change('lena', token, { display_name: 'Lena L.' })).status).toBe(200);
    expect((await change('lena', admin, { platform_role_id: 'platform-user' })).status).toBe(200);
    expect((await request(server(), 'GET', '/api/users/lena', { token })).status).toBe(200);
  });

  it("signs out everywhere: every session of the caller ends, nobody else's", async () => {
    const [used, other] = await twoSessions('maxim');
    const [bystander] = await twoSessions('nora');
    const reply = await request(server(), 'DELETE', '/api/v2/sessions', { token: used });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ Code: 200, Message: 'every session of maxim has ended', Response: null });
    expect(await profile('maxim', used)).toEqual(errorBody(401, ENDED));
    expect(await profile('maxim', other)).toEqual(errorBody(401, ENDED));
    expect((await request(server(), 'GET', '/api/users/nora', { token: bystander })).status).toBe(200);
    expect(
      (await request(server(), 'GET', '/api/users/maxim', { token: await logIn(server(), 'maxim', ACCOUNT_PASSWORD) }))
        .status,
    ).toBe(200);
  });
});
