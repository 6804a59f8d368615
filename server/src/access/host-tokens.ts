import { ApiError } from '../api-error';
import { createSignedTokens } from '../http/signed-tokens';

/** Host tokens live 15 minutes; hosts authenticate again for a new one. */
export const HOST_TOKEN_VALIDITY_SECONDS = 15 * 60;
const HOST_SUBJECT_PREFIX = 'node|';
const INVALID = 'invalid host token; authenticate the host again';

/** Host JWTs: `sub: "node|<host id>"`, claims `ID`, `MacAddress`, `Network`, signed HS256 with the stored secret. */
export interface HostTokens {
  issue(hostId: string, macAddress: string): Promise<string>;
  /** The host id a valid host token belongs to; a 401 ApiError otherwise (user tokens included). */
  verify(token: string): Promise<string>;
}

export function createHostTokens(secret: string): HostTokens {
  const tokens = createSignedTokens(secret, {
    expired: 'host token expired; authenticate the host again',
    invalid: INVALID,
  });
  return {
    issue(hostId, macAddress) {
      const claims = { ID: hostId, MacAddress: macAddress, Network: '' };
      return tokens.sign(claims, `${HOST_SUBJECT_PREFIX}${hostId}`, HOST_TOKEN_VALIDITY_SECONDS);
    },
    async verify(token) {
      const payload = await tokens.verify(token);
      if (payload.sub?.startsWith('user|')) {
        throw new ApiError(401, 'this route takes a host token, not a user token');
      }
      const hostId = payload.ID;
      if (typeof hostId !== 'string' || payload.sub !== `${HOST_SUBJECT_PREFIX}${hostId}`) {
        throw new ApiError(401, INVALID);
      }
      return hostId;
    },
  };
}
