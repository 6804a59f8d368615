import { AGENT_CHECKSUM_PATH, AGENT_DOWNLOAD_PATH, changeServerAddressRequestSchema } from '@netloom/contract';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { App } from '../../http/app-type';
import { inTransaction } from '../../store/transactions';
import { changeServerAddress, serverAddress } from './server-address';
import { replicasOf } from './replicas';
import { serverConfig, serverStatus } from './service';

/** The name the agent is saved under, which its checksum line names. */
const AGENT_FILE_NAME = 'netloom-agent';

async function readAgent(config: AppContext['config']): Promise<Buffer> {
  try {
    return await readFile(config.agentBundle);
  } catch {
    throw new ApiError(404, 'the agent is not built on this server: run npm start, or node scripts/agent-build.mjs');
  }
}

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

  app.get(AGENT_DOWNLOAD_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${AGENT_FILE_NAME}"`)
      .send(await readAgent(config)),
  );

  app.get(AGENT_CHECKSUM_PATH, { config: { access: 'public' } }, async (_request, reply) => {
    const sha256 = createHash('sha256')
      .update(await readAgent(config))
      .digest('hex');
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${AGENT_FILE_NAME}.sha256"`)
      .send(`${sha256}  ${AGENT_FILE_NAME}\n`);
  });

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
