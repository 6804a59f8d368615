import { hostAuthRequestSchema, hostCheckInRequestSchema, registerHostRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { hostOf } from '../../access/guard';
import { loginRateLimit } from '../auth/login-rate-limit';
import { authenticateHost } from './check-in';
import { handleHostReport } from './host-report';
import { listenForHostReports } from './mqtt-reports';
import { registerHost } from './register-host';

const tokenPathSchema = z.object({ '*': z.string() });
/**
 * Sign-ins a host may make a minute from one address: an agent signs in about every 15 minutes, and a
 * password of 16 characters or more can't be guessed at this pace.
 */
const HOST_LOGINS_PER_MINUTE = 60;
const hostPathSchema = z.object({ hostid: z.string() });

/** What hosts call: registration with an enrollment key, their own login, and check-ins with a host token. */
export function registerRegistrationRoutes(app: App, context: AppContext): void {
  const { config, db, hostTokens, mesh, hostAccounts } = context;
  // The token is base64 and may hold '/', so the rest of the path is the token.
  app.post(
    '/api/v1/host/register/*',
    {
      config: { access: 'public', audit: { madeByTheHost: true } },
      schema: { params: tokenPathSchema, body: registerHostRequestSchema },
    },
    async (request) => {
      const { created, ...registered } = await registerHost(db, config, request.params['*'], request.body);
      const { id, password } = registered.host_credentials;
      mesh.changed({ neighboursOf: [id] });
      if (created) await hostAccounts.add(id, password);
      return registered;
    },
  );

  app.post(
    '/api/hosts/adm/authenticate',
    {
      config: { access: 'public', audit: false, rateLimit: loginRateLimit(HOST_LOGINS_PER_MINUTE, 'id') },
      schema: { body: hostAuthRequestSchema },
    },
    async (request) => {
      const token = await authenticateHost(db, hostTokens, request.body);
      return envelope(`W1R3: Device ${token.ID} Authorized`, token);
    },
  );

  app.put(
    '/api/v1/fallback/host/:hostid',
    { config: { access: 'host', audit: false }, schema: { params: hostPathSchema, body: hostCheckInRequestSchema } },
    (request) =>
      handleHostReport(context, hostOf(request).id, request.body, {
        operation: `${request.method} ${request.routeOptions.url}`,
        sourceIp: request.ip,
      }),
  );

  listenForHostReports(context, app.log);
}
