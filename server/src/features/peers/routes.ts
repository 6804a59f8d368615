import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { App } from '../../http/app-type';
import { hostOf } from '../../http/guard';
import { hostPeerUpdate } from './host-peer-update';

const hostPathSchema = z.object({ hostid: z.string() });

/**
 * The pull side of peer updates (dataplane 2.1): what a host must hold, the same update the
 * publisher pushes to it, for hosts whose broker connection is down.
 */
export function registerPeerRoutes(app: App, { config, db }: AppContext): void {
  async function pull(hostId: string) {
    const update = await hostPeerUpdate(db, config, hostId);
    if (!update) throw new ApiError(404, `host ${hostId} not found`);
    return update;
  }

  app.get('/api/v1/host', { config: { access: 'host' } }, (request) => pull(hostOf(request).id));

  app.get(
    '/api/v1/fallback/host/:hostid',
    { config: { access: 'host' }, schema: { params: hostPathSchema } },
    (request) => pull(hostOf(request).id),
  );
}
