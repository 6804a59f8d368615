import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/app-type';
import { ApiError } from '../../api-error';

const WINDOW_MS = 60_000;

/**
 * How many times the per-account limit one address may try in a minute, whatever accounts it names:
 * room for a team behind one NAT signing in at once, too little to try a password on every account.
 */
const ADDRESS_ATTEMPTS_PER_ACCOUNT_ATTEMPT = 10;

/**
 * The route a request is counted on: every server counts in one store (the database), whose keys
 * are one space, so a count per route names its route.
 */
function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

/**
 * Login attempts per minute for one account from one address: a user's (`username` in the body) or a
 * host's (`id`). Counted after the body is read, so the account is known; over the limit the caller
 * gets a 429 saying how long to wait. An IPv6 address counts as its /64, which one machine may hold whole.
 */
export function loginRateLimit(attemptsPerMinute: number, account: 'username' | 'id' = 'username'): RateLimitOptions {
  return {
    max: attemptsPerMinute,
    timeWindow: WINDOW_MS,
    hook: 'preHandler',
    keyGenerator: (request) => {
      const name = (request.body as Record<string, unknown> | undefined)?.[account];
      return `${routeOf(request)}|${account}:${typeof name === 'string' ? name : ''}|${normalizeIP(request.ip)}`;
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `too many login attempts; try again in ${Math.ceil(context.ttl / 1000)} seconds`),
  };
}

/**
 * Login attempts per minute from one address (an IPv6 /64) to one route, whatever account each names:
 * ten times `attemptsPerAccount`, so that trying one password on many usernames is stopped too. A
 * preHandler beside the route's `loginRateLimit`, both of which must allow the attempt. Not for host
 * logins: many hosts behind one NAT sign in from one address.
 */
export function addressLoginRateLimit(
  app: App,
  attemptsPerAccount: number,
): (request: FastifyRequest) => Promise<void> {
  const attempt = app.createRateLimit({
    max: attemptsPerAccount * ADDRESS_ATTEMPTS_PER_ACCOUNT_ATTEMPT,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${routeOf(request)}|address|${normalizeIP(request.ip)}`,
  });
  return async (request) => {
    const counted = await attempt(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    throw new ApiError(
      429,
      `too many login attempts from your address; try again in ${Math.ceil(counted.ttl / 1000)} seconds`,
    );
  };
}

/**
 * Attempts per minute at one account's second sign-in step (an MFA code), from any address: counted
 * once the account is known from the request's challenge, so that new challenges don't reset the count.
 */
export function accountAttemptLimit(
  app: App,
  attemptsPerMinute: number,
): (request: FastifyRequest, account: string) => Promise<void> {
  const accounts = new WeakMap<FastifyRequest, string>();
  const attempt = app.createRateLimit({
    max: attemptsPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `second-step|${accounts.get(request) ?? ''}`,
  });
  return async (request, account) => {
    accounts.set(request, account);
    const counted = await attempt(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    throw new ApiError(
      429,
      `too many codes tried for ${account}; try again in ${Math.ceil(counted.ttl / 1000)} seconds`,
    );
  };
}
