import {
  mfaChallengeRequestSchema,
  mfaCodeSchema,
  mfaLoginRequestSchema,
  mfaProofSchema,
  type MfaLogin,
} from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../http/guard';
import { recordSignIn } from '../audit/sign-ins';
import { accountAttemptLimit, addressLoginRateLimit } from '../auth/login-rate-limit';
import { startSession } from '../auth/service';
import { confirmMfaEnrolment, disableOwnMfa, regenerateRecoveryCodes, resetMfa, startMfaEnrolment } from './mfa';
import { challengedUser, passSecondStep, startMfaEnrolmentAtSignIn } from './mfa-sign-in';

const OWN_MFA = '/api/v2/users/self/mfa';
const SIGN_IN_MFA = '/api/v2/login/mfa';

/**
 * Multi-factor authentication (TOTP) of password accounts: set up, turned off and given new recovery
 * codes in the profile, reset by admins (a lost phone), and the second step of signing in.
 */
export function registerMfaRoutes(app: App, { config, db, tokens }: AppContext): void {
  app.post(
    `${OWN_MFA}/enrolment`,
    {
      // Nothing signs in differently until the first code confirms the new secret.
      config: { access: 'ownSignIn', audit: false },
      schema: {
        description: 'A new TOTP secret, as text, an otpauth:// link and a QR code; confirm it with a code.',
      },
    },
    async (request) => envelope('scan the QR code', await startMfaEnrolment(db, callerOf(request).username)),
  );

  app.post(
    OWN_MFA,
    {
      config: { access: 'ownSignIn' },
      schema: { body: mfaCodeSchema },
    },
    async (request) => {
      const codes = await confirmMfaEnrolment(db, callerOf(request).username, request.body.code);
      return envelope('multi-factor authentication is on; keep the recovery codes safe', { recovery_codes: codes });
    },
  );

  app.delete(
    OWN_MFA,
    {
      config: { access: 'ownSignIn' },
      schema: {
        description: 'With a current code or the password. Every session of the account ends.',
        body: mfaProofSchema,
      },
    },
    async (request) => {
      await disableOwnMfa(db, callerOf(request).username, request.body);
      return envelope('multi-factor authentication is off; sign in again', null);
    },
  );

  app.post(
    `${OWN_MFA}/recovery-codes`,
    {
      config: { access: 'ownSignIn', audit: { action: 'update' } },
      schema: { description: 'The old ones stop working.', body: mfaProofSchema },
    },
    async (request) => {
      const codes = await regenerateRecoveryCodes(db, callerOf(request).username, request.body);
      return envelope('made new recovery codes; the old ones no longer work', { recovery_codes: codes });
    },
  );

  app.delete(
    '/api/v2/users/:username/mfa',
    {
      config: { access: { admin: "reset users' multi-factor authentication" } },
      schema: {
        description: 'For a lost phone: the user signs in with the password alone and may set it up again.',
        params: z.object({ username: z.string() }),
      },
    },
    async (request) => {
      await resetMfa(db, request.params.username);
      return envelope(`reset multi-factor authentication of ${request.params.username}`, null);
    },
  );

  const perAddress = addressLoginRateLimit(app, config.loginRateLimit);
  const perAccount = accountAttemptLimit(app, config.loginRateLimit);

  app.post(
    `${SIGN_IN_MFA}/enrolment`,
    {
      config: { access: 'public', audit: false },
      preHandler: perAddress,
      schema: {
        description: 'For an admin whose sign-in answered `MfaRequired: setup`; the same answer as in the profile.',
        body: mfaChallengeRequestSchema,
      },
    },
    async (request) => {
      const { user, step } = await challengedUser(db, tokens, request.body.challenge);
      await perAccount(request, user.username);
      return envelope('scan the QR code', await startMfaEnrolmentAtSignIn(user, step, db));
    },
  );

  app.post(
    SIGN_IN_MFA,
    {
      config: { access: 'public', audit: false },
      preHandler: perAddress,
      schema: {
        description:
          'The challenge of a password sign-in and a code from the authenticator app or a recovery code; for `MfaRequired: setup`, the first code of the new secret, which turns MFA on (the answer holds the recovery codes).',
        body: mfaLoginRequestSchema,
      },
    },
    async (request) => {
      const { user, step } = await challengedUser(db, tokens, request.body.challenge);
      await perAccount(request, user.username);
      const where = { operation: `${request.method} ${request.routeOptions.url ?? request.url}`, sourceIp: request.ip };
      const passed = await passSecondStep(db, user, step, request.body.code, where).catch(async (error: unknown) => {
        await recordSignIn(db, request, user.username, false);
        throw error;
      });
      const session = await startSession(db, tokens, user, request.headers['from-ui'] === 'true');
      await recordSignIn(db, request, user.username, true);
      const answer: MfaLogin = { ...session, ...passed };
      return envelope(`W1R3: Device ${user.username} Authorized`, answer);
    },
  );
}
