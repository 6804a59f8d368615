import { ApiError } from '../../http/api-error';
import { createSignedTokens } from '../../http/signed-tokens';

const TOKEN_TYPE = 'user_id_token';
const INVALID = 'invalid token; log in again';

/** Who a valid session token speaks for, and the generation of that user's sessions it was issued in. */
export interface SessionHolder {
  username: string;
  /** `SessionEpoch` claim; 0 in tokens from before sessions could be ended. */
  epoch: number;
}

/**
 * User session JWTs with Netmaker's claims (reference section 2.4), signed HS256 with the stored secret,
 * plus Netloom's `SessionEpoch`: a token is good only while its user's sessions are of that generation.
 */
export interface SessionTokens {
  issue(username: string, platformRoleId: string, epoch: number): Promise<string>;
  /** Who a valid session token belongs to; a 401 ApiError otherwise. */
  verify(token: string): Promise<SessionHolder>;
}

export function createSessionTokens(secret: string, validityMinutes: number): SessionTokens {
  const tokens = createSignedTokens(secret, { expired: 'session expired; log in again', invalid: INVALID });
  return {
    issue(username, platformRoleId, epoch) {
      const claims = {
        Role: platformRoleId,
        UserName: username,
        TokenType: TOKEN_TYPE,
        RacAutoDisable: false,
        SessionEpoch: epoch,
      };
      return tokens.sign(claims, `user|${username}`, validityMinutes * 60);
    },
    async verify(token) {
      const payload = await tokens.verify(token);
      if (payload.sub?.startsWith('node|'))
        throw new ApiError(401, 'a host token cannot be used here; log in as a user');
      const username = payload.UserName;
      if (typeof username !== 'string' || payload.sub !== `user|${username}` || payload.TokenType !== TOKEN_TYPE) {
        throw new ApiError(401, INVALID);
      }
      const epoch = payload.SessionEpoch ?? 0;
      if (typeof epoch !== 'number') throw new ApiError(401, INVALID);
      return { username, epoch };
    },
  };
}
