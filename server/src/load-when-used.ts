import { createRequire } from 'node:module';

const requireFromServer = createRequire(import.meta.url);

/**
 * A CommonJS package loaded where it is first used rather than when the server starts: for packages only some
 * servers use (pg on PostgreSQL, pino-pretty for readable logs, prom-client when scraped), which need not slow the
 * start of the others.
 */
export function loadWhenUsed<Package>(name: string): Package {
  return requireFromServer(name) as Package;
}
