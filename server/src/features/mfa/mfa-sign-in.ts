import { isAdminRole, type MfaChallenge, type MfaEnrolment, type MfaLogin } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { findUserMfa } from '../../store/mfa-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { findUser, type UserRecord } from '../../store/user-repository';
import { auditedChange } from '../../audit/audit-context';
import type { SessionTokens } from '../../access/session-tokens';
import { confirmMfaEnrolment, startMfaEnrolment } from './mfa';
import { acceptRecoveryCode, acceptTotpCode, isAppCode } from './second-factor';

/** Where a sign-in's second step came from, for its audit event. */
export interface SignInRequest {
  operation: string;
  sourceIp: string;
}

/**
 * The second step a password sign-in needs, if any: a code for a user with MFA on, setting MFA up
 * for an admin when `requiredForAdmins`. Null: the password is enough.
 */
export async function mfaChallengeFor(
  db: Database,
  tokens: SessionTokens,
  user: UserRecord,
  requiredForAdmins: boolean,
): Promise<MfaChallenge | null> {
  const mfa = await findUserMfa(db, user.username);
  const step = mfa?.enabled ? 'code' : requiredForAdmins && isAdminRole(user.platform_role_id) ? 'setup' : null;
  if (!step) return null;
  const challenge = await tokens.issueMfaChallenge(user.username, step, user.session_epoch);
  return { UserName: user.username, MfaRequired: step, MfaChallenge: challenge };
}

/** The user a challenge was issued to, refused when their sessions ended since (a password change). */
export async function challengedUser(
  db: Database,
  tokens: SessionTokens,
  challenge: string,
): Promise<{ user: UserRecord; step: 'code' | 'setup' }> {
  const { username, epoch, step } = await tokens.verifyMfaChallenge(challenge);
  const user = await findUser(db, username);
  if (!user || user.session_epoch !== epoch) {
    throw new ApiError(401, 'this sign-in challenge is no longer good; enter your password again');
  }
  return { user, step };
}

/** Starts setting MFA up for an admin who must have it before signing in. */
export async function startMfaEnrolmentAtSignIn(user: UserRecord, step: string, db: Database): Promise<MfaEnrolment> {
  if (step !== 'setup') throw new ApiError(400, 'multi-factor authentication is set up already; enter a code');
  return startMfaEnrolment(db, user.username);
}

/**
 * Checks the second step of a sign-in: a code (or recovery code) of a user with MFA, or the first
 * code of an admin's new MFA, which turns it on and gives the recovery codes. Audits MFA turned on
 * and recovery codes used; the caller starts the session.
 */
export async function passSecondStep(
  db: Database,
  user: UserRecord,
  step: 'code' | 'setup',
  code: string,
  request: SignInRequest,
): Promise<Pick<MfaLogin, 'recovery_codes'>> {
  const event = (action: 'create' | 'recovery-code-used') => ({
    actor: user.username,
    actor_kind: 'user' as const,
    action,
    object_type: 'mfa' as const,
    object_id: user.username,
    network: '',
    operation: request.operation,
    source_ip: request.sourceIp,
  });
  if (step === 'setup') {
    const codes = await auditedChange(event('create'), () => confirmMfaEnrolment(db, user.username, code));
    return { recovery_codes: codes };
  }
  const mfa = await findUserMfa(db, user.username);
  if (!mfa?.enabled) throw new ApiError(401, 'multi-factor authentication was turned off; enter your password again');
  if (isAppCode(code)) {
    await inTransaction(db, (trx) => acceptTotpCode(trx, mfa, code));
  } else {
    await auditedChange(event('recovery-code-used'), () =>
      inTransaction(db, (trx) => acceptRecoveryCode(trx, user.username, code)),
    );
  }
  return {};
}

/** The envelope message of a password sign-in that needs its second step. */
export function mfaStepMessage(challenge: MfaChallenge): string {
  return challenge.MfaRequired === 'code'
    ? 'password accepted; enter the code from your authenticator app (or a recovery code) to finish signing in'
    : 'password accepted; admins must set up multi-factor authentication before they sign in';
}
