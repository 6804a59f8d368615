import type { AppContext } from '../../app-context';
import { ApiError } from '../../api-error';
import type { App } from '../../http/app-type';
import { createAuthenticator } from '../../access/auth';
import { callerOf } from '../../access/guard';
import { streamLiveChanges } from './event-stream';
import { watchNodeStatuses } from './status-watch';

/** Live-update streams one user may hold open at once (a console tab holds one). */
export const LIVE_STREAMS_PER_USER = 10;

/**
 * GET /api/v2/events: what changes, as server-sent events, for any signed-in user (host tokens are
 * refused as on every user route); each caller hears only of what it may read. Statuses that turn
 * with time alone are watched while the server runs (status-watch.ts).
 */
export function registerLiveRoutes(app: App, { config, db, tokens, live }: AppContext): void {
  const authenticate = createAuthenticator(db, tokens);
  const statusWatch = watchNodeStatuses(db, config.nodeStatusThresholds, live, app.log);
  app.addHook('preClose', () => statusWatch.stop());
  app.get('/api/v2/events', { config: { access: 'authenticated' } }, async (request, reply) => {
    const caller = callerOf(request);
    if (live.streamsOf(caller.username) >= LIVE_STREAMS_PER_USER) {
      const limit = `${LIVE_STREAMS_PER_USER} live update streams open, the most allowed`;
      throw new ApiError(429, `user ${caller.username} already has ${limit}; close other console tabs or windows`);
    }
    streamLiveChanges(request, reply, { hub: live, caller, reauthenticate: () => authenticate(request) });
    return reply;
  });
}
