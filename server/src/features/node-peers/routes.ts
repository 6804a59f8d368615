import type { NodePeers } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { listNodePeers } from './service';

const nodePathSchema = z.object({ netid: z.string(), nodeid: z.string() });

/** A node's peers (Netloom's extension, every edition): who it may reach, how, and what it measured of them. */
export function registerNodePeerRoutes(app: App, { db }: AppContext): void {
  app.get(
    '/api/v2/networks/:netid/nodes/:nodeid/peers',
    {
      config: { access: { network: 'read', to: 'read the peers of its nodes', resource: 'host' } },
      schema: { params: nodePathSchema },
    },
    (request): Promise<NodePeers> => listNodePeers(db, request.params.netid, request.params.nodeid),
  );
}
