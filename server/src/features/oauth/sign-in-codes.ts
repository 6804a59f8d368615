import { randomBytes } from 'node:crypto';
import type { AuthToken } from '@netloom/contract';
import type { Database } from '../../store/schema';
import { createSingleUse } from './single-use';

/**
 * After single sign-on the browser lands on the console's login page with a one-time code, never the
 * session token itself: addresses end up in histories, proxies' logs and Referer headers. The console
 * exchanges the code for the session by POST, once, within a minute, on any server.
 */
export interface SignInCodes {
  issue(session: AuthToken): Promise<string>;
  redeem(code: string): Promise<AuthToken | undefined>;
}

const SIGN_IN_CODE_LIMITS = { kind: 'sso-sign-in-code', lifetimeMs: 60_000, capacity: 10_000 };

export function createSignInCodes(db: Database): SignInCodes {
  const sessions = createSingleUse<AuthToken>(db, SIGN_IN_CODE_LIMITS);
  return {
    async issue(session) {
      const code = randomBytes(32).toString('base64url');
      await sessions.put(code, session);
      return code;
    },
    redeem: (code) => sessions.take(code),
  };
}
