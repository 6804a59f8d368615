import { hostAuthRequestSchema, hostCheckInRequestSchema, registerHostRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { hostOf } from '../../http/guard';
import { removeHost } from '../hosts/service';
import { authenticateHost, checkIn } from './check-in';
import { registerHost } from './register-host';

const tokenPathSchema = z.object({ '*': z.string() });
const hostPathSchema = z.object({ hostid: z.string() });

/** What hosts call: registration with an enrollment key, their own login, and check-ins with a host token. */
export function registerRegistrationRoutes(app: App, { config, db, hostTokens, mesh }: AppContext): void {
  // The token is base64 and may hold '/', so the rest of the path is the token.
  app.post(
    '/api/v1/host/register/*',
    { config: { access: 'public' }, schema: { params: tokenPathSchema, body: registerHostRequestSchema } },
    (request) => registerHost(db, config, mesh, request.params['*'], request.body),
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
      const hostId = hostOf(request).id;
      if (request.body.Action === 'DELETE_HOST') {
        const host = await removeHost(db, hostId, true);
        mesh.changed({ neighboursOf: [hostId] });
        return envelope(`deleted host ${host.name}`, host);
      }
      const result = await checkIn(db, config, mesh, hostId, request.body);
      return envelope(request.body.Action === 'CHECK_IN' ? 'checked in' : 'updated host data', result);
    },
  );
}
