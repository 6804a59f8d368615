import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../api-error';
import type { App } from '../../http/app-type';
import { hostOf } from '../../access/guard';
import { sendJson } from '../../http/json-string';
import { endFailoverPairsOfHost } from '../gateways/failover-pairs';
import { hostPeerUpdate } from './host-peer-update';

const hostPathSchema = z.object({ hostid: z.string() });
/** `reset_failovered=true`: the host starts afresh, its failover pairs trying to meet directly again (docs/architecture.md, Peers). */
const pullQuerySchema = z.object({ reset_failovered: z.enum(['true', 'false']).optional() });

/**
 * The pull side of peer updates (docs/architecture.md, Host protocol): what a host must hold, the same update the
 * publisher pushes to it, for hosts whose broker connection is down.
 */
export function registerPeerRoutes(app: App, { config, db, mesh }: AppContext): void {
  async function pull(hostId: string, reply: FastifyReply, resetFailovers = false) {
    if (resetFailovers && (await endFailoverPairsOfHost(db, hostId))) mesh.changed({ neighboursOf: [hostId] });
    const update = await hostPeerUpdate(db, config, hostId);
    if (update === null) throw new ApiError(404, `host ${hostId} not found`);
    return sendJson(reply, update);
  }

  app.get('/api/v1/host', { config: { access: 'host' }, schema: { querystring: pullQuerySchema } }, (request, reply) =>
    pull(hostOf(request).id, reply, request.query.reset_failovered === 'true'),
  );

  app.get(
    '/api/v1/fallback/host/:hostid',
    { config: { access: 'host' }, schema: { params: hostPathSchema } },
    (request, reply) => pull(hostOf(request).id, reply),
  );
}
