import type { RateLimitOptions } from '@fastify/rate-limit';
import { ApiError } from '../../http/api-error';

const WINDOW_MS = 60_000;

/**
 * Login attempts per minute for one username from one address. Counted after the body is read,
 * so the username is known; over the limit the caller gets a 429 saying how long to wait.
 */
export function loginRateLimit(attemptsPerMinute: number): RateLimitOptions {
  return {
    max: attemptsPerMinute,
    timeWindow: WINDOW_MS,
    hook: 'preHandler',
    keyGenerator: (request) => {
      const username = (request.body as { username?: unknown } | undefined)?.username;
      return `${typeof username === 'string' ? username : ''}|${request.ip}`;
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `too many login attempts; try again in ${Math.ceil(context.ttl / 1000)} seconds`),
  };
}
