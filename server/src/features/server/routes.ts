import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { serverConfig, serverStatus } from './service';

export const HEALTH_TEXT = 'Server is up and running!!';
export const SHUTDOWN_TEXT = 'received api call to shutdown server, sending interruption...';

export function registerServerRoutes(app: App, { config, db, broker, restart }: AppContext): void {
  app.get('/api/server/status', { config: { access: 'public' } }, () => serverStatus(db, broker, config));

  app.get('/api/server/getconfig', { config: { access: 'authenticated' } }, () => serverConfig(config));

  app.get('/api/server/health', { config: { access: 'public' } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(HEALTH_TEXT),
  );

  app.post(
    '/api/server/shutdown',
    { config: { access: { superAdmin: 'shut down the server' } } },
    (_request, reply) => {
      reply.raw.once('close', restart);
      return reply.type('text/plain; charset=utf-8').send(SHUTDOWN_TEXT);
    },
  );
}
