import { mfaChallengeRequestSchema, mfaLoginRequestSchema, type MfaLogin } from '@netloom/contract';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { recordSignIn } from '../audit/sign-ins';
import { challengedUser, passSecondStep, startMfaEnrolmentAtSignIn } from '../mfa/mfa-sign-in';
import { accountAttemptLimit, addressLoginRateLimit } from './login-rate-limit';
import { startSession } from './service';

const SIGN_IN_MFA = '/api/v2/login/mfa';

/**
 * The second step of a password sign-in for accounts with multi-factor authentication: a code, or
 * setting it up first when an admin must have it.
 */
export function registerMfaSignInRoutes(app: App, { config, db, tokens }: AppContext): void {
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
