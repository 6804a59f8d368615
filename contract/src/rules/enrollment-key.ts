import { problem, type Problem } from './problems';
/** Enrollment key rules shared by the server and the console (docs/architecture.md, Host protocol). */

/** Enrollment key types: 0 Undefined, 1 TimeExpiration, 2 Uses, 3 Unlimited. */
export const ENROLLMENT_KEY_TYPE = { undefined: 0, timeExpiration: 1, uses: 2, unlimited: 3 } as const;
export type EnrollmentKeyType = (typeof ENROLLMENT_KEY_TYPE)[keyof typeof ENROLLMENT_KEY_TYPE];

export const ENROLLMENT_KEY_NAME_MIN_LENGTH = 3;
export const ENROLLMENT_KEY_NAME_MAX_LENGTH = 32;
const KEY_NAME_CHARACTERS = /^[A-Za-z0-9 -]+$/;

/** Every problem with one key name (an entry of `tags`); empty when it is acceptable. */
export function enrollmentKeyNameProblems(name: string): Problem[] {
  const problems: Problem[] = [];
  const quoted = JSON.stringify(name);
  if (name.length < ENROLLMENT_KEY_NAME_MIN_LENGTH || name.length > ENROLLMENT_KEY_NAME_MAX_LENGTH) {
    const limits = { min: ENROLLMENT_KEY_NAME_MIN_LENGTH, max: ENROLLMENT_KEY_NAME_MAX_LENGTH };
    problems.push(problem('keyNameLength', { name: quoted, ...limits }, 'tags'));
  }
  if (name !== '' && !KEY_NAME_CHARACTERS.test(name)) {
    problems.push(problem('keyNameCharacters', { name: quoted }, 'tags'));
  }
  return problems;
}

/** What decides a key's type and validity; `expiration` is RFC 3339 text or unix seconds, zero/empty for none. */
export interface EnrollmentKeyLimits {
  uses_remaining: number;
  expiration: string | number;
  unlimited: boolean;
}

/** The expiry instant in milliseconds, or null when the key does not expire (0, the zero time, or no date). */
export function enrollmentKeyExpiryMs(expiration: string | number): number | null {
  const ms = typeof expiration === 'number' ? expiration * 1000 : Date.parse(expiration);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** The type a key gets when created: uses, else time-bound, else unlimited, else undefined (not allowed). */
export function enrollmentKeyType(key: EnrollmentKeyLimits): EnrollmentKeyType {
  if (key.uses_remaining > 0) return ENROLLMENT_KEY_TYPE.uses;
  if (enrollmentKeyExpiryMs(key.expiration) !== null) return ENROLLMENT_KEY_TYPE.timeExpiration;
  if (key.unlimited) return ENROLLMENT_KEY_TYPE.unlimited;
  return ENROLLMENT_KEY_TYPE.undefined;
}

export type EnrollmentKeyValidity =
  { valid: true } | { valid: false; reason: 'expired' | 'no-uses-left' | 'no-limit-set' };

/**
 * Whether hosts can still register with a key (Netmaker's IsValid): it has uses left, or an expiry in
 * the future, or it is unlimited. When not, the reason says why.
 */
export function enrollmentKeyValidity(
  key: EnrollmentKeyLimits & { type: EnrollmentKeyType },
  nowMs: number,
): EnrollmentKeyValidity {
  if (key.uses_remaining > 0) return { valid: true };
  const expiry = enrollmentKeyExpiryMs(key.expiration);
  if (expiry !== null && nowMs < expiry) return { valid: true };
  if (key.unlimited && key.type !== ENROLLMENT_KEY_TYPE.undefined) return { valid: true };
  if (expiry !== null) return { valid: false, reason: 'expired' };
  if (key.type === ENROLLMENT_KEY_TYPE.uses) return { valid: false, reason: 'no-uses-left' };
  return { valid: false, reason: 'no-limit-set' };
}

export function isEnrollmentKeyValid(key: EnrollmentKeyLimits & { type: EnrollmentKeyType }, nowMs: number): boolean {
  return enrollmentKeyValidity(key, nowMs).valid;
}

/** What an enrollment token carries: the API host to register with and the key value. */
export interface EnrollmentToken {
  server: string;
  value: string;
}

function utf8ToBase64(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
}

function base64ToUtf8(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The token hosts join with: standard base64 of `{"server":"<API host>","value":"<key value>"}`. */
export function encodeEnrollmentToken(token: EnrollmentToken): string {
  return utf8ToBase64(JSON.stringify({ server: token.server, value: token.value }));
}

/** Reads a token (standard or URL-safe base64, padding optional); null when it is not one. */
export function decodeEnrollmentToken(text: string): EnrollmentToken | null {
  const base64 = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (base64 === '' || !/^[A-Za-z0-9+/]+=*$/.test(base64)) return null;
  try {
    const padded = base64.replace(/=+$/, '') + '='.repeat((4 - (base64.replace(/=+$/, '').length % 4)) % 4);
    const parsed: unknown = JSON.parse(base64ToUtf8(padded));
    if (parsed === null || typeof parsed !== 'object') return null;
    const { server, value } = parsed as Record<string, unknown>;
    return typeof server === 'string' && typeof value === 'string' && value !== '' ? { server, value } : null;
  } catch {
    return null;
  }
}
