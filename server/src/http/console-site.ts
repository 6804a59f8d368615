import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { noRouteError } from './api-fallbacks';
import type { App } from './app-type';

export const CONSOLE_NOT_BUILT =
  'The Netloom console is not built. Run "npm run build" in the repository, then restart the server. The API answers under /api.';

/** The build names its scripts and styles by their content, so a browser may keep them for good. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/** Hashed assets are kept for a year; index.html and other files are checked again on each visit. */
function setCacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('Cache-Control', file.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built console at `/`, Brotli- or gzip-compressed from the copies the build wrote when the
 * browser accepts them; any other GET outside `/api` that names no file gets index.html, so deep links
 * like /networks/foo/nodes load the app. Without a build, GETs answer a short note.
 */
export async function registerConsoleSite(app: App, consoleDir: string): Promise<void> {
  const built = existsSync(path.join(consoleDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$|\?)/.test(request.url);
    if (!isPage) throw noRouteError(request);
    if (built) return reply.sendFile('index.html');
    return reply.type('text/plain; charset=utf-8').send(CONSOLE_NOT_BUILT);
  });
}
