import {
  envelopeSchema,
  featureFlagsSchema,
  networkUserGroupId,
  networkUserRoleId,
  userInviteSchema,
  userSchema,
  userWithRoleSchema,
} from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../src/store/user-repository';
import { timestampNow } from '../src/time';
import { ACCOUNT_PASSWORD, addAccount, createSuperAdmin, SUPER_ADMIN } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import type { ProviderAccount } from './support/oidc-provider';
import { useServer } from './support/server';
import { SsoBrowser } from './support/sso-browser';
import {
  addSsoUser as addSsoUserTo,
  AWAITING,
  providerPerson as person,
  ssoLanding as landing,
} from './support/sso-people';
import { SSO_CONSOLE as CONSOLE, SSO_LOGIN, SSO_PUBLIC_API as PUBLIC_API, useSsoServer } from './support/sso-server';

const PEOPLE = {
  invited: person('ada', { email: 'Ada@Example.com', email_verified: true, name: 'Ada Lovelace' }),
  stranger: person('stranger', { email: 'stranger@example.com', email_verified: true }),
  member: person('member', { email: 'member@example.com' }),
  returning: person('ret', { email: 'returning@example.com' }),
  passwordUser: person('pat', { email: 'pat@example.com' }),
  disabled: person('dis', { email: 'disabled@example.com' }),
  service: person('svc', { email: 'service@example.com' }),
  nameOnly: person('grace', { preferred_username: 'grace.hopper' }),
  unverified: person('eve', { email: 'eve@example.com', email_verified: false }),
};

describe.each(backends)('single sign-on ($name)', (backend) => {
  const server = useSsoServer(backend, Object.values(PEOPLE));
  const browser = () => new SsoBrowser({ [PUBLIC_API]: server().url }, [CONSOLE]);
  const signIn = (account: ProviderAccount, loginUrl = SSO_LOGIN) =>
    browser()
      .signInWithSso(loginUrl, account)
      .then((visit) => landing(server(), visit));
  let superAdmin: string;
  beforeAll(async () => {
    superAdmin = await createSuperAdmin(server());
  });

  async function invite(email: string) {
    const reply = await request(server(), 'POST', '/api/v1/users/invite', {
      token: superAdmin,
      json: {
        user_emails: [email],
        platform_role_id: 'platform-user',
        user_group_ids: { 'global-network-user-grp': {} },
        network_roles: { ssonet: { [networkUserRoleId('ssonet')]: {} } },
      },
    });
    expect(reply.status).toBe(200);
    return envelopeSchema(userInviteSchema.array()).parse(reply.body).Response[0];
  }

  const addSsoUser = (username: string, platformRoleId?: string) => addSsoUserTo(server(), username, platformRoleId);

  it('offers single sign-on in the feature flags', async () => {
    const reply = await request(server(), 'GET', '/api/server/feature_flags');
    expect(reply.status).toBe(200);
    expect(envelopeSchema(featureFlagsSchema).parse(reply.body).Response).toEqual({
      enable_oauth: true,
      enable_idp_integration: false,
      enable_device_approval: false,
    });
  });

  it('signs an invited person up as an SSO user with the role, groups and network roles of the invitation', async () => {
    await request(server(), 'POST', '/api/networks', {
      token: superAdmin,
      json: { netid: 'ssonet', addressrange: '10.91.0.0/24' },
    });
    const { invite_code: code } = await invite('ada@example.com');
    const wrongCode = await signIn(PEOPLE.invited, `${SSO_LOGIN}?email=ada@example.com&invite_code=WRONGCODE`);
    expect(wrongCode).toEqual({ token: null, user: null, error: 'invalid invite code' });
    const someoneElse = await signIn(PEOPLE.stranger, `${SSO_LOGIN}?email=ada@example.com&invite_code=${code}`);
    expect(someoneElse.error).toBe('This invitation is for ada@example.com, but you signed in as stranger@example.com');

    const signedIn = await signIn(PEOPLE.invited, `${SSO_LOGIN}?email=ada@example.com&invite_code=${code}`);
    expect(signedIn).toMatchObject({ user: 'ada@example.com', error: null });
    const reply = await request(server(), 'GET', '/api/v1/users?username=ada@example.com', {
      token: signedIn.token ?? '',
    });
    expect(reply.status).toBe(200);
    const user = envelopeSchema(userWithRoleSchema).parse(reply.body).Response;
    expect(user).toMatchObject({
      username: 'ada@example.com',
      auth_type: 'oauth',
      platform_role_id: 'platform-user',
      network_roles: { ssonet: { [networkUserRoleId('ssonet')]: {} } },
    });
    expect(Object.keys(user.user_group_ids)).toEqual(['global-network-user-grp']);
    expect(user.last_login_time).not.toBe('');
    const invites = await request(server(), 'GET', '/api/v1/users/invites', { token: superAdmin });
    expect(envelopeSchema(userInviteSchema.array()).parse(invites.body).Response).toEqual([]);
  });

  it('signs an invited person in without the invitation link, and again later', async () => {
    await invite('member@example.com');
    expect(await signIn(PEOPLE.member)).toMatchObject({ user: 'member@example.com', error: null });
    const again = await signIn(PEOPLE.member);
    expect(again).toMatchObject({ user: 'member@example.com', error: null });
    const me = await request(server(), 'GET', '/api/users/member@example.com', { token: again.token ?? '' });
    expect(userSchema.parse(me.body)).toMatchObject({ auth_type: 'oauth', created_by: SUPER_ADMIN.username });
  });

  it('refuses a password sign-in for an SSO user', async () => {
    await addSsoUser('sso-only@example.com');
    const reply = await request(server(), 'POST', '/api/users/adm/authenticate', {
      json: { username: 'sso-only@example.com', password: ACCOUNT_PASSWORD },
    });
    expect(reply.body).toEqual(errorBody(400, 'user is registered via SSO'));
  });

  it('keeps a stranger waiting for approval, then signs them in once an admin approves', async () => {
    expect(await signIn(PEOPLE.stranger)).toEqual({ token: null, user: null, error: AWAITING('stranger@example.com') });
    expect(await signIn(PEOPLE.stranger)).toMatchObject({ error: AWAITING('stranger@example.com') });
    const pending = await request(server(), 'GET', '/api/users_pending', { token: superAdmin });
    expect(
      userSchema
        .array()
        .parse(pending.body)
        .map((user) => user.username),
    ).toContain('stranger@example.com');
    expect((await request(server(), 'GET', '/api/users/stranger@example.com', { token: superAdmin })).status).toBe(404);

    const approval = await request(server(), 'POST', '/api/users_pending/user/stranger@example.com', {
      token: superAdmin,
      json: { platform_role_id: 'platform-user', user_group_ids: { [networkUserGroupId('ssonet')]: {} } },
    });
    expect(approval.status).toBe(200);
    expect(await signIn(PEOPLE.stranger)).toMatchObject({ user: 'stranger@example.com', error: null });
  });

  it('uses the preferred username when the provider shares no email address', async () => {
    expect(await signIn(PEOPLE.nameOnly)).toMatchObject({ error: AWAITING('grace.hopper') });
  });

  it('refuses an email address the provider has not verified', async () => {
    expect(await signIn(PEOPLE.unverified)).toMatchObject({
      token: null,
      error:
        'The identity provider did not confirm that the email address eve@example.com is verified; verify it there, then sign in again',
    });
  });

  it('refuses an account that signs in with a password', async () => {
    await addAccount(server(), 'pat@example.com', 'platform-user');
    expect(await signIn(PEOPLE.passwordUser)).toEqual({
      token: null,
      user: null,
      error: 'The account pat@example.com signs in with a password; use the sign-in form',
    });
  });

  it('refuses a disabled account and an account denied the console', async () => {
    await addSsoUser('disabled@example.com');
    await updateUser(server().db, 'disabled@example.com', { account_disabled: 1 }, timestampNow());
    expect(await signIn(PEOPLE.disabled)).toMatchObject({ token: null, error: 'user account disabled' });
    await addSsoUser('service@example.com', 'service-user');
    expect(await signIn(PEOPLE.service)).toMatchObject({ token: null, error: 'access denied to dashboard' });
  });

  it('refuses a callback with an unknown state, a replayed one, or one started in another browser', async () => {
    await addSsoUser('returning@example.com');
    const unknown = await browser().open(`${PUBLIC_API}/api/oauth/callback?code=made-up&state=made-up`);
    expect((await landing(server(), unknown)).error).toBe('This sign-in expired or was already used; start again');

    // Stops at the provider's redirect back, so the test holds the callback URL.
    const attacker = new SsoBrowser({ [PUBLIC_API]: server().url }, [CONSOLE, PUBLIC_API]);
    const form = await attacker.open(SSO_LOGIN);
    const callback = await attacker.submit(form, {
      login: PEOPLE.returning.login,
      password: PEOPLE.returning.password,
    });
    expect(callback.url.pathname).toBe('/api/oauth/callback');
    const victim = browser();
    expect((await landing(server(), await victim.open(callback.url))).error).toBe(
      'This sign-in expired or was already used; start again',
    );

    const owner = new SsoBrowser({ [PUBLIC_API]: server().url }, [CONSOLE, PUBLIC_API]);
    const ownForm = await owner.open(SSO_LOGIN);
    const ownCallback = await owner.submit(ownForm, {
      login: PEOPLE.returning.login,
      password: PEOPLE.returning.password,
    });
    expect(await landing(server(), await owner.open(ownCallback.url))).toMatchObject({
      user: 'returning@example.com',
      error: null,
    });
    expect((await landing(server(), await owner.open(ownCallback.url))).error).toBe(
      'This sign-in expired or was already used; start again',
    );
  });
});

describe.each(backends)('single sign-on when not configured ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_CONSOLE_URL: CONSOLE });

  it('does not offer it in the feature flags', async () => {
    const reply = await request(server(), 'GET', '/api/server/feature_flags');
    expect(envelopeSchema(featureFlagsSchema).parse(reply.body).Response.enable_oauth).toBe(false);
  });

  it('sends the browser back to the login page with the reason', async () => {
    const reply = await fetch(`${server().url}/api/oauth/login`, { redirect: 'manual' });
    expect(reply.status).toBe(302);
    const location = new URL(reply.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${CONSOLE}/login`);
    expect(location.searchParams.get('sso_error')).toBe('SSO is not configured on this server');
  });
});
