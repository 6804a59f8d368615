import type { FastifyRequest } from 'fastify';
import { isApiTokenSecret } from './api-token-secret';
import { apiTokenOwner } from './authenticate-api-token';
import type { SessionTokens } from './session-tokens';
import type { HostTokens } from './host-tokens';
import type { Caller } from './caller';
import { loadCaller } from './load-caller';
import { fromFlag } from '../store/flags';
import { findHost } from '../store/host-repository';
import type { Database } from '../store/schema';
import { findUser } from '../store/user-repository';
import { ApiError } from '../api-error';

export type Authenticate = (request: FastifyRequest) => Promise<Caller>;

/** The host a host token was issued to. */
export interface AuthenticatedHost {
  id: string;
}

export type AuthenticateHost = (request: FastifyRequest) => Promise<AuthenticatedHost>;

/** The token of an `Authorization: Bearer <token>` header; 401 without one. */
export function bearerToken(header: string | undefined): string {
  if (!header) throw new ApiError(401, 'authorization required: send the header "Authorization: Bearer <token>"');
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme.toLowerCase() !== 'bearer' || !token || rest.length > 0) {
    throw new ApiError(401, 'malformed authorization header: expected "Bearer <token>"');
  }
  return token;
}

/**
 * Resolves the bearer token of a request to its user, whose role and groups are read fresh from the
 * database: a session JWT, refused when the sessions it belongs to were ended since it was issued, or
 * a personal API token (`nlt_...`), refused when revoked or expired. API tokens outlive "sign out
 * everywhere" and password changes, as they are separate credentials their owner lists and revokes
 * one by one (GitHub keeps personal access tokens the same way); a disabled or deleted account stops them.
 */
export function createAuthenticator(db: Database, tokens: SessionTokens): Authenticate {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    const session = isApiTokenSecret(token) ? null : await tokens.verify(token);
    const username = session ? session.username : await apiTokenOwner(db, token);
    const user = await findUser(db, username);
    if (!user) throw new ApiError(401, `user ${username} no longer exists`);
    if (fromFlag(user.account_disabled)) throw new ApiError(401, 'user account disabled');
    if (session && user.session_epoch !== session.epoch) {
      throw new ApiError(
        401,
        'this session has ended: the password or the role changed, or the account signed out everywhere; log in again',
      );
    }
    return { ...(await loadCaller(db, user)), credential: session ? 'session' : 'api-token' };
  };
}

/** Resolves the bearer host JWT of a request to its host, which must still exist. User tokens are refused. */
export function createHostAuthenticator(db: Database, hostTokens: HostTokens): AuthenticateHost {
  return async (request) => {
    const hostId = await hostTokens.verify(bearerToken(request.headers.authorization));
    if (!(await findHost(db, hostId))) throw new ApiError(401, `host ${hostId} no longer exists`);
    return { id: hostId };
  };
}
