import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { ApiError } from '../api-error';

const ISSUER = 'Netmaker';

/** What a refused token tells its holder: once for an expired token, once for any other fault. */
export interface TokenMessages {
  expired: string;
  invalid: string;
}

/** HS256 JWTs with Netmaker's issuer, signed with the server's stored secret. */
export interface SignedTokens {
  sign(claims: JWTPayload, subject: string, validitySeconds: number): Promise<string>;
  /** The payload of a valid token; a 401 ApiError with the holder's message otherwise. */
  verify(token: string): Promise<JWTPayload>;
}

export function createSignedTokens(secret: string, messages: TokenMessages): SignedTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims, subject, validitySeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(subject)
        .setIssuedAt(now)
        .setExpirationTime(now + validitySeconds)
        .sign(key);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER }).catch(
        (error: unknown) => {
          throw new ApiError(401, error instanceof errors.JWTExpired ? messages.expired : messages.invalid);
        },
      );
      return payload;
    },
  };
}
