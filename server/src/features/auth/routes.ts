import { credentialsSchema } from '@netloom/contract';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { ApiError } from '../../api-error';
import { envelope } from '../../http/envelope';
import { recordSignIn } from '../audit/sign-ins';
import { mfaStepMessage } from '../mfa/mfa-sign-in';
import { addressLoginRateLimit, loginRateLimit } from './login-rate-limit';
import { hasSuperAdmin, logIn } from './service';

/** Missing fields count as empty, as in Netmaker, so they get the "can't be empty" messages. */
const credentialsInputSchema = credentialsSchema.partial();

export function registerAuthRoutes(app: App, { config, db, tokens }: AppContext): void {
  app.get('/api/users/adm/hassuperadmin', { config: { access: 'public' } }, () => hasSuperAdmin(db));

  app.post(
    '/api/users/adm/authenticate',
    {
      config: { access: 'public', audit: false, rateLimit: loginRateLimit(config.loginRateLimit) },
      preHandler: addressLoginRateLimit(app, config.loginRateLimit),
      schema: { body: credentialsInputSchema },
    },
    async (request) => {
      const fromConsole = request.headers['from-ui'] === 'true';
      const username = request.body.username ?? '';
      const { mfaRequiredForAdmins } = config;
      const token = await logIn(db, tokens, request.body, { fromConsole, mfaRequiredForAdmins }).catch(
        async (error: unknown) => {
          if (error instanceof ApiError && error.statusCode === 401) await recordSignIn(db, request, username, false);
          throw error;
        },
      );
      if ('MfaChallenge' in token) return envelope(mfaStepMessage(token), token);
      await recordSignIn(db, request, token.UserName, true);
      return envelope(`W1R3: Device ${token.UserName} Authorized`, token);
    },
  );
}
