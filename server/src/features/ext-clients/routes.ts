import { customExtClientSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { serverClaims } from '../gateways/range-claims';
import { qrCodePng } from '../../qr-code';
import { clientConfigText } from './config-files';
import { createExtClient } from './create-client';
import { editExtClient, getExtClient, listNetworkExtClients, listVisibleExtClients, removeExtClient } from './service';

const networkPathSchema = z.object({ netid: z.string() });
const clientPathSchema = z.object({ netid: z.string(), clientid: z.string() });
const downloadPathSchema = clientPathSchema.extend({ type: z.string() });
const downloadQuerySchema = z.object({ preferredip: z.string().optional() });

/**
 * External clients of remote-access gateways. Members of a network list them;
 * its admins create and delete them; its admins and a client's owner see its private key and config
 * and change it (checked by the service, as ownership is per client).
 */
export function registerExtClientRoutes(app: App, { config, db }: AppContext): void {
  app.get('/api/extclients', { config: { access: 'authenticated' } }, (request) =>
    listVisibleExtClients(db, callerOf(request)),
  );

  app.get(
    '/api/extclients/:netid',
    {
      config: { access: { network: 'read', to: 'list its external clients', resource: 'extclient' } },
      schema: { params: networkPathSchema },
    },
    (request) => listNetworkExtClients(db, request.params.netid),
  );

  app.get(
    '/api/extclients/:netid/:clientid',
    { config: { access: 'authenticated' }, schema: { params: clientPathSchema } },
    (request) => getExtClient(db, request.params.netid, request.params.clientid, callerOf(request)),
  );

  app.get(
    '/api/extclients/:netid/:clientid/:type',
    {
      config: { access: 'authenticated' },
      schema: { params: downloadPathSchema, querystring: downloadQuerySchema },
    },
    async (request, reply) => {
      const { netid, clientid, type } = request.params;
      const caller = callerOf(request);
      const { preferredip: preferredIp } = request.query;
      if (type === 'file') {
        const text = await clientConfigText(db, netid, clientid, caller, { preferredIp, withScripts: true });
        return reply
          .type('application/config')
          .header('Content-Disposition', `attachment; filename="${clientid}.conf"`)
          .send(text);
      }
      if (type === 'qr') {
        const text = await clientConfigText(db, netid, clientid, caller, { preferredIp, withScripts: false });
        return reply.type('image/png').send(await qrCodePng(text));
      }
      return getExtClient(db, netid, clientid, caller);
    },
  );

  // The path has the client routes' shape, but its last segment names the gateway node.
  app.post(
    '/api/extclients/:netid/:clientid',
    {
      config: { access: { network: 'write', to: 'create external clients', resource: 'extclient' } },
      schema: { params: clientPathSchema, body: customExtClientSchema },
    },
    async (request) => {
      const { netid, clientid: gatewayId } = request.params;
      const caller = callerOf(request);
      const clientid = await createExtClient(db, netid, gatewayId, request.body, caller, await serverClaims(config));
      return getExtClient(db, netid, clientid, caller);
    },
  );

  app.put(
    '/api/extclients/:netid/:clientid',
    { config: { access: 'authenticated' }, schema: { params: clientPathSchema, body: customExtClientSchema } },
    async (request) => {
      const { netid, clientid } = request.params;
      return editExtClient(db, netid, clientid, request.body, callerOf(request), await serverClaims(config));
    },
  );

  app.delete(
    '/api/extclients/:netid/:clientid',
    {
      config: { access: { network: 'write', to: 'delete external clients', resource: 'extclient' } },
      schema: { params: clientPathSchema },
    },
    async (request) => {
      await removeExtClient(db, request.params.netid, request.params.clientid);
      return envelope(`${request.params.clientid} deleted.`, null);
    },
  );
}
