import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { nodeListing } from '../node-records/return-node';
import { networkGraph } from './service';

const networkPathSchema = z.object({ netid: z.string() });

/** The network graph (a Netloom extension): members of a network read it. */
export function registerGraphRoutes(app: App, { config, db }: AppContext): void {
  app.get(
    '/api/v2/networks/:netid/graph',
    {
      config: { access: { network: 'read', to: 'view its graph', resource: 'network' } },
      schema: { params: networkPathSchema },
    },
    (request) => networkGraph(db, request.params.netid, nodeListing(config)),
  );
}
