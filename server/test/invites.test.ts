import { envelopeSchema, userInviteSchema } from '@netloom/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/store/database';
import { MIGRATION_NAMES, migrateInTransaction, migrateToLatest } from '../src/store/migrations';
import { addPendingUser } from '../src/store/pending-user-repository';
import { addAccount, createSuperAdmin, logIn } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { startMailbox, type Mailbox } from './support/mailbox';
import { useServer } from './support/server';

const CONSOLE_URL = 'https://console.example.net';
const DAY_MS = 86_400_000;
const mailbox: { current?: Mailbox } = {};
beforeAll(async () => {
  mailbox.current = await startMailbox();
});
afterAll(() => mailbox.current?.close());

describe.each(backends)('invites and pending users ($name)', (backend) => {
  const server = useServer(backend, {
    NETLOOM_CONSOLE_URL: CONSOLE_URL,
    NETLOOM_LOGIN_RATE_LIMIT: '1000',
    NETLOOM_INVITE_VALIDITY_DAYS: '3',
    get NETLOOM_SMTP_URL() {
      return mailbox.current?.url;
    },
  });
  let superAdmin: string;
  let admin: string;
  beforeAll(async () => {
    superAdmin = await createSuperAdmin(server());
    await request(server(), 'POST', '/api/networks', {
      token: superAdmin,
      json: { netid: 'studio', addressrange: '10.93.0.0/24' },
    });
    admin = await addAccount(server(), 'an-admin', 'admin');
  });

  const invites = (reply: { body: unknown }) => envelopeSchema(userInviteSchema.strict().array()).parse(reply.body);

  it('invites by email, returns magic links, and emails them', async () => {
    const reply = await request(server(), 'POST', '/api/v1/users/invite', {
      token: admin,
      json: {
        user_emails: [' Ada@Example.com ', 'bob@example.com', 'ada@example.com'],
        platform_role_id: 'platform-user',
        user_group_ids: { 'studio-network-user-grp': {} },
        network_roles: { studio: { 'studio-network-admin': {} } },
      },
    });
    expect(reply.status).toBe(200);
    const body = invites(reply);
    expect(body.Message).toBe('triggered user invites; emails sent');
    expect(body.Response.map((invite) => invite.email)).toEqual(['ada@example.com', 'bob@example.com']);
    const ada = body.Response[0];
    // 26 base32 characters: 130 random bits.
    expect(ada.invite_code).toMatch(/^[A-Z2-7]{26}$/);
    expect(new Set(body.Response.map((invite) => invite.invite_code)).size).toBe(2);
    expect(Date.parse(ada.expires_at ?? '') - Date.parse(ada.created_at)).toBe(3 * DAY_MS);
    expect(ada.invite_url).toBe(`${CONSOLE_URL}/invite?email=ada%40example.com&invite_code=${ada.invite_code}`);
    const letter = mailbox.current?.received.findLast((mail) => mail.to.includes('ada@example.com'));
    const text = letter?.text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain(ada.invite_url);
    expect(text).toContain(`This link works until ${ada.expires_at?.slice(0, 16).replace('T', ' ')} UTC.`);
    const listed = invites(await request(server(), 'GET', '/api/v1/users/invites', { token: admin }));
    expect(listed.Response.map((invite) => invite.email).sort()).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('checks codes publicly and signs the invitee up with what the invitation grants', async () => {
    const listed = invites(await request(server(), 'GET', '/api/v1/users/invites', { token: admin })).Response;
    const ada = listed.find((invite) => invite.email === 'ada@example.com')!;
    const query = `email=ada%40example.com&invite_code=${ada.invite_code}`;
    const valid = await request(server(), 'GET', `/api/v1/users/invite?${query}`);
    expect(valid.body).toEqual({ Code: 200, Message: 'invite is valid', Response: null });
    const bad = await request(server(), 'GET', '/api/v1/users/invite?email=ada%40example.com&invite_code=AAAAAAAA');
    expect(bad.body).toEqual(errorBody(400, 'invalid invite code'));
    const wrongName = await request(server(), 'POST', `/api/v1/users/invite-signup?${query}`, {
      json: { username: 'someone@example.com', password: 'ada-password' },
    });
    expect(wrongName.body).toEqual(errorBody(400, 'the username must be the invited email ada@example.com'));
    const weak = await request(server(), 'POST', `/api/v1/users/invite-signup?${query}`, {
      json: { username: 'ada@example.com', password: 'short' },
    });
    expect(weak.body).toEqual(errorBody(400, 'password must have a minimum of 8 characters'));
    const signup = await request(server(), 'POST', `/api/v1/users/invite-signup?${query}`, {
      json: { username: 'ada@example.com', password: 'ada-password' },
    });
    expect(signup.body).toEqual({ Code: 200, Message: 'created user successfully ada@example.com', Response: null });
    const token = await logIn(server(), 'ada@example.com', 'ada-password');
    const me = await request(server(), 'GET', '/api/users/ada@example.com', { token });
    expect(me.body).toMatchObject({
      platform_role_id: 'platform-user',
      user_group_ids: { 'studio-network-user-grp': {} },
      network_roles: { studio: { 'studio-network-admin': {} } },
      created_by: 'an-admin',
    });
    const reused = await request(server(), 'GET', `/api/v1/users/invite?${query}`);
    expect(reused.body).toEqual(errorBody(400, 'invalid invite code'));
  });

  it('skips existing users, refuses bad emails and roles', async () => {
    const existing = await request(server(), 'POST', '/api/v1/users/invite', {
      token: admin,
      json: { user_emails: ['ada@example.com'], platform_role_id: 'platform-user' },
    });
    expect(invites(existing)).toMatchObject({
      Message: 'triggered user invites; already users, not invited: ada@example.com',
      Response: [],
    });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ user_emails: ['not-an-email'], platform_role_id: 'platform-user' }, 400, 'invalid email not-an-email'],
      [{ user_emails: [], platform_role_id: 'platform-user' }, 400, 'give at least one email address to invite'],
      [{ user_emails: ['c@example.com'] }, 400, 'platform role is missing'],
      [{ user_emails: ['c@example.com'], platform_role_id: 'admin' }, 403, 'only the super-admin can create admins'],
    ];
    for (const [json, status, message] of cases) {
      const reply = await request(server(), 'POST', '/api/v1/users/invite', { token: admin, json });
      expect(reply.body).toEqual(errorBody(status, message));
    }
  });

  it('signs up with what is left of an invitation whose role was deleted since', async () => {
    const role = await request(server(), 'POST', '/api/v1/users/role', {
      token: admin,
      json: { name: 'Short-lived', network_id: 'studio', full_access: true },
    });
    const roleId = (role.body as { Response: { id: string } }).Response.id;
    const sent = invites(
      await request(server(), 'POST', '/api/v1/users/invite', {
        token: admin,
        json: {
          user_emails: ['hal@example.com'],
          platform_role_id: 'platform-user',
          network_roles: { studio: { [roleId]: {}, 'studio-network-user': {} } },
        },
      }),
    ).Response[0];
    await request(server(), 'DELETE', `/api/v1/users/role?role_id=${roleId}`, { token: admin });
    const signup = await request(
      server(),
      'POST',
      `/api/v1/users/invite-signup?email=hal%40example.com&invite_code=${sent.invite_code}`,
      { json: { username: 'hal@example.com', password: 'hal-password' } },
    );
    expect(signup.status).toBe(200);
    const hal = await request(server(), 'GET', '/api/users/hal@example.com', { token: admin });
    expect(hal.body).toMatchObject({ network_roles: { studio: { 'studio-network-user': {} } } });
  });

  const invite = async (email: string) =>
    invites(
      await request(server(), 'POST', '/api/v1/users/invite', {
        token: admin,
        json: { user_emails: [email], platform_role_id: 'platform-user' },
      }),
    ).Response[0];

  it('refuses an expired invitation, telling the invitee when it expired and what to do', async () => {
    const sent = await invite('ivy@example.com');
    await server()
      .db.updateTable('user_invites')
      .set({ expires_at: '2026-01-05T10:30:00.000Z' })
      .where('email', '=', 'ivy@example.com')
      .execute();
    const query = `email=ivy%40example.com&invite_code=${sent.invite_code}`;
    const expired = errorBody(
      410,
      'this invitation expired on 2026-01-05 10:30 UTC; ask an administrator to invite ivy@example.com again',
    );
    expect((await request(server(), 'GET', `/api/v1/users/invite?${query}`)).body).toEqual(expired);
    const signup = await request(server(), 'POST', `/api/v1/users/invite-signup?${query}`, {
      json: { username: 'ivy@example.com', password: 'ivy-password' },
    });
    expect(signup.body).toEqual(expired);
    expect((await request(server(), 'GET', '/api/users/ivy@example.com', { token: admin })).status).toBe(404);
    // Only the holder of the code learns when it expired.
    const guess = await request(server(), 'GET', '/api/v1/users/invite?email=ivy%40example.com&invite_code=AAAA');
    expect(guess.body).toEqual(errorBody(400, 'invalid invite code'));
    const listed = invites(await request(server(), 'GET', '/api/v1/users/invites', { token: admin })).Response;
    expect(listed.find((one) => one.email === 'ivy@example.com')?.expires_at).toBe('2026-01-05T10:30:00.000Z');
  });

  it('signs up once with one code, however many sign-ups race, and never again', async () => {
    const sent = await invite('jo@example.com');
    const query = `email=jo%40example.com&invite_code=${sent.invite_code}`;
    const signUp = () =>
      request(server(), 'POST', `/api/v1/users/invite-signup?${query}`, {
        json: { username: 'jo@example.com', password: 'jo-password' },
      });
    const racing = await Promise.all(Array.from({ length: 5 }, signUp));
    expect(racing.map((reply) => reply.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const lost of racing.filter((reply) => reply.status !== 200)) {
      expect(['user jo@example.com already exists', 'invalid invite code']).toContain(
        (lost.body as { Message: string }).Message,
      );
    }
    expect((await request(server(), 'DELETE', '/api/users/jo@example.com', { token: admin })).status).toBe(200);
    expect((await signUp()).body).toEqual(errorBody(400, 'invalid invite code'));
  });

  it('revokes one invitation and clears them all', async () => {
    const revoked = await request(server(), 'DELETE', '/api/v1/users/invite?invitee_email=bob@example.com', {
      token: admin,
    });
    expect(revoked.status).toBe(200);
    const again = await request(server(), 'DELETE', '/api/v1/users/invite?invitee_email=bob@example.com', {
      token: admin,
    });
    expect(again.body).toEqual(errorBody(404, 'no invitation for bob@example.com'));
    await request(server(), 'POST', '/api/v1/users/invite', {
      token: superAdmin,
      json: { user_emails: ['carol@example.com', 'dan@example.com'], platform_role_id: 'admin' },
    });
    expect((await request(server(), 'DELETE', '/api/v1/users/invites', { token: admin })).status).toBe(200);
    expect(invites(await request(server(), 'GET', '/api/v1/users/invites', { token: admin })).Response).toEqual([]);
  });

  it('approves and denies people waiting after an SSO sign-in', async () => {
    const waiting = ['erin@example.com', 'fred@example.com', 'gus@example.com'];
    for (const username of waiting) {
      await addPendingUser(server().db, {
        username,
        external_id: `https://idp.example.net|${username}`,
        display_name: username.split('@')[0],
        created_at: new Date().toISOString(),
      });
    }
    const listed = await request(server(), 'GET', '/api/users_pending', { token: admin });
    expect((listed.body as { username: string }[]).map((user) => user.username)).toEqual(waiting);
    const approved = await request(server(), 'POST', '/api/users_pending/user/erin@example.com', {
      token: admin,
      json: { platform_role_id: 'auditor' },
    });
    expect(approved.body).toEqual({ Code: 200, Message: 'approved erin@example.com', Response: null });
    const erin = await request(server(), 'GET', '/api/users/erin@example.com', { token: admin });
    expect(erin.body).toMatchObject({ platform_role_id: 'auditor', auth_type: 'oauth', display_name: 'erin' });
    const noBody = await request(server(), 'POST', '/api/users_pending/user/fred@example.com', { token: admin });
    expect(noBody.status).toBe(200);
    const fred = await request(server(), 'GET', '/api/users/fred@example.com', { token: admin });
    expect(fred.body).toMatchObject({ platform_role_id: 'platform-user' });
    const denied = await request(server(), 'DELETE', '/api/users_pending/user/gus@example.com', { token: admin });
    expect(denied.body).toEqual({ Code: 200, Message: 'deleted pending gus@example.com', Response: null });
    const gone = await request(server(), 'POST', '/api/users_pending/user/gus@example.com', { token: admin });
    expect(gone.body).toEqual(errorBody(404, 'gus@example.com is not waiting for approval'));
    expect((await request(server(), 'GET', '/api/users_pending', { token: admin })).body).toEqual([]);
  });
});

describe.each(backends)('invitations made before they could expire ($name)', (backend) => {
  it('expire a week after they were made', async () => {
    const database = await backend.createDatabase();
    const db = connectDatabase(loadConfig(database.settings), { warn: () => undefined });
    try {
      await migrateInTransaction(db, MIGRATION_NAMES[MIGRATION_NAMES.indexOf('0016-invite-expiry') - 1]);
      await sql`insert into user_invites (email, invite_code, platform_role_id, user_group_ids, network_roles, created_by, created_at)
        values ('old@example.com', 'ABCDEFGH', 'platform-user', '[]', '{}', 'superadmin', '2026-03-02T08:00:00.000Z')`.execute(
        db,
      );
      await migrateToLatest(db);
      expect(await db.selectFrom('user_invites').select(['email', 'expires_at']).execute()).toEqual([
        { email: 'old@example.com', expires_at: '2026-03-09T08:00:00.000Z' },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
