import { nameserverRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { createNameserver, editNameserver, listNetworkNameservers, removeNameserver } from './nameservers';

const networkQuerySchema = z.object({ network: z.string() });
const deleteQuerySchema = z.object({ network: z.string(), id: z.string() });
const NAMESERVER = { object: 'nameserver' } as const;

/**
 * Nameservers with match domains (Netmaker's /api/v1/nameserver): members of a network read them, its
 * admins change them. The network is the `network` query parameter, as for tags and policies.
 */
export function registerNameserverRoutes(app: App, { db }: AppContext): void {
  app.get(
    '/api/v1/nameserver',
    {
      config: { access: { network: 'read', to: 'list its nameservers', resource: 'dns', in: 'query' } },
      schema: { querystring: networkQuerySchema },
    },
    async (request) => envelope('fetched nameservers', await listNetworkNameservers(db, request.query.network)),
  );

  app.post(
    '/api/v1/nameserver',
    {
      config: {
        access: { network: 'write', to: 'add nameservers', resource: 'dns', in: 'query' },
        audit: NAMESERVER,
      },
      schema: { querystring: networkQuerySchema, body: nameserverRequestSchema },
    },
    async (request) => {
      const { username } = callerOf(request);
      return envelope('created nameserver', await createNameserver(db, request.query.network, request.body, username));
    },
  );

  app.put(
    '/api/v1/nameserver',
    {
      config: {
        access: { network: 'write', to: 'change nameservers', resource: 'dns', in: 'query' },
        audit: { ...NAMESERVER, id: { body: 'id' } },
      },
      schema: { querystring: networkQuerySchema, body: nameserverRequestSchema },
    },
    async (request) => envelope('updated nameserver', await editNameserver(db, request.query.network, request.body)),
  );

  app.delete(
    '/api/v1/nameserver',
    {
      config: {
        access: { network: 'write', to: 'delete nameservers', resource: 'dns', in: 'query' },
        audit: { ...NAMESERVER, id: { query: 'id' } },
      },
      schema: { querystring: deleteQuerySchema },
    },
    async (request) => {
      await removeNameserver(db, request.query.network, request.query.id);
      return envelope('deleted nameserver', null);
    },
  );
}
