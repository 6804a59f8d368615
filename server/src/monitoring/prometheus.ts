import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as promClient from 'prom-client';
import type { Config } from '../config';
import { loadWhenUsed } from '../load-when-used';
import { sameSecret } from '../random-base32';
import { ApiError } from '../api-error';
import { noRouteError } from '../http/api-fallbacks';
import type { App } from '../http/app-type';
import { bearerToken } from '../access/auth';
import { countRequests } from './prometheus-requests';
import type { PublishObserver } from '../mesh/peer-publisher';
import { countPublishing, watchServer, type ServerGauges } from './prometheus-server';

export type { ServerGauges } from './prometheus-server';

/** Where Prometheus scrapes a server; outside `/api`, as is usual for Prometheus. */
export const METRICS_PATH = '/metrics';

/** What the peer publisher tells a server without metrics. */
const UNOBSERVED: PublishObserver = { roundDone: () => undefined };

/** Admits a scrape bearing the configured token, compared in constant time; 401 with a Bearer challenge otherwise. */
function requireMetricsToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      if (sameSecret(token, bearerToken(request.headers.authorization))) return;
      throw new ApiError(401, 'wrong metrics token: send the NETLOOM_METRICS_TOKEN of this server as the bearer token');
    } catch (error) {
      reply.header('WWW-Authenticate', 'Bearer realm="netloom metrics"');
      throw error;
    }
  };
}

/**
 * `GET /metrics` in the Prometheus text format, for Prometheus holding NETLOOM_METRICS_TOKEN: the
 * process, the HTTP requests, the publishing of peer updates and the server's gauges, from a registry
 * of this server's own (several servers may run in one process). Without the token set, /metrics
 * answers 404 like any unknown path (rather than the console's page). Hidden from the OpenAPI document.
 * Returns what the peer publisher reports its rounds to.
 */
export function registerPrometheus(
  app: App,
  config: Pick<Config, 'metricsToken'>,
  gauges: ServerGauges,
): PublishObserver {
  const token = config.metricsToken;
  if (token === null) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request) => {
      throw noRouteError(request);
    });
    return UNOBSERVED;
  }
  const prometheus = loadWhenUsed<typeof promClient>('prom-client');
  const registry = new prometheus.Registry();
  prometheus.collectDefaultMetrics({ register: registry });
  const metrics = { registry, prometheus };
  countRequests(app, metrics);
  watchServer(metrics, gauges);
  const publishing = countPublishing(metrics);
  app.get(METRICS_PATH, { schema: { hide: true }, onRequest: requireMetricsToken(token) }, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return publishing;
}
