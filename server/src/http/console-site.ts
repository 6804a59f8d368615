import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { noRouteError } from './api-fallbacks';
import type { App } from './app-type';

export const CONSOLE_NOT_BUILT =
  'The Netloom console is not built. Run "npm run build" in the repository, then restart the server. The API answers under /api.';

/**
 * Serves the built console at `/`; any other GET outside `/api` that names no file gets index.html,
 * so deep links like /networks/foo/nodes load the app. Without a build, GETs answer a short note.
 */
export async function registerConsoleSite(app: App, consoleDir: string): Promise<void> {
  const built = existsSync(path.join(consoleDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: consoleDir, wildcard: true });
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$|\?)/.test(request.url);
    if (!isPage) throw noRouteError(request);
    if (built) return reply.sendFile('index.html');
    return reply.type('text/plain; charset=utf-8').send(CONSOLE_NOT_BUILT);
  });
}
