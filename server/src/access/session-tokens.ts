import { ApiError } from '../api-error';
import { createSignedTokens } from '../http/signed-tokens';

const TOKEN_TYPE = 'user_id_token';
const INVALID = 'invalid token; log in again';
const MFA_CHALLENGE_TYPE = 'mfa_challenge';
/** Minutes a password sign-in waits for its second step. */
const MFA_CHALLENGE_MINUTES = 5;

/** Who a valid session token speaks for, and the generation of that user's sessions it was issued in. */
export interface SessionHolder {
  username: string;
  /** `SessionEpoch` claim; 0 in tokens from before sessions could be ended. */
  epoch: number;
}

/**
 * User session JWTs with Netmaker's claims, signed HS256 with the stored secret,
 * plus Netloom's `SessionEpoch`: a token is good only while its user's sessions are of that generation.
 */
export interface SessionTokens {
  issue(username: string, platformRoleId: string, epoch: number): Promise<string>;
  /** Who a valid session token belongs to; a 401 ApiError otherwise. */
  verify(token: string): Promise<SessionHolder>;
  /**
   * A token proving a right password, good for 5 minutes for the MFA step of signing in only (never
   * as a session): `code` to give a code, `setup` to set MFA up first.
   */
  issueMfaChallenge(username: string, step: MfaStep, epoch: number): Promise<string>;
  /** Who a valid MFA challenge was issued to, and for which step; a 401 ApiError otherwise. */
  verifyMfaChallenge(token: string): Promise<SessionHolder & { step: MfaStep }>;
}

export type MfaStep = 'code' | 'setup';

export function createSessionTokens(secret: string, validityMinutes: number): SessionTokens {
  const tokens = createSignedTokens(secret, { expired: 'session expired; log in again', invalid: INVALID });
  const challenges = createSignedTokens(secret, {
    expired: 'the sign-in took too long; enter your password again',
    invalid: 'invalid sign-in challenge; enter your password again',
  });
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
    issueMfaChallenge(username, step, epoch) {
      const claims = { UserName: username, TokenType: MFA_CHALLENGE_TYPE, MfaStep: step, SessionEpoch: epoch };
      return challenges.sign(claims, `mfa|${username}`, MFA_CHALLENGE_MINUTES * 60);
    },
    async verifyMfaChallenge(token) {
      const payload = await challenges.verify(token);
      const { UserName: username, MfaStep: step, SessionEpoch: epoch } = payload;
      const valid =
        typeof username === 'string' &&
        payload.sub === `mfa|${username}` &&
        payload.TokenType === MFA_CHALLENGE_TYPE &&
        (step === 'code' || step === 'setup') &&
        typeof epoch === 'number';
      if (!valid) throw new ApiError(401, 'invalid sign-in challenge; enter your password again');
      return { username, step, epoch };
    },
  };
}
