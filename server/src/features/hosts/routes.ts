import { updateHostRequestSchema } from '@netloom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { callerOf } from '../../access/guard';
import { requestAction } from './host-actions';
import { listVisibleHosts } from './host-views';
import { editHost, joinNetwork, leaveNetwork, removeHost } from './service';

const hostPathSchema = z.object({ hostid: z.string() });
const hostNetworkPathSchema = z.object({ hostid: z.string(), netid: z.string() });
const forceQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() });
/** A host joining or leaving a network is a change of the host, in that network. */
const JOIN_OR_LEAVE = { object: 'host', action: 'update' } as const;

/** Hosts. Host-wide changes are for admins; joining and leaving for the network's admins. */
export function registerHostRoutes(app: App, { db, hostAccounts }: AppContext): void {
  app.get('/api/hosts', { config: { access: 'authenticated' } }, (request) => listVisibleHosts(db, callerOf(request)));

  app.put(
    '/api/hosts/keys',
    { config: { access: { admin: 'refresh the keys of hosts' } } },
    async (_request, reply) => {
      await requestAction(db, null, 'UPDATE_KEYS');
      return reply.code(200).send();
    },
  );

  app.post(
    '/api/hosts/sync',
    { config: { access: { admin: 'sync hosts' }, audit: { action: 'update' } } },
    async () => {
      await requestAction(db, null, 'REQ_PULL');
      return envelope('sync all hosts request received', null);
    },
  );

  app.post(
    '/api/hosts/upgrade',
    {
      config: { access: { admin: 'upgrade hosts' }, audit: { action: 'update' } },
      schema: { querystring: forceQuerySchema },
    },
    async (request) => {
      await requestAction(db, null, request.query.force === 'true' ? 'FORCE_UPGRADE' : 'UPGRADE');
      return envelope('upgrade all hosts request received', null);
    },
  );

  app.put(
    '/api/hosts/:hostid',
    {
      config: { access: { admin: 'change hosts' } },
      schema: { params: hostPathSchema, body: updateHostRequestSchema },
    },
    (request) => editHost(db, request.params.hostid, request.body),
  );

  app.delete(
    '/api/hosts/:hostid',
    {
      config: { access: { admin: 'delete hosts' } },
      schema: { params: hostPathSchema, querystring: forceQuerySchema },
    },
    async (request) => {
      const host = await removeHost(db, request.params.hostid, request.query.force === 'true');
      await hostAccounts.remove(host.id);
      return envelope(`deleted host ${host.name}`, host);
    },
  );

  app.put(
    '/api/hosts/:hostid/keys',
    { config: { access: { admin: 'refresh the keys of hosts' } }, schema: { params: hostPathSchema } },
    async (request, reply) => {
      await requestAction(db, request.params.hostid, 'UPDATE_KEYS');
      return reply.code(200).send();
    },
  );

  app.post(
    '/api/hosts/:hostid/sync',
    { config: { access: { admin: 'sync hosts' }, audit: { action: 'update' } }, schema: { params: hostPathSchema } },
    async (request, reply) => {
      await requestAction(db, request.params.hostid, 'REQ_PULL');
      return reply.code(200).send();
    },
  );

  app.put(
    '/api/hosts/:hostid/upgrade',
    {
      config: { access: { admin: 'upgrade hosts' } },
      schema: { params: hostPathSchema, querystring: forceQuerySchema },
    },
    async (request) => {
      const action = request.query.force === 'true' ? 'FORCE_UPGRADE' : 'UPGRADE';
      await requestAction(db, request.params.hostid, action);
      return envelope('passed message to upgrade host', null);
    },
  );

  app.post(
    '/api/hosts/:hostid/networks/:netid',
    {
      config: { access: { network: 'write', to: 'add hosts to it', resource: 'host' }, audit: JOIN_OR_LEAVE },
      schema: { params: hostNetworkPathSchema },
    },
    async (request, reply) => {
      await joinNetwork(db, callerOf(request), request.params.hostid, request.params.netid);
      return reply.code(200).send();
    },
  );

  app.delete(
    '/api/hosts/:hostid/networks/:netid',
    {
      config: { access: { network: 'write', to: 'remove hosts from it', resource: 'host' }, audit: JOIN_OR_LEAVE },
      schema: { params: hostNetworkPathSchema, querystring: forceQuerySchema },
    },
    async (request, reply) => {
      const { hostid, netid } = request.params;
      const outcome = await leaveNetwork(db, hostid, netid, request.query.force === 'true');
      if (outcome === 'deleted') return envelope('force deleted daemon node successfully', null);
      return reply.code(200).send();
    },
  );
}
