import { SignJWT, errors, jwtVerify } from 'jose';
import { ApiError } from '../../http/api-error';

const ISSUER = 'Netmaker';
/** Host tokens live 15 minutes (reference section 2.4); hosts authenticate again for a new one. */
export const HOST_TOKEN_VALIDITY_SECONDS = 15 * 60;
const HOST_SUBJECT_PREFIX = 'node|';

/** Host JWTs: `sub: "node|<host id>"`, claims `ID`, `MacAddress`, `Network`, signed HS256 with the stored secret. */
export interface HostTokens {
  issue(hostId: string, macAddress: string): Promise<string>;
  /** The host id a valid host token belongs to; a 401 ApiError otherwise (user tokens included). */
  verify(token: string): Promise<string>;
}

export function createHostTokens(secret: string): HostTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue(hostId, macAddress) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ID: hostId, MacAddress: macAddress, Network: '' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(`${HOST_SUBJECT_PREFIX}${hostId}`)
        .setIssuedAt(now)
        .setExpirationTime(now + HOST_TOKEN_VALIDITY_SECONDS)
        .sign(key);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER }).catch(
        (error: unknown) => {
          throw new ApiError(
            401,
            error instanceof errors.JWTExpired
              ? 'host token expired; authenticate the host again'
              : 'invalid host token; authenticate the host again',
          );
        },
      );
      if (payload.sub?.startsWith('user|')) {
        throw new ApiError(401, 'this route takes a host token, not a user token');
      }
      const hostId = payload.ID;
      if (typeof hostId !== 'string' || payload.sub !== `${HOST_SUBJECT_PREFIX}${hostId}`) {
        throw new ApiError(401, 'invalid host token; authenticate the host again');
      }
      return hostId;
    },
  };
}
