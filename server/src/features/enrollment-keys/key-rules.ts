import {
  ENROLLMENT_KEY_TYPE,
  enrollmentKeyNameProblems,
  enrollmentKeyType,
  NIL_UUID,
  problem,
  type CreateEnrollmentKeyRequest,
  type EnrollmentKeyType,
} from '@netloom/contract';
import { ApiError, refuseProblems } from '../../api-error';
import { randomBase32 } from '../../random-base32';

const KEY_VALUE_LENGTH = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new key value: 32 characters of the base32 alphabet. */
export function generateKeyValue(): string {
  return randomBase32(KEY_VALUE_LENGTH);
}

/** Checks the names of a new key: at least one, each valid, none used by another key. */
export function checkKeyNames(names: string[], namesInUse: Set<string>): void {
  if (names.length === 0) throw new ApiError(400, 'an enrollment key needs a name: send tags with at least one name');
  const problems = names.flatMap(enrollmentKeyNameProblems);
  if (new Set(names).size !== names.length) problems.push(problem('keyNamesRepeated', {}, 'tags'));
  for (const name of names) {
    if (namesInUse.has(name)) problems.push(problem('keyNameTaken', { name: JSON.stringify(name) }, 'tags'));
  }
  refuseProblems(problems);
}

export interface KeyLimits {
  uses_remaining: number;
  /** RFC 3339, or null when the key doesn't expire. */
  expiration: string | null;
  unlimited: boolean;
  type: EnrollmentKeyType;
}

const BAD_EXPIRATION = 'expiration must be unix seconds or an RFC 3339 time';
const ZERO_TIME_PREFIX = '0001-01-01';

function expiryOf(expiration: number | string | undefined, nowMs: number): string | null {
  if (
    expiration === undefined ||
    expiration === 0 ||
    expiration === '' ||
    String(expiration).startsWith(ZERO_TIME_PREFIX)
  ) {
    return null;
  }
  const ms = typeof expiration === 'number' ? expiration * 1000 : Date.parse(expiration);
  if (!Number.isFinite(ms) || ms < 0) throw new ApiError(400, BAD_EXPIRATION);
  if (ms <= nowMs) throw new ApiError(400, 'expiration must be in the future');
  return new Date(ms).toISOString();
}

/**
 * How a new key may be used: exactly one of unlimited, a number of uses (1 or more) or an expiry in
 * the future. The type is derived, never taken from the request (whose `type` only sharpens messages).
 */
export function resolveKeyLimits(request: CreateEnrollmentKeyRequest, nowMs: number): KeyLimits {
  const uses = request.uses_remaining ?? 0;
  if (uses < 0) throw new ApiError(400, 'uses_remaining cannot be negative');
  const expiration = expiryOf(request.expiration, nowMs);
  const unlimited = request.unlimited ?? false;
  const chosen = [uses > 0, expiration !== null, unlimited].filter(Boolean).length;
  if (chosen > 1) {
    throw new ApiError(400, 'choose one of unlimited, uses_remaining or expiration for an enrollment key');
  }
  if (chosen === 0) {
    if (request.type === ENROLLMENT_KEY_TYPE.uses) {
      throw new ApiError(400, 'uses_remaining must be 1 or more for a key limited by uses');
    }
    if (request.type === ENROLLMENT_KEY_TYPE.timeExpiration) {
      throw new ApiError(400, 'a time-bound key needs an expiration');
    }
    throw new ApiError(
      400,
      'an enrollment key must be unlimited, have uses_remaining of 1 or more, or have an expiration',
    );
  }
  const limits = { uses_remaining: uses, expiration: expiration ?? 0, unlimited };
  return { uses_remaining: uses, expiration, unlimited, type: enrollmentKeyType(limits) };
}

/** The relay node id of a request: '' for none (empty or the nil uuid); 400 when it is not a node id. */
export function relayOf(relay: string | undefined): string {
  const text = relay?.trim() ?? '';
  if (text === '' || text === NIL_UUID) return '';
  if (!UUID.test(text)) throw new ApiError(400, `relay must be a node id, got "${text}"`);
  return text.toLowerCase();
}

/** Tag ids (`<network>.<name>`) the key puts on new nodes; each must belong to one of the key's networks. */
export function checkGroups(groups: string[], networks: string[]): string[] {
  const unique = [...new Set(groups)];
  for (const tag of unique) {
    const network = tag.slice(0, tag.indexOf('.'));
    if (!tag.includes('.') || !networks.includes(network)) {
      throw new ApiError(400, `tag ${tag} is not a tag of the key's networks (tag ids are <network>.<name>)`);
    }
  }
  return unique;
}
