import { sha256Hex } from '../../sha256';
import { ApiError } from '../../api-error';
import { randomBase32 } from '../../random-base32';
import { acceptMfaTimeStep, spendRecoveryCode, type UserMfaRecord } from '../../store/mfa-repository';
import type { Database } from '../../store/schema';
import { matchingTimeStep } from './totp';

/** Recovery codes made at a time, each 10 base32 characters (50 random bits) shown as `XXXXX-XXXXX`. */
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE_LENGTH = 10;

/** A recovery code as typed, without case, spaces or dashes: what is hashed. */
function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toUpperCase().replace(/[\s-]/g, ''));
}

/** New recovery codes as shown to their owner once, and the hashes that are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = randomBase32(RECOVERY_CODE_LENGTH);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/**
 * Accepts a code from the authenticator app, once: a code of a time step no later than the last one
 * accepted is refused, so a code seen over someone's shoulder cannot be used again.
 */
export async function acceptTotpCode(trx: Database, mfa: UserMfaRecord, code: string): Promise<void> {
  const step = matchingTimeStep(mfa.secret, code.trim());
  if (step === null)
    throw new ApiError(401, 'wrong or expired code; enter the current code from your authenticator app');
  if (!(await acceptMfaTimeStep(trx, mfa.username, step))) {
    throw new ApiError(401, 'this code was used already; wait for the next code and enter that');
  }
}

/** True for what looks like a code from the app (digits) rather than a recovery code. */
export function isAppCode(code: string): boolean {
  return /^\s*\d+\s*$/.test(code);
}

/** Uses up one of the user's recovery codes. */
export async function acceptRecoveryCode(trx: Database, username: string, code: string): Promise<void> {
  if (!(await spendRecoveryCode(trx, username, recoveryCodeHash(code)))) {
    throw new ApiError(401, 'wrong or used recovery code; each recovery code works once');
  }
}
