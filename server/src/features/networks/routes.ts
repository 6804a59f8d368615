import { createNetworkRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import {
  createNetwork,
  editNetwork,
  getNetwork,
  listNetworkStats,
  listVisibleNetworks,
  removeNetwork,
} from './service';

const networkPathSchema = z.object({ netid: z.string() });
const deleteQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() });

export function registerNetworkRoutes(app: App, { config, db }: AppContext): void {
  app.get('/api/networks', { config: { access: 'authenticated' } }, (request) =>
    listVisibleNetworks(db, callerOf(request)),
  );

  app.post(
    '/api/networks',
    {
      config: { access: { admin: 'create networks' }, audit: { id: { body: 'netid' } } },
      schema: { body: createNetworkRequestSchema },
    },
    (request) => createNetwork(db, request.body, config.edition),
  );

  app.get(
    '/api/networks/:netid',
    {
      config: { access: { network: 'read', to: 'view it', resource: 'network' } },
      schema: { params: networkPathSchema },
    },
    (request) => getNetwork(db, request.params.netid),
  );

  app.put(
    '/api/networks/:netid',
    {
      config: { access: { network: 'write', to: 'change it', resource: 'network' } },
      schema: { params: networkPathSchema, body: createNetworkRequestSchema },
    },
    (request) => editNetwork(db, request.params.netid, request.body),
  );

  app.delete(
    '/api/networks/:netid',
    {
      config: { access: { admin: 'delete networks' } },
      schema: { params: networkPathSchema, querystring: deleteQuerySchema },
    },
    async (request) => {
      await removeNetwork(db, request.params.netid, request.query.force === 'true');
      return envelope('success', null);
    },
  );

  app.get('/api/v1/networks/stats', { config: { access: 'authenticated' } }, async (request) =>
    envelope('fetched network stats', await listNetworkStats(db, callerOf(request))),
  );
}
