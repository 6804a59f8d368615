import { usernameErrors, type AuthToken } from '@netloom/contract';
import { ApiError } from '../../http/api-error';
import { findInvite, type InviteRecord } from '../../store/invite-repository';
import { addPendingUser, findPendingUser } from '../../store/pending-user-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { findUser, type UserRecord } from '../../store/user-repository';
import { timestampNow } from '../../time';
import { auditedObject } from '../audit/audit-context';
import { startSession } from '../auth/service';
import type { SessionTokens } from '../auth/session-tokens';
import { acceptInvite, validInvite } from '../invites/service';
import type { CarriedInvite } from './login-attempts';
import type { SsoIdentity } from './oidc-client';

function awaitingApprovalMessage(username: string): string {
  return `Your account ${username} awaits an administrator's approval. Sign in again once it is approved.`;
}

/** The Netloom username of an identity: its email address, else its preferred username. */
function ssoUsername(identity: SsoIdentity): string {
  if (identity.email !== undefined) {
    if (!identity.emailVerified) {
      throw new ApiError(403, `The identity provider has not verified the email address ${identity.email}`);
    }
    return identity.email.toLowerCase();
  }
  if (identity.preferredUsername !== undefined) return identity.preferredUsername;
  throw new ApiError(
    400,
    'The identity provider shared neither an email address nor a username; it must allow the email scope',
  );
}

/** The invitation of a new user: the one the sign-in started from (checked), else any for their email. */
async function invitationOf(
  db: Database,
  username: string,
  carried: CarriedInvite | null,
): Promise<InviteRecord | undefined> {
  if (!carried) return findInvite(db, username);
  const invite = await validInvite(db, carried.email, carried.inviteCode);
  if (invite.email !== username) {
    throw new ApiError(403, `This invitation is for ${invite.email}, but you signed in as ${username}`);
  }
  return invite;
}

async function signInExisting(db: Database, tokens: SessionTokens, user: UserRecord): Promise<AuthToken> {
  if (user.auth_type !== 'oauth') {
    throw new ApiError(400, `The account ${user.username} signs in with a password; use the sign-in form`);
  }
  return startSession(db, tokens, user, true);
}

async function signUpInvited(
  db: Database,
  tokens: SessionTokens,
  invite: InviteRecord,
  identity: SsoIdentity,
): Promise<AuthToken> {
  await acceptInvite(db, invite, null, { externalId: identity.externalId, displayName: identity.name ?? '' });
  const user = await findUser(db, invite.email);
  if (!user) throw new Error(`the user ${invite.email} who just signed up is missing`);
  return startSession(db, tokens, user, true);
}

/**
 * Signs in the person the provider vouched for (for the console): a known SSO user gets a session;
 * an invited one becomes a user as the invitation says; anyone else waits for an admin's approval.
 * Refusals are ApiErrors whose message the login page shows.
 */
export async function signInWithSso(
  db: Database,
  tokens: SessionTokens,
  identity: SsoIdentity,
  carried: CarriedInvite | null,
): Promise<AuthToken> {
  const username = ssoUsername(identity);
  const problems = usernameErrors(username);
  if (problems.length > 0) {
    throw new ApiError(400, `The name ${username} cannot be a Netloom username: ${problems.join('; ')}`);
  }
  const user = await findUser(db, username);
  if (user) return signInExisting(db, tokens, user);
  const invite = await invitationOf(db, username, carried);
  if (invite) return signUpInvited(db, tokens, invite, identity);
  await inTransaction(db, async (trx) => {
    if (await findPendingUser(trx, username)) return;
    auditedObject({ object_type: 'pending-user', object_id: username });
    await addPendingUser(trx, {
      username,
      external_id: identity.externalId,
      display_name: identity.name ?? '',
      created_at: timestampNow(),
    });
  });
  throw new ApiError(403, awaitingApprovalMessage(username));
}
