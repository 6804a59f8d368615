import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api-error';
import type { App } from './app-type';

const ROUTED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}

/** The 404 for a request no route answers. */
export function noRouteError(request: FastifyRequest): ApiError {
  return new ApiError(404, `no route for ${request.method} ${pathOf(request)}`);
}

/** One API route as registered: `GET /api/networks/:netid`. */
export interface ApiRoute {
  method: string;
  url: string;
}

/**
 * Records the methods of every `/api` route as it is registered. `addFallbacks`, called after the
 * last API route, answers a known path with the wrong method 405 and an unknown `/api` path 404,
 * and returns the routes it found.
 */
export function trackApiRoutes(app: App): { addFallbacks(): ApiRoute[] } {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByUrl.set(route.url, methods);
  });
  return {
    addFallbacks() {
      const routes = [...methodsByUrl].flatMap(([url, methods]) =>
        ROUTED_METHODS.filter((method) => methods.has(method)).map((method) => ({ method, url })),
      );
      for (const [url, methods] of [...methodsByUrl]) {
        const allowed = ROUTED_METHODS.filter((method) => methods.has(method));
        const refused = ROUTED_METHODS.filter((method) => !methods.has(method));
        // A path with HEAD alone is the trailing-slash twin of a plugin's index route: Fastify adds its
        // GET without telling onRoute, so a fallback there would clash with it.
        if (allowed.length === 0 || refused.length === 0) continue;
        app.route({
          method: refused,
          url,
          config: { access: 'public', audit: false },
          handler: async (request, reply) => {
            reply.header('Allow', allowed.join(', '));
            throw new ApiError(
              405,
              `method ${request.method} is not allowed on ${pathOf(request)}; use ${allowed.join(' or ')}`,
            );
          },
        });
      }
      app.route({
        method: ROUTED_METHODS,
        url: '/api/*',
        config: { access: 'public', audit: false },
        handler: async (request) => {
          throw noRouteError(request);
        },
      });
      return routes;
    },
  };
}
