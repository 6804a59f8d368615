import { SignJWT, errors, jwtVerify } from 'jose';
import { ApiError } from '../../http/api-error';

const ISSUER = 'Netmaker';
const TOKEN_TYPE = 'user_id_token';

/** User session JWTs with Netmaker's claims (reference section 2.4), signed HS256 with the stored secret. */
export interface SessionTokens {
  issue(username: string, platformRoleId: string): Promise<string>;
  /** The username a valid session token belongs to; a 401 ApiError otherwise. */
  verify(token: string): Promise<string>;
}

export function createSessionTokens(secret: string, validityMinutes: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue(username, platformRoleId) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ Role: platformRoleId, UserName: username, TokenType: TOKEN_TYPE, RacAutoDisable: false })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(`user|${username}`)
        .setIssuedAt(now)
        .setExpirationTime(now + validityMinutes * 60)
        .sign(key);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER }).catch(
        (error: unknown) => {
          throw new ApiError(
            401,
            error instanceof errors.JWTExpired ? 'session expired; log in again' : 'invalid token; log in again',
          );
        },
      );
      if (payload.sub?.startsWith('node|'))
        throw new ApiError(401, 'a host token cannot be used here; log in as a user');
      const username = payload.UserName;
      if (typeof username !== 'string' || payload.sub !== `user|${username}` || payload.TokenType !== TOKEN_TYPE) {
        throw new ApiError(401, 'invalid token; log in again');
      }
      return username;
    },
  };
}
