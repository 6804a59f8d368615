import {
  hostRowsQuerySchema,
  nodeKeysQuerySchema,
  nodeRowsQuerySchema,
  type HostRowsPage,
  type NodeKeys,
  type NodeRowsPage,
} from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { callerOf } from '../../access/guard';
import { nodeListing } from '../node-records/return-node';
import { hostRowsPage } from './host-rows';
import { nodeKeys, nodeRowsPage } from './node-rows';

const networkPathSchema = z.object({ netid: z.string() });
/** Who may read node rows: whoever may list the network's nodes (GET /api/nodes/{network}). */
const nodeListAccess = { network: 'read', to: 'list its nodes', resource: 'host' } as const;

/**
 * Paged lists for the Nodes and Devices pages (a Netloom extension): windows of rows filtered,
 * searched and sorted by the server, for the callers of the unpaged lists they mirror.
 */
export function registerListRowRoutes(app: App, { config, db }: AppContext): void {
  app.get(
    '/api/v2/networks/:netid/node-rows',
    { config: { access: nodeListAccess }, schema: { params: networkPathSchema, querystring: nodeRowsQuerySchema } },
    (request): Promise<NodeRowsPage> => nodeRowsPage(db, request.params.netid, request.query, nodeListing(config)),
  );

  app.get(
    '/api/v2/networks/:netid/node-keys',
    { config: { access: nodeListAccess }, schema: { params: networkPathSchema, querystring: nodeKeysQuerySchema } },
    (request): Promise<NodeKeys> => nodeKeys(db, request.params.netid, request.query, nodeListing(config)),
  );

  app.get(
    '/api/v2/host-rows',
    { config: { access: 'authenticated' }, schema: { querystring: hostRowsQuerySchema } },
    (request): Promise<HostRowsPage> => hostRowsPage(db, callerOf(request), request.query, nodeListing(config)),
  );
}
