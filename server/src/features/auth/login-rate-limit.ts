import type { RateLimitOptions } from '@fastify/rate-limit';
import { ApiError } from '../../http/api-error';

const WINDOW_MS = 60_000;

/**
 * Login attempts per minute for one account from one address: a user's (`username` in the body) or a
 * host's (`id`). Counted after the body is read, so the account is known; over the limit the caller
 * gets a 429 saying how long to wait.
 */
export function loginRateLimit(attemptsPerMinute: number, account: 'username' | 'id' = 'username'): RateLimitOptions {
  return {
    max: attemptsPerMinute,
    timeWindow: WINDOW_MS,
    hook: 'preHandler',
    keyGenerator: (request) => {
      const name = (request.body as Record<string, unknown> | undefined)?.[account];
      return `${account}:${typeof name === 'string' ? name : ''}|${request.ip}`;
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `too many login attempts; try again in ${Math.ceil(context.ttl / 1000)} seconds`),
  };
}
