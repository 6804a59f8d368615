import { changeServerAddressRequestSchema } from '@netloom/contract';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { inTransaction } from '../../store/transactions';
import { registerAgentDownloads } from './agent-downloads';
import { changeServerAddress, serverAddress } from './server-address';
import { replicasOf } from './replicas';
import { serverConfig, serverStatus } from './service';

export const HEALTH_TEXT = 'Server is up and running!!';
export const SHUTDOWN_TEXT = 'received api call to shutdown server, sending interruption...';

export function registerServerRoutes(app: App, { config, db, broker, mesh, cluster, restart }: AppContext): void {
  app.get('/api/server/status', { config: { access: 'public' } }, () => serverStatus(db, broker, config));

  app.get('/api/server/getconfig', { config: { access: 'authenticated' } }, () => serverConfig(config));

  // Public: the first run asks for it before anyone can sign in, and every host is told it anyway.
  app.get('/api/v2/server/address', { config: { access: 'public' } }, () => serverAddress(config));

  app.put(
    '/api/v2/server/address',
    {
      config: { access: { admin: "change the server's address" } },
      schema: { body: changeServerAddressRequestSchema },
    },
    (request) =>
      changeServerAddress(
        db,
        config,
        { mesh, serverAddressChanged: cluster.serverAddressChanged },
        request.body.address,
      ),
  );

  app.get(
    '/api/v2/server/replicas',
    { config: { access: { adminOrAuditor: 'see the servers sharing this database' } } },
    () => replicasOf(cluster),
  );

  app.get('/api/server/health', { config: { access: 'public' } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(HEALTH_TEXT),
  );

  registerAgentDownloads(app, config);

  app.post(
    '/api/server/shutdown',
    { config: { access: { superAdmin: 'shut down the server' }, audit: { action: 'update' } } },
    async (_request, reply) => {
      // A restart changes no stored data: its transaction holds only its audit event.
      await inTransaction(db, async () => undefined);
      reply.raw.once('close', restart);
      return reply.type('text/plain; charset=utf-8').send(SHUTDOWN_TEXT);
    },
  );
}
