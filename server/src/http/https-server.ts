import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Config } from '../config';

/**
 * The Node server the app answers on: HTTPS with the configured certificate, else plain HTTP. An HTTPS
 * server serves the same requests and upgrades (the broker's WebSocket) as an HTTP one; Fastify types its
 * instances by the HTTP one, which the whole app is written against.
 */
export function serveOn(config: Pick<Config, 'tls'>, handler: RequestListener): Server {
  return config.tls ? (createHttpsServer(config.tls, handler) as unknown as Server) : createServer(handler);
}
