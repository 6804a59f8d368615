import { auditPageSchema, envelopeSchema, userInviteSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { request } from './support/http';
import type { ProviderAccount } from './support/oidc-provider';
import { SsoBrowser } from './support/sso-browser';
import { ssoLanding } from './support/sso-people';
import { SSO_CONSOLE, SSO_LOGIN, SSO_PUBLIC_API, useSsoServer } from './support/sso-server';

const INVITED: ProviderAccount = {
  login: 'ada',
  password: 'ada-provider-password',
  claims: { email: 'ada@example.com', email_verified: true },
};
const STRANGER: ProviderAccount = {
  login: 'stranger',
  password: 'stranger-provider-password',
  claims: { email: 'stranger@example.com', email_verified: true },
};

describe.each(backends)('the audit log of single sign-on ($name)', (backend) => {
  const server = useSsoServer(backend, [INVITED, STRANGER]);
  let admin: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
  });

  const signIn = async (account: ProviderAccount, loginUrl = SSO_LOGIN) => {
    const browser = new SsoBrowser({ [SSO_PUBLIC_API]: server().url }, [SSO_CONSOLE]);
    return ssoLanding(server(), await browser.signInWithSso(loginUrl, account));
  };
  const callbackEvents = async (action: string) => {
    const path = `/api/v1/audit?search=/api/oauth/callback&action=${action}`;
    const reply = await request(server(), 'GET', path, { token: admin });
    return auditPageSchema.parse(reply.body).rows;
  };
  const signUps = () => callbackEvents('create');

  it('records an invited person signing up, and nothing when they sign in again', async () => {
    const invited = await request(server(), 'POST', '/api/v1/users/invite', {
      token: admin,
      json: { user_emails: ['ada@example.com'], platform_role_id: 'platform-user' },
    });
    const [{ invite_code: code }] = envelopeSchema(userInviteSchema.array()).parse(invited.body).Response;
    expect((await signIn(INVITED, `${SSO_LOGIN}?email=ada@example.com&invite_code=${code}`)).user).toBe(
      'ada@example.com',
    );
    expect((await signIn(INVITED)).user).toBe('ada@example.com');
    expect(await signUps()).toMatchObject([
      {
        actor: '',
        actor_kind: 'anonymous',
        action: 'create',
        object_type: 'user',
        object_id: 'ada@example.com',
        network: '',
        operation: 'GET /api/oauth/callback',
      },
    ]);
    const signIns = await callbackEvents('sign-in');
    expect(signIns.map((event) => [event.actor, event.object_id])).toEqual([
      ['ada@example.com', 'ada@example.com'],
      ['ada@example.com', 'ada@example.com'],
    ]);
  });

  it('records a stranger waiting for approval once, however often they try', async () => {
    expect((await signIn(STRANGER)).error).toMatch(/awaits an administrator's approval/);
    expect((await signIn(STRANGER)).error).toMatch(/awaits an administrator's approval/);
    const [waiting, ...older] = await signUps();
    expect(older).toHaveLength(1);
    const refusals = await callbackEvents('sign-in-failed');
    expect(refusals.map((event) => [event.actor_kind, event.object_id])).toEqual([
      ['anonymous', 'stranger@example.com'],
      ['anonymous', 'stranger@example.com'],
    ]);
    expect(waiting).toMatchObject({
      actor_kind: 'anonymous',
      action: 'create',
      object_type: 'pending-user',
      object_id: 'stranger@example.com',
    });
    expect(server().context.audit.unrecordedChanges()).toBe(0);
  });
});
