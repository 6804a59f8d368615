import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { serverConfig, serverStatus } from './service';

export const HEALTH_TEXT = 'Server is up and running!!';

export function registerServerRoutes(app: App, { config, db }: AppContext): void {
  app.get('/api/server/status', { config: { access: 'public' } }, () => serverStatus(db, config));

  app.get('/api/server/getconfig', { config: { access: 'authenticated' } }, () => serverConfig(config));

  app.get('/api/server/health', { config: { access: 'public' } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(HEALTH_TEXT),
  );
}
