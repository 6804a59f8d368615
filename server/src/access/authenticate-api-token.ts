import { ApiError } from '../api-error';
import { findApiTokenByHash, recordApiTokenUse } from '../store/api-token-repository';
import type { Database } from '../store/schema';
import { timestampNow } from '../time';
import { apiTokenSecretHash } from './api-token-secret';

/** How often a token's last use is written at most: a busy script costs one write a minute. */
const LAST_USE_RESOLUTION_MS = 60_000;

/**
 * The owner of a personal API token, refusing one that is unknown, revoked or expired. Its last use is
 * recorded when the one recorded is over a minute old. The owner's account is checked by the caller.
 */
export async function apiTokenOwner(db: Database, secret: string): Promise<string> {
  const token = await findApiTokenByHash(db, apiTokenSecretHash(secret));
  if (!token) throw new ApiError(401, 'unknown API token: it was never made here, or its user was deleted');
  if (token.revoked_at !== null) {
    throw new ApiError(401, `API token "${token.name}" was revoked at ${token.revoked_at}; make a new one`);
  }
  const now = timestampNow();
  if (token.expires_at <= now) {
    throw new ApiError(401, `API token "${token.name}" expired at ${token.expires_at}; make a new one`);
  }
  const lastUse = token.last_used_at === null ? 0 : Date.parse(token.last_used_at);
  if (Date.parse(now) - lastUse >= LAST_USE_RESOLUTION_MS) {
    // One statement, outside any change's transaction: a use is not a change the audit log records.
    await recordApiTokenUse(db, token.id, now);
  }
  return token.username;
}
