import { auditPageSchema, mfaChallengeSchema, mfaEnrolmentSchema, mfaLoginSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/features/mfa/totp';
import { ACCOUNT_PASSWORD, addAccount, createSuperAdmin, logIn, SUPER_ADMIN } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { codeOf, enrolMfa } from './support/mfa';
import { useServer, type TestServer } from './support/server';

const ENDED =
  'this session has ended: the password or the role changed, or the account signed out everywhere; log in again';
const WRONG_CODE = 'wrong or expired code; enter the current code from your authenticator app';
const USED_CODE = 'this code was used already; wait for the next code and enter that';

describe('TOTP codes', () => {
  // RFC 6238 appendix B, SHA-1, the last 6 of its 8 digits; the secret is "12345678901234567890" in base32.
  it('are the RFC 6238 test vectors', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(secret, Math.floor(59 / 30))).toBe('287082');
    expect(totpCode(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCode(secret, Math.floor(2000000000 / 30))).toBe('279037');
  });
});

/** Signs in with the password: the challenge of the second step. */
async function passwordStep(server: TestServer, username: string, password = ACCOUNT_PASSWORD) {
  const reply = await request(server, 'POST', '/api/users/adm/authenticate', { json: { username, password } });
  expect(reply.status, reply.text).toBe(200);
  return mfaChallengeSchema.parse((reply.body as { Response: unknown }).Response);
}

const secondStep = (server: TestServer, challenge: string, code: string) =>
  request(server, 'POST', '/api/v2/login/mfa', { json: { challenge, code } });

async function signInWithCode(server: TestServer, username: string, code: string): Promise<string> {
  const { MfaChallenge } = await passwordStep(server, username);
  const reply = await secondStep(server, MfaChallenge, code);
  expect(reply.status, reply.text).toBe(200);
  return mfaLoginSchema.parse((reply.body as { Response: unknown }).Response).AuthToken;
}

describe.each(backends)('multi-factor authentication ($name)', (backend) => {
  const server = useServer(backend);
  let admin: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
  });

  const profile = (username: string, token: string) => request(server(), 'GET', `/api/users/${username}`, { token });
  const auditOf = async (username: string) => {
    const reply = await request(server(), 'GET', `/api/v1/audit?object_type=mfa&search=${username}`, { token: admin });
    return auditPageSchema.parse(reply.body).rows.map((event) => [event.action, event.actor]);
  };

  it('is set up in the profile with a QR code, and then a sign-in needs a code, each code once', async () => {
    const token = await addAccount(server(), 'mona', 'platform-user');
    const started = await request(server(), 'POST', '/api/v2/users/self/mfa/enrolment', { token });
    const enrolment = mfaEnrolmentSchema.parse((started.body as { Response: unknown }).Response);
    expect(enrolment.otpauth_uri).toBe(
      `otpauth://totp/Netloom:mona?secret=${enrolment.secret}&issuer=Netloom&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qr_code).toMatch(/^data:image\/png;base64,/);
    const wrong = await request(server(), 'POST', '/api/v2/users/self/mfa', { token, json: { code: '000000x' } });
    expect(wrong.body).toEqual(errorBody(401, WRONG_CODE));
    const confirmed = await request(server(), 'POST', '/api/v2/users/self/mfa', {
      token,
      json: { code: codeOf(enrolment.secret, -1) },
    });
    expect((confirmed.body as { Response: { recovery_codes: string[] } }).Response.recovery_codes).toHaveLength(10);
    expect((await profile('mona', token)).body).toMatchObject({ username: 'mona', is_mfa_enabled: true });

    const challenge = await passwordStep(server(), 'mona');
    expect(challenge).toEqual({ UserName: 'mona', MfaRequired: 'code', MfaChallenge: expect.any(String) });
    expect(challenge).not.toHaveProperty('AuthToken');
    expect((await profile('mona', challenge.MfaChallenge)).status).toBe(401);
    expect((await secondStep(server(), challenge.MfaChallenge, codeOf(enrolment.secret, 5))).body).toEqual(
      errorBody(401, WRONG_CODE),
    );
    expect((await secondStep(server(), token, codeOf(enrolment.secret))).status).toBe(401);
    const code = codeOf(enrolment.secret);
    const session = await signInWithCode(server(), 'mona', code);
    expect((await profile('mona', session)).status).toBe(200);
    const replayed = await secondStep(server(), (await passwordStep(server(), 'mona')).MfaChallenge, code);
    expect(replayed.body).toEqual(errorBody(401, USED_CODE));
    expect(await auditOf('mona')).toEqual([['create', 'mona']]);
  });

  it('lets a recovery code stand in for a code, once', async () => {
    const { recoveryCodes } = await enrolMfa(server(), await addAccount(server(), 'rafael', 'platform-user'));
    const [first] = recoveryCodes;
    const session = await signInWithCode(server(), 'rafael', first.toLowerCase().replace('-', ' '));
    expect((await profile('rafael', session)).status).toBe(200);
    const again = await secondStep(server(), (await passwordStep(server(), 'rafael')).MfaChallenge, first);
    expect(again.body).toEqual(errorBody(401, 'wrong or used recovery code; each recovery code works once'));
    expect(await auditOf('rafael')).toEqual([
      ['recovery-code-used', 'rafael'],
      ['create', 'rafael'],
    ]);
  });

  it('is turned off with the password or a code, which ends every session', async () => {
    const token = await addAccount(server(), 'dora', 'platform-user');
    const { secret } = await enrolMfa(server(), token);
    const off = (json: unknown) => request(server(), 'DELETE', '/api/v2/users/self/mfa', { token, json });
    expect((await off({})).body).toEqual(
      errorBody(400, 'request body: enter a code from your authenticator app or your password'),
    );
    expect((await off({ password: 'not-it' })).body).toEqual(errorBody(401, 'wrong password'));
    expect((await off({ code: codeOf(secret) })).status).toBe(200);
    expect((await profile('dora', token)).body).toEqual(errorBody(401, ENDED));
    const fresh = await logIn(server(), 'dora', ACCOUNT_PASSWORD);
    expect((await profile('dora', fresh)).body).toMatchObject({ is_mfa_enabled: false });
    expect(await auditOf('dora')).toEqual([
      ['delete', 'dora'],
      ['create', 'dora'],
    ]);
  });

  it('makes new recovery codes, and the old ones stop working', async () => {
    const token = await addAccount(server(), 'nils', 'platform-user');
    const { recoveryCodes: old } = await enrolMfa(server(), token);
    const reply = await request(server(), 'POST', '/api/v2/users/self/mfa/recovery-codes', {
      token,
      json: { password: ACCOUNT_PASSWORD },
    });
    const fresh = (reply.body as { Response: { recovery_codes: string[] } }).Response.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(old[0]);
    const refused = await secondStep(server(), (await passwordStep(server(), 'nils')).MfaChallenge, old[0]);
    expect(refused.status).toBe(401);
    expect((await profile('nils', await signInWithCode(server(), 'nils', fresh[0]))).status).toBe(200);
  });

  it('is reset by an admin for a lost phone, ending the sessions', async () => {
    const token = await addAccount(server(), 'lotte', 'platform-user');
    await enrolMfa(server(), token);
    const reset = (by: string, username = 'lotte') =>
      request(server(), 'DELETE', `/api/v2/users/${username}/mfa`, { token: by });
    expect((await reset(token)).body).toEqual(
      errorBody(403, "only admins can reset users' multi-factor authentication"),
    );
    expect((await reset(admin)).status).toBe(200);
    expect((await profile('lotte', token)).body).toEqual(errorBody(401, ENDED));
    expect((await reset(admin)).body).toEqual(errorBody(400, 'multi-factor authentication is not on for lotte'));
    expect((await reset(admin, 'nobody-here')).body).toEqual(errorBody(404, 'user nobody-here not found'));
    expect(await logIn(server(), 'lotte', ACCOUNT_PASSWORD)).toEqual(expect.any(String));
    expect(await auditOf('lotte')).toEqual([
      ['delete', SUPER_ADMIN.username],
      ['create', 'lotte'],
    ]);
  });

  it('is for every account, auditors (otherwise read-only) too', async () => {
    const { secret } = await enrolMfa(server(), await addAccount(server(), 'audrey', 'auditor'));
    expect((await profile('audrey', await signInWithCode(server(), 'audrey', codeOf(secret)))).status).toBe(200);
  });

  it('limits the codes tried for one account, whatever the challenge', async () => {
    const { secret } = await enrolMfa(server(), await addAccount(server(), 'rita', 'platform-user'));
    const wrong = codeOf(secret, 7);
    for (let challenge = 0; challenge < 5; challenge += 1) {
      const { MfaChallenge } = await passwordStep(server(), 'rita');
      expect((await secondStep(server(), MfaChallenge, wrong)).status).toBe(401);
      expect((await secondStep(server(), MfaChallenge, wrong)).status).toBe(401);
    }
    const { MfaChallenge } = await passwordStep(server(), 'rita');
    const limited = await secondStep(server(), MfaChallenge, codeOf(secret));
    expect(limited.status).toBe(429);
    expect((limited.body as { Message: string }).Message).toMatch(
      /^too many codes tried for rita; try again in \d+ seconds$/,
    );
  });
});

describe.each(backends)('multi-factor authentication required for admins ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_MFA_REQUIRED_FOR_ADMINS: 'true' });
  const profile = (token: string) => request(server(), 'GET', `/api/users/${SUPER_ADMIN.username}`, { token });

  it('makes an admin set it up before signing in, and leaves other users alone', async () => {
    const created = await request(server(), 'POST', '/api/users/adm/createsuperadmin', { json: SUPER_ADMIN });
    expect(created.status).toBe(200);
    const challenge = await passwordStep(server(), SUPER_ADMIN.username, SUPER_ADMIN.password);
    expect(challenge.MfaRequired).toBe('setup');
    expect((await profile(challenge.MfaChallenge)).status).toBe(401);
    const started = await request(server(), 'POST', '/api/v2/login/mfa/enrolment', {
      json: { challenge: challenge.MfaChallenge },
    });
    const { secret } = mfaEnrolmentSchema.parse((started.body as { Response: unknown }).Response);
    const finished = await secondStep(server(), challenge.MfaChallenge, codeOf(secret, -1));
    const login = mfaLoginSchema.parse((finished.body as { Response: unknown }).Response);
    expect(login.recovery_codes).toHaveLength(10);
    expect((await profile(login.AuthToken)).body).toMatchObject({ is_mfa_enabled: true });
    expect((await passwordStep(server(), SUPER_ADMIN.username, SUPER_ADMIN.password)).MfaRequired).toBe('code');

    expect(await addAccount(server(), 'paula', 'platform-user')).toEqual(expect.any(String));
  });
});
