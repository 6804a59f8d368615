import type { App } from '../http/app-type';
import type { ServerMetrics } from './prometheus-server';

/** The route label of a request no route answered (the console's pages, unknown paths). */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answered request by method, route pattern (`/api/networks/:netid`, never the concrete
 * path, so the series stay few) and status code, and times it by method and route pattern.
 */
export function countRequests(app: App, { registry, prometheus: { Counter, Histogram } }: ServerMetrics): void {
  const requests = new Counter({
    name: 'netloom_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'netloom_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to sending its answer, in seconds, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const method = request.method;
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.inc({ method, route, status: String(reply.statusCode) });
    durations.observe({ method, route }, reply.elapsedTime / 1000);
  });
}
