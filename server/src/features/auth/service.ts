import { randomUUID } from 'node:crypto';
import type { AuthToken, MfaChallenge, User } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { fromFlag } from '../../store/flags';
import { findRole } from '../../store/role-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { isUniqueViolation } from '../../store/unique-violation';
import { findUser, hasSuperAdmin, recordLogin, type UserRecord } from '../../store/user-repository';
import { timestampNow } from '../../time';
import { mfaChallengeFor } from '../mfa/mfa-sign-in';
import { hashPassword, passwordMatches } from '../users/passwords';
import { addUser } from '../users/service';
import type { SessionTokens } from '../../access/session-tokens';
import type { SetupCode } from '../../access/setup-code';

export interface CredentialsInput {
  username?: string;
  password?: string;
}

export { hasSuperAdmin };

/**
 * Creates the first account, as super-admin, with the setup code when one is needed; there is only
 * ever one super-admin.
 */
export async function createSuperAdmin(
  db: Database,
  request: CredentialsInput & { setup_code?: string },
  setupCode: SetupCode,
): Promise<User> {
  if (await hasSuperAdmin(db)) throw new ApiError(400, 'superadmin user already exists');
  await setupCode.check(request.setup_code);
  const user = { username: request.username ?? '', password: request.password ?? '' };
  const created = await addUser(db, { ...user, platformRoleId: 'super-admin', groupIds: [], createdBy: '' }).catch(
    (error: unknown) => {
      throw isUniqueViolation(error) ? new ApiError(400, 'superadmin user already exists') : error;
    },
  );
  await setupCode.used();
  return created;
}

let unknownUserHash: Promise<string> | undefined;

/** Spends the time of a real password check, so unknown usernames answer no faster than known ones. */
async function checkAgainstNoUser(password: string): Promise<void> {
  unknownUserHash ??= hashPassword(randomUUID());
  await passwordMatches(await unknownUserHash, password);
}

/**
 * Checks the credentials and issues a session token, or, when the account
 * needs a second step (MFA, or setting it up as `mfaRequiredForAdmins` asks), a challenge for it.
 */
export async function logIn(
  db: Database,
  tokens: SessionTokens,
  credentials: CredentialsInput,
  { fromConsole, mfaRequiredForAdmins }: { fromConsole: boolean; mfaRequiredForAdmins: boolean },
): Promise<AuthToken | MfaChallenge> {
  const username = credentials.username ?? '';
  const password = credentials.password ?? '';
  if (username === '') throw new ApiError(400, "username can't be empty");
  if (password === '') throw new ApiError(400, "password can't be empty");
  const user = await findUser(db, username);
  if (!user) {
    await checkAgainstNoUser(password);
    throw new ApiError(401, 'incorrect credentials');
  }
  if (user.auth_type === 'oauth') throw new ApiError(400, 'user is registered via SSO');
  if (!(await passwordMatches(user.password_hash, password))) throw new ApiError(401, 'incorrect credentials');
  if (fromFlag(user.account_disabled)) throw new ApiError(401, 'user account disabled');
  return (await mfaChallengeFor(db, tokens, user, mfaRequiredForAdmins)) ?? startSession(db, tokens, user, fromConsole);
}

/**
 * Issues a session token to a user who proved who they are (password or single sign-on): refuses a
 * disabled account and, from the console, a role denied the dashboard; records the login.
 */
export async function startSession(
  db: Database,
  tokens: SessionTokens,
  user: UserRecord,
  fromConsole: boolean,
): Promise<AuthToken> {
  if (fromFlag(user.account_disabled)) throw new ApiError(401, 'user account disabled');
  if (fromConsole && (await findRole(db, user.platform_role_id))?.deny_dashboard_access) {
    throw new ApiError(401, 'access denied to dashboard');
  }
  await inTransaction(db, (trx) => recordLogin(trx, user.username, timestampNow()));
  const token = await tokens.issue(user.username, user.platform_role_id, user.session_epoch);
  return { UserName: user.username, AuthToken: token };
}
