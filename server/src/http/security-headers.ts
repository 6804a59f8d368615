import fastifyHelmet from '@fastify/helmet';
import type { Config } from '../config';
import type { App } from './app-type';

/** A year of HTTPS only, subdomains included; sent only on requests that came over TLS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The console's Content-Security-Policy: everything from its own origin, no inline or evaluated
 * scripts; inline styles, because Mantine injects them; data: and blob: images (QR codes, logos);
 * API calls to its own origin and to the API's public origin; never framed. Origins the operator
 * lists in `consoleOrigins` are trusted like the console's own (a backend it was built for, a chat
 * widget, analytics, a logo elsewhere).
 */
export function contentSecurityPolicy(config: Pick<Config, 'apiHost' | 'consoleOrigins'>): Record<string, string[]> {
  const trusted = config.consoleOrigins;
  const apiOrigin = new URL(config.apiHost).origin;
  return {
    'default-src': ["'self'", ...trusted],
    'script-src': ["'self'", ...trusted],
    'style-src': ["'self'", "'unsafe-inline'", ...trusted],
    'img-src': ["'self'", 'data:', 'blob:', ...trusted],
    'font-src': ["'self'", 'data:', ...trusted],
    'connect-src': [...new Set(["'self'", apiOrigin, ...trusted])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer (console files, API answers, errors): the CSP above, nosniff,
 * no framing, the referrer's origin only across origins, a browsing context of its own, and HSTS
 * when the request came over TLS (`request.protocol`, which believes X-Forwarded-Proto only from
 * the proxies `NETLOOM_TRUST_PROXY` names).
 */
export async function registerSecurityHeaders(
  app: App,
  config: Pick<Config, 'apiHost' | 'consoleOrigins'>,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
}
