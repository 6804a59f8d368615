import type { FastifyRequest } from 'fastify';

const NAME = 'netloom_sso_state';

/**
 * Ties a sign-in to the browser that started it: the callback must come with the `state` this
 * cookie holds, so nobody can finish a sign-in of their own in someone else's browser.
 */
export interface StateCookie {
  /** The Set-Cookie header value holding `state` for the sign-in's lifetime. */
  holding(state: string): string;
  /** The Set-Cookie header value removing it. */
  cleared(): string;
  read(request: FastifyRequest): string | undefined;
}

export function stateCookie(apiHost: string, lifetimeMs: number): StateCookie {
  const base = new URL(`${apiHost}/`);
  const attributes = [`Path=${base.pathname}api/oauth`, 'HttpOnly', 'SameSite=Lax'];
  if (base.protocol === 'https:') attributes.push('Secure');
  return {
    holding: (state) => [`${NAME}=${state}`, ...attributes, `Max-Age=${Math.floor(lifetimeMs / 1000)}`].join('; '),
    cleared: () => [`${NAME}=`, ...attributes, 'Max-Age=0'].join('; '),
    read(request) {
      for (const pair of request.headers.cookie?.split(';') ?? []) {
        const [name, value] = pair.trim().split('=', 2);
        if (name === NAME) return value;
      }
      return undefined;
    },
  };
}
