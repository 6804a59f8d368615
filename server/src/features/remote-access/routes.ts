import { ingressRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { nodeListing } from '../node-records/return-node';
import { createRemoteAccessGateway, deleteRemoteAccessGateway } from './service';

const nodePathSchema = z.object({ netid: z.string(), nodeid: z.string() });

/** Remote-access (ingress) gateways: a network's admins make and remove them. */
export function registerRemoteAccessRoutes(app: App, { config, db }: AppContext): void {
  app.post(
    '/api/nodes/:netid/:nodeid/createingress',
    {
      config: { access: { network: 'write', to: 'create remote access gateways', resource: 'remote_access_gw' } },
      schema: { params: nodePathSchema, body: ingressRequestSchema },
    },
    (request) =>
      createRemoteAccessGateway(db, request.params.netid, request.params.nodeid, request.body, nodeListing(config)),
  );

  app.delete(
    '/api/nodes/:netid/:nodeid/deleteingress',
    {
      config: { access: { network: 'write', to: 'delete remote access gateways', resource: 'remote_access_gw' } },
      schema: { params: nodePathSchema },
    },
    (request) => deleteRemoteAccessGateway(db, request.params.netid, request.params.nodeid, nodeListing(config)),
  );
}
