import { hostAuthRequestSchema, hostCheckInRequestSchema, registerHostRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { hostOf } from '../../http/guard';
import { authenticateHost, checkIn } from './check-in';
import { registerHost } from './register-host';

const tokenPathSchema = z.object({ '*': z.string() });
const hostPathSchema = z.object({ hostid: z.string() });

/** What hosts call: registration with an enrollment key, their own login, and check-ins with a host token. */
export function registerRegistrationRoutes(app: App, { config, db, hostTokens }: AppContext): void {
  // The token is base64 and may hold '/', so the rest of the path is the token.
  app.post(
    '/api/v1/host/register/*',
    { config: { access: 'public' }, schema: { params: tokenPathSchema, body: registerHostRequestSchema } },
    (request) => registerHost(db, config, request.params['*'], request.body),
  );

  app.post(
    '/api/hosts/adm/authenticate',
    { config: { access: 'public' }, schema: { body: hostAuthRequestSchema } },
    async (request) => {
      const token = await authenticateHost(db, hostTokens, request.body);
      return envelope(`W1R3: Device ${token.ID} Authorized`, token);
    },
  );

  app.put(
    '/api/v1/fallback/host/:hostid',
    { config: { access: 'host' }, schema: { params: hostPathSchema, body: hostCheckInRequestSchema } },
    async (request) => {
      const result = await checkIn(db, config, hostOf(request).id, request.body);
      return envelope(request.body.Action === 'CHECK_IN' ? 'checked in' : 'updated host data', result);
    },
  );
}
