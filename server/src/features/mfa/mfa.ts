import type { MfaEnrolment, MfaProof } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { qrCodeDataUrl } from '../../qr-code';
import { randomBase32 } from '../../random-base32';
import {
  enableMfa,
  findUserMfa,
  removeMfa,
  replaceRecoveryCodes,
  saveMfaEnrolment,
  type UserMfaRecord,
} from '../../store/mfa-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { endSessionsOf, findUser } from '../../store/user-repository';
import { auditedObject } from '../../audit/audit-context';
import { passwordMatches } from '../users/passwords';
import { acceptTotpCode, newRecoveryCodes } from './second-factor';
import { otpauthUri } from './totp';

/** 32 base32 characters: a 160-bit secret, as RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_LENGTH = 32;

async function passwordUser(db: Database, username: string) {
  const user = await findUser(db, username);
  if (!user) throw new ApiError(404, `user ${username} not found`);
  if (user.auth_type === 'oauth') {
    throw new ApiError(
      400,
      'this account signs in with single sign-on: its identity provider asks for the second factor',
    );
  }
  return user;
}

async function enabledMfa(db: Database, username: string): Promise<UserMfaRecord> {
  const mfa = await findUserMfa(db, username);
  if (!mfa || !mfa.enabled) throw new ApiError(400, `multi-factor authentication is not on for ${username}`);
  return mfa;
}

/** Starts setting MFA up: a new secret, off until a code from it is confirmed. */
export async function startMfaEnrolment(db: Database, username: string): Promise<MfaEnrolment> {
  await passwordUser(db, username);
  if ((await findUserMfa(db, username))?.enabled) {
    throw new ApiError(409, 'multi-factor authentication is on already; turn it off first to use another device');
  }
  const secret = randomBase32(SECRET_LENGTH);
  await saveMfaEnrolment(db, username, secret);
  const uri = otpauthUri(secret, username);
  const qrCode = await qrCodeDataUrl(uri);
  return { secret, otpauth_uri: uri, qr_code: qrCode };
}

/** Confirms an enrolment with a code from the new secret: turns MFA on and returns the recovery codes, once. */
export async function confirmMfaEnrolment(db: Database, username: string, code: string): Promise<string[]> {
  auditedObject({ object_id: username });
  return inTransaction(db, async (trx) => {
    const mfa = await findUserMfa(trx, username);
    if (!mfa) throw new ApiError(400, 'start setting up multi-factor authentication first');
    if (mfa.enabled) throw new ApiError(409, 'multi-factor authentication is on already');
    await acceptTotpCode(trx, mfa, code);
    await enableMfa(trx, username);
    const recovery = newRecoveryCodes();
    await replaceRecoveryCodes(trx, username, recovery.hashes);
    return recovery.codes;
  });
}

/** Checks that the signed-in person holds the account: a current code or the password. */
async function checkProof(trx: Database, mfa: UserMfaRecord, proof: MfaProof): Promise<void> {
  if (proof.code) return acceptTotpCode(trx, mfa, proof.code);
  const user = await passwordUser(trx, mfa.username);
  if (!(await passwordMatches(user.password_hash, proof.password ?? ''))) {
    throw new ApiError(401, 'wrong password');
  }
}

/** Turns the user's own MFA off, with a code or the password; every session of theirs ends. */
export async function disableOwnMfa(db: Database, username: string, proof: MfaProof): Promise<void> {
  auditedObject({ object_id: username });
  await inTransaction(db, async (trx) => {
    await checkProof(trx, await enabledMfa(trx, username), proof);
    await removeMfa(trx, username);
    await endSessionsOf(trx, username);
  });
}

/** New recovery codes in place of the old ones, with a code or the password. */
export async function regenerateRecoveryCodes(db: Database, username: string, proof: MfaProof): Promise<string[]> {
  auditedObject({ object_id: username });
  return inTransaction(db, async (trx) => {
    await checkProof(trx, await enabledMfa(trx, username), proof);
    const recovery = newRecoveryCodes();
    await replaceRecoveryCodes(trx, username, recovery.hashes);
    return recovery.codes;
  });
}

/** An admin turns a user's MFA off (a lost phone): every session of theirs ends. */
export async function resetMfa(db: Database, username: string): Promise<void> {
  if (!(await findUser(db, username))) throw new ApiError(404, `user ${username} not found`);
  await inTransaction(db, async (trx) => {
    await enabledMfa(trx, username);
    await removeMfa(trx, username);
    await endSessionsOf(trx, username);
  });
}
