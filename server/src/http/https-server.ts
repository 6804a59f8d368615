import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Config } from '../config';

/**
 * The Node server the app answers on: HTTPS with the configured certificate, else plain HTTP. An HTTPS
 * server serves the same requests and upgrades (the broker's WebSocket) as an HTTP one; Fastify types its
 * instances by the HTTP one, which the whole app is written against.
 */
export function serveOn(
  config: Pick<Config, 'tls'>,
  handler: RequestListener,
  timeouts: { keepAliveTimeout?: number; requestTimeout?: number },
): Server {
  const server = config.tls ? (createHttpsServer(config.tls, handler) as unknown as Server) : createServer(handler);
  // Fastify sets its timeouts only on servers it makes itself; without its 72 s keep-alive, Node's 5 s one
  // closes idle connections just as clients (fetch keeps them 4 s) send on them again: "other side closed".
  if (timeouts.keepAliveTimeout !== undefined) server.keepAliveTimeout = timeouts.keepAliveTimeout;
  if (timeouts.requestTimeout !== undefined) server.requestTimeout = timeouts.requestTimeout;
  return server;
}
