import { credentialsSchema } from '@netloom/contract';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
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
      const token = await logIn(db, tokens, request.body, fromConsole);
      return envelope(`W1R3: Device ${token.UserName} Authorized`, token);
    },
  );
}
