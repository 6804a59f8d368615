import type { AuthToken } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { findInvite, type InviteRecord } from '../../store/invite-repository';
import { addPendingUser, findPendingUser } from '../../store/pending-user-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { findUser, findUserByExternalId, linkUser, type UserRecord } from '../../store/user-repository';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';
import { startSession } from '../auth/service';
import type { SessionTokens } from '../../access/session-tokens';
import { acceptInvite, validInvite } from '../invites/service';
import type { CarriedInvite } from './login-attempts';
import type { SsoIdentity } from './oidc-client';
import { ssoName, type SsoName } from './sso-name';

function awaitingApprovalMessage(username: string): string {
  return `Your account ${username} awaits an administrator's approval. Sign in again once it is approved.`;
}

function linkedElsewhereMessage(username: string): string {
  return `The account ${username} is linked to a different account at the identity provider; sign in with that one, or ask an administrator to help`;
}

/** The invitation of a new user: the one the sign-in started from (checked), else any for their email. */
async function invitationOf(
  db: Database,
  { username, fromVerifiedEmail }: SsoName,
  carried: CarriedInvite | null,
): Promise<InviteRecord | undefined> {
  const invite = carried ? await validInvite(db, carried.email, carried.inviteCode) : await findInvite(db, username);
  if (invite && invite.email !== username) {
    throw new ApiError(403, `This invitation is for ${invite.email}, but you signed in as ${username}`);
  }
  if (invite && !fromVerifiedEmail) {
    throw new ApiError(
      403,
      `The invitation for ${invite.email} is accepted only with an email address the identity provider has verified; sign in with an account that has it`,
    );
  }
  return invite;
}

function refusePasswordAccount(user: UserRecord): void {
  if (user.auth_type !== 'oauth') {
    throw new ApiError(400, `The account ${user.username} signs in with a password; use the sign-in form`);
  }
}

async function signInExisting(db: Database, tokens: SessionTokens, user: UserRecord): Promise<AuthToken> {
  refusePasswordAccount(user);
  return startSession(db, tokens, user, true);
}

/**
 * Signs in to the account named like the identity but not linked to it. Names can be chosen or shared,
 * so only an account linked to nobody is linked now, and only by an email address the provider verified.
 */
async function signInByName(
  db: Database,
  tokens: SessionTokens,
  user: UserRecord,
  identity: SsoIdentity,
  name: SsoName,
): Promise<AuthToken> {
  refusePasswordAccount(user);
  if (user.external_id !== '') throw new ApiError(403, linkedElsewhereMessage(user.username));
  if (!name.fromVerifiedEmail) {
    throw new ApiError(
      403,
      `The account ${user.username} is not linked to your account at the identity provider, and the provider shared no verified email address to link it by; ask an administrator to help`,
    );
  }
  auditedObject({ object_type: 'user', object_id: user.username, action: 'update' });
  await inTransaction(db, async (trx) => {
    // Another identity may have linked it since it was read.
    if (!(await linkUser(trx, user.username, identity.externalId, timestampNow()))) {
      throw new ApiError(403, linkedElsewhereMessage(user.username));
    }
  });
  return startSession(db, tokens, { ...user, external_id: identity.externalId }, true);
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

/** Records the identity as waiting for approval under its name, unless another identity waits under it. */
async function awaitApproval(db: Database, username: string, identity: SsoIdentity): Promise<void> {
  await inTransaction(db, async (trx) => {
    const pending = await findPendingUser(trx, username);
    if (pending?.external_id === identity.externalId) return;
    if (pending) {
      throw new ApiError(
        403,
        `The name ${username} already awaits approval for a different account at the identity provider; ask an administrator to help`,
      );
    }
    auditedObject({ object_type: 'pending-user', object_id: username });
    await addPendingUser(trx, {
      username,
      external_id: identity.externalId,
      display_name: identity.name ?? '',
      created_at: timestampNow(),
    });
  });
}

/**
 * Signs in the person the provider vouched for (for the console): the user linked to their identity
 * (issuer and subject) gets a session, whatever their email address is now; an account of their name
 * is linked only as `signInByName` allows; an invited one becomes a user as the invitation says;
 * anyone else waits for an admin's approval. Refusals are ApiErrors whose message the login page shows.
 */
export async function signInWithSso(
  db: Database,
  tokens: SessionTokens,
  identity: SsoIdentity,
  carried: CarriedInvite | null,
): Promise<AuthToken> {
  const linked = await findUserByExternalId(db, identity.externalId);
  if (linked) return signInExisting(db, tokens, linked);
  const name = ssoName(identity);
  const user = await findUser(db, name.username);
  if (user) return signInByName(db, tokens, user, identity, name);
  const invite = await invitationOf(db, name, carried);
  if (invite) return signUpInvited(db, tokens, invite, identity);
  await awaitApproval(db, name.username, identity);
  throw new ApiError(403, awaitingApprovalMessage(name.username));
}
