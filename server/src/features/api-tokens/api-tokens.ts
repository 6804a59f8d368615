import {
  DAY_MS,
  API_TOKEN_MAX_DAYS,
  problem,
  type ApiToken,
  type ApiTokenRequest,
  type CreatedApiToken,
} from '@netloom/contract';
import { randomUUID } from 'node:crypto';
import { ApiError, problemError } from '../../api-error';
import {
  findActiveApiToken,
  insertApiToken,
  listActiveApiTokens,
  revokeApiToken,
  type ApiTokenRecord,
} from '../../store/api-token-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { isUniqueViolation } from '../../store/unique-violation';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';
import { apiTokenSecretHash, newApiTokenSecret } from '../../access/api-token-secret';

function toApiToken(record: ApiTokenRecord): ApiToken {
  return {
    id: record.id,
    username: record.username,
    name: record.name,
    created_at: record.created_at,
    expires_at: record.expires_at,
    last_used_at: record.last_used_at,
  };
}

/** The expiry asked for, as stored: in the future and at most API_TOKEN_MAX_DAYS ahead. */
function checkedExpiry(expiresAt: string, now: number): string {
  const time = Date.parse(expiresAt);
  if (time <= now) throw new ApiError(400, 'expires_at must be in the future');
  if (time > now + API_TOKEN_MAX_DAYS * DAY_MS) {
    throw new ApiError(400, `expires_at must be at most ${API_TOKEN_MAX_DAYS} days ahead; make a new token then`);
  }
  return new Date(time).toISOString();
}

/**
 * Makes a token for `username`; the answer holds its secret, which is kept only as a hash and never
 * shown again. Every token expires: a forgotten one stops working on its own.
 */
export async function createApiToken(
  db: Database,
  username: string,
  request: ApiTokenRequest,
): Promise<CreatedApiToken> {
  const createdAt = timestampNow();
  const secret = newApiTokenSecret();
  const record: ApiTokenRecord = {
    id: randomUUID(),
    username,
    name: request.name,
    secret_hash: apiTokenSecretHash(secret),
    created_at: createdAt,
    expires_at: checkedExpiry(request.expires_at, Date.parse(createdAt)),
    last_used_at: null,
    revoked_at: null,
  };
  auditedObject({ object_id: record.id });
  try {
    await inTransaction(db, (trx) => insertApiToken(trx, record));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw problemError(problem('apiTokenNameTaken', { name: request.name }, 'name'), 409);
  }
  return { ...toApiToken(record), token: secret };
}

/** The tokens that are not revoked: of one user, or of everyone (no username). */
export async function listApiTokens(db: Database, username?: string): Promise<ApiToken[]> {
  return (await listActiveApiTokens(db, username)).map(toApiToken);
}

/** Revokes a token of `owner`, or of anyone when `owner` is undefined (an admin); 404 for any other. */
export async function removeApiToken(db: Database, id: string, owner?: string): Promise<ApiToken> {
  return inTransaction(db, async (trx) => {
    const token = await findActiveApiToken(trx, id);
    if (!token || (owner !== undefined && token.username !== owner)) {
      throw new ApiError(404, `API token ${id} not found`);
    }
    await revokeApiToken(trx, id, timestampNow());
    return toApiToken(token);
  });
}
