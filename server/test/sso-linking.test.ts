import { auditPageSchema, envelopeSchema, userInviteSchema, userSchema } from '@netloom/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/store/database';
import { MIGRATION_NAMES, migrateInTransaction, migrateToLatest } from '../src/store/migrations';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import type { ProviderAccount } from './support/oidc-provider';
import { SsoBrowser } from './support/sso-browser';
import { addSsoUser, AWAITING, providerPerson as person, ssoLanding } from './support/sso-people';
import { SSO_CONSOLE, SSO_LOGIN, SSO_PUBLIC_API, useSsoServer } from './support/sso-server';

const LINKED_ELSEWHERE = (username: string) =>
  `The account ${username} is linked to a different account at the identity provider; sign in with that one, or ask an administrator to help`;
const NOT_LINKABLE = (username: string) =>
  `The account ${username} is not linked to your account at the identity provider, and the provider shared no verified email address to link it by; ask an administrator to help`;
const NOT_VERIFIED = (email: string) =>
  `The identity provider did not confirm that the email address ${email} is verified; verify it there, then sign in again`;

/** Fresh for each backend: some tests change what the provider says about a person. */
const people = () => ({
  // Two accounts at the provider with one email address (a second login, or a provider that doesn't check).
  owner: person('owner-sub', { email: 'shared@example.com', email_verified: true }),
  sameEmail: person('other-sub', { email: 'Shared@Example.com', email_verified: true }),
  linking: person('linking-sub', { email: 'linking@example.com', email_verified: true }),
  verifiedText: person('text-sub', { email: 'text@example.com', email_verified: 'true' }),
  unverified: person('unverified-sub', { email: 'unverified@example.com', email_verified: false }),
  unverifiedText: person('unverified-text-sub', { email: 'unverified@example.com', email_verified: 'false' }),
  unstated: person('unstated-sub', { email: 'unstated@example.com', email_verified: null }),
  unstatedInvited: person('unstated-invited-sub', { email: 'invited@example.com', email_verified: null }),
  nameOnly: person('grace-sub', { preferred_username: 'grace' }),
  hopper: person('hopper-sub', { preferred_username: 'hopper' }),
  hopperTwin: person('hopper-twin-sub', { preferred_username: 'hopper' }),
  invitedName: person('invited-name-sub', { preferred_username: 'named@example.com' }),
  mover: person('mover-sub', { email: 'mover.old@example.com', email_verified: true }),
});

describe.each(backends)('single sign-on links accounts by subject ($name)', (backend) => {
  const PEOPLE = people();
  const server = useSsoServer(backend, Object.values(PEOPLE));
  const signIn = async (account: ProviderAccount, loginUrl = SSO_LOGIN) => {
    const browser = new SsoBrowser({ [SSO_PUBLIC_API]: server().url }, [SSO_CONSOLE]);
    return ssoLanding(server(), await browser.signInWithSso(loginUrl, account));
  };
  let admin: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
  });

  async function invite(email: string): Promise<string> {
    const reply = await request(server(), 'POST', '/api/v1/users/invite', {
      token: admin,
      json: { user_emails: [email], platform_role_id: 'platform-user' },
    });
    expect(reply.status).toBe(200);
    return envelopeSchema(userInviteSchema.array()).parse(reply.body).Response[0].invite_code;
  }
  const invitedEmails = async () => {
    const reply = await request(server(), 'GET', '/api/v1/users/invites', { token: admin });
    return envelopeSchema(userInviteSchema.array())
      .parse(reply.body)
      .Response.map((pending) => pending.email);
  };
  /** The identity a user is linked to: `<issuer>|<subject>`, or '' for none. */
  const linkedIdentity = async (username: string) => {
    const reply = await request(server(), 'GET', `/api/users/${encodeURIComponent(username)}`, { token: admin });
    expect(reply.status).toBe(200);
    return userSchema.parse(reply.body).external_identity_provider_id;
  };
  const subject = (login: string) => expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+\\|${login}$`));
  /** What single sign-on changed (sign-ins and refused ones are recorded too, but change nothing). */
  const ssoAuditRows = async (actions = ['create', 'update', 'delete']) => {
    const reply = await request(server(), 'GET', '/api/v1/audit?search=/api/oauth/callback', { token: admin });
    return auditPageSchema.parse(reply.body).rows.filter((row) => actions.includes(row.action));
  };

  it('keeps a second subject with the same verified email out of a linked account', async () => {
    await invite('shared@example.com');
    expect(await signIn(PEOPLE.owner)).toMatchObject({ user: 'shared@example.com', error: null });
    const audited = await ssoAuditRows();

    expect(await signIn(PEOPLE.sameEmail)).toEqual({
      token: null,
      user: null,
      error: LINKED_ELSEWHERE('shared@example.com'),
    });
    expect(await linkedIdentity('shared@example.com')).toEqual(subject('owner-sub'));
    expect(await ssoAuditRows()).toEqual(audited);
    const refused = { action: 'sign-in-failed', actor_kind: 'anonymous', object_id: 'shared@example.com' };
    expect((await ssoAuditRows(['sign-in-failed']))[0]).toMatchObject(refused);
    expect(await signIn(PEOPLE.owner)).toMatchObject({ user: 'shared@example.com', error: null });
  });

  it('links an unlinked account on a verified email, then finds it by subject after the email changes', async () => {
    await addSsoUser(server(), 'linking@example.com');
    expect(await signIn(PEOPLE.linking)).toMatchObject({ user: 'linking@example.com', error: null });
    expect(await linkedIdentity('linking@example.com')).toEqual(subject('linking-sub'));
    expect(await ssoAuditRows()).toContainEqual(
      expect.objectContaining({ action: 'update', object_type: 'user', object_id: 'linking@example.com' }),
    );

    PEOPLE.linking.claims.email = 'linking.renamed@example.com';
    expect(await signIn(PEOPLE.linking)).toMatchObject({ user: 'linking@example.com', error: null });
    PEOPLE.linking.claims.email_verified = false;
    expect(await signIn(PEOPLE.linking)).toMatchObject({ user: 'linking@example.com', error: null });

    await addSsoUser(server(), 'text@example.com');
    expect(await signIn(PEOPLE.verifiedText)).toMatchObject({ user: 'text@example.com', error: null });
    expect(await linkedIdentity('text@example.com')).toEqual(subject('text-sub'));
  });

  it('never links or matches an invitation by an email the provider did not say it verified', async () => {
    await addSsoUser(server(), 'unverified@example.com');
    await addSsoUser(server(), 'unstated@example.com');
    for (const account of [PEOPLE.unverified, PEOPLE.unverifiedText]) {
      expect(await signIn(account)).toEqual({ token: null, user: null, error: NOT_VERIFIED('unverified@example.com') });
    }
    expect(await signIn(PEOPLE.unstated)).toEqual({
      token: null,
      user: null,
      error: NOT_VERIFIED('unstated@example.com'),
    });
    expect(await linkedIdentity('unverified@example.com')).toBe('');
    expect(await linkedIdentity('unstated@example.com')).toBe('');

    const code = await invite('invited@example.com');
    expect(await signIn(PEOPLE.unstatedInvited)).toMatchObject({ error: NOT_VERIFIED('invited@example.com') });
    const withLink = `${SSO_LOGIN}?email=invited@example.com&invite_code=${code}`;
    expect(await signIn(PEOPLE.unstatedInvited, withLink)).toMatchObject({
      error: NOT_VERIFIED('invited@example.com'),
    });
    expect(await invitedEmails()).toContain('invited@example.com');
    const pending = await request(server(), 'GET', '/api/users_pending', { token: admin });
    expect(userSchema.array().parse(pending.body)).toEqual([]);
  });

  it('never lets a preferred username alone into an account or an invitation of that name', async () => {
    await addSsoUser(server(), 'grace');
    expect(await signIn(PEOPLE.nameOnly)).toEqual({ token: null, user: null, error: NOT_LINKABLE('grace') });
    expect(await linkedIdentity('grace')).toBe('');

    expect(await signIn(PEOPLE.hopper)).toMatchObject({ error: AWAITING('hopper') });
    expect(await signIn(PEOPLE.hopperTwin)).toMatchObject({
      error:
        'The name hopper already awaits approval for a different account at the identity provider; ask an administrator to help',
    });
    const approval = await request(server(), 'POST', '/api/users_pending/user/hopper', { token: admin, json: {} });
    expect(approval.status).toBe(200);
    expect(await linkedIdentity('hopper')).toEqual(subject('hopper-sub'));
    expect(await signIn(PEOPLE.hopper)).toMatchObject({ user: 'hopper', error: null });
    expect(await signIn(PEOPLE.hopperTwin)).toMatchObject({ token: null, error: LINKED_ELSEWHERE('hopper') });

    const code = await invite('named@example.com');
    const refusal = {
      token: null,
      user: null,
      error:
        'The invitation for named@example.com is accepted only with an email address the identity provider has verified; sign in with an account that has it',
    };
    expect(await signIn(PEOPLE.invitedName, `${SSO_LOGIN}?email=named@example.com&invite_code=${code}`)).toEqual(
      refusal,
    );
    expect(await signIn(PEOPLE.invitedName)).toEqual(refusal);
    expect(await invitedEmails()).toContain('named@example.com');
  });

  it('refuses to approve a request of an identity that already signs in as another account', async () => {
    expect(await signIn(PEOPLE.mover)).toMatchObject({ error: AWAITING('mover.old@example.com') });
    PEOPLE.mover.claims.email = 'mover@example.com';
    await invite('mover@example.com');
    expect(await signIn(PEOPLE.mover)).toMatchObject({ user: 'mover@example.com', error: null });

    const approval = await request(server(), 'POST', '/api/users_pending/user/mover.old@example.com', {
      token: admin,
      json: {},
    });
    expect(approval.body).toEqual(
      errorBody(
        409,
        'mover.old@example.com signs in with the same identity-provider account as the user mover@example.com; deny this request instead',
      ),
    );
    expect((await request(server(), 'GET', '/api/users/mover.old@example.com', { token: admin })).status).toBe(404);
  });
});

describe.each(backends)('users linked to one identity before linking was checked ($name)', (backend) => {
  it('keep the identity on the oldest of them; the others are unlinked', async () => {
    const database = await backend.createDatabase();
    const db = connectDatabase(loadConfig(database.settings), { warn: () => undefined });
    try {
      await migrateInTransaction(db, MIGRATION_NAMES[MIGRATION_NAMES.indexOf('0015-user-external-id') - 1]);
      for (const [username, createdAt, externalId] of [
        ['first@example.com', '2026-01-01T00:00:00.000Z', 'https://idp|one'],
        ['second@example.com', '2026-02-01T00:00:00.000Z', 'https://idp|one'],
        ['other@example.com', '2026-03-01T00:00:00.000Z', 'https://idp|two'],
        ['admin-made@example.com', '2026-03-01T00:00:00.000Z', ''],
        ['admin-made-too@example.com', '2026-03-01T00:00:00.000Z', ''],
      ]) {
        await sql`insert into users (username, password_hash, platform_role_id, display_name, auth_type,
          account_disabled, is_mfa_enabled, last_login_time, created_by, created_at, updated_at, external_id)
          values (${username}, '!', 'platform-user', '', 'oauth', 0, 0, null, 'superadmin', ${createdAt},
          ${createdAt}, ${externalId})`.execute(db);
      }
      await migrateToLatest(db);
      const users = await db.selectFrom('users').select(['username', 'external_id']).execute();
      expect(Object.fromEntries(users.map((user) => [user.username, user.external_id]))).toEqual({
        'first@example.com': 'https://idp|one',
        'second@example.com': '',
        'other@example.com': 'https://idp|two',
        'admin-made@example.com': '',
        'admin-made-too@example.com': '',
      });
      const relink = sql`update users set external_id = 'https://idp|one' where username = 'other@example.com'`;
      await expect(relink.execute(db)).rejects.toThrow();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
