import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { callerOf } from '../../access/guard';
import { readAclEnforcement, readHostFirewall } from './service';

const hostPathSchema = z.object({ hostid: z.string() });
const networkQuerySchema = z.object({ network: z.string() });

/** What hosts enforce (a Netloom extension): a host's firewall as its agent reports it, and who keeps each policy of a network. */
export function registerFirewallRoutes(app: App, { db }: AppContext): void {
  app.get(
    '/api/v2/hosts/:hostid/firewall',
    { config: { access: 'authenticated' }, schema: { params: hostPathSchema } },
    (request) => readHostFirewall(db, callerOf(request), request.params.hostid),
  );

  app.get(
    '/api/v2/acls/enforcement',
    {
      config: { access: { network: 'read', to: 'read its access control', resource: 'acl', in: 'query' } },
      schema: { querystring: networkQuerySchema },
    },
    (request) => readAclEnforcement(db, request.query.network),
  );
}
