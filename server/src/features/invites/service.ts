import { emailProblems, problem, type InviteRequest, type User, type UserInvite } from '@netloom/contract';
import { consoleUrl, type Config } from '../../config';
import { ApiError, problemError, refuseProblems } from '../../api-error';
import { findInvite, listInvites, putInvite, type InviteRecord } from '../../store/invite-repository';
import { fromJsonIdSet, toJsonColumn, toJsonIdSet } from '../../store/json-columns';
import { listGroups } from '../../store/group-repository';
import type { Database } from '../../store/schema';
import { retryingTransaction } from '../../store/transactions';
import { listUsers } from '../../store/user-repository';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';
import { checkedGroupIds, checkedNetworkRoles, stillGrantable } from '../users/assignments';
import type { Caller } from '../../access/caller';
import { addUser } from '../users/service';
import { checkGivenPlatformRole } from '../users/user-rules';
import { inviteCodeMatches, inviteUrl, newInviteCode } from './invite-code';
import { inviteExpiresAt, refuseExpired } from './invite-expiry';
import { mailInvites } from './invite-mail';

/** An invitation as this server answers it: always with its expiry. */
type ServedInvite = UserInvite & { expires_at: string };

export function toUserInvite(record: InviteRecord, consoleUrl: string): ServedInvite {
  return {
    email: record.email,
    platform_role_id: record.platform_role_id,
    user_group_ids: Object.fromEntries(fromJsonIdSet(record.user_group_ids).map((id) => [id, {}])),
    network_roles: JSON.parse(record.network_roles) as UserInvite['network_roles'],
    invite_code: record.invite_code,
    invite_url: inviteUrl(consoleUrl, record.email, record.invite_code),
    created_by: record.created_by,
    created_at: record.created_at,
    expires_at: record.expires_at,
  };
}

export async function listUserInvites(db: Database, consoleUrl: string): Promise<UserInvite[]> {
  return (await listInvites(db)).map((record) => toUserInvite(record, consoleUrl));
}

function invitedEmails(emails: string[]): string[] {
  const cleaned = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
  if (cleaned.length === 0) throw problemError(problem('inviteEmailsRequired', {}, 'user_emails'));
  refuseProblems(cleaned.flatMap(emailProblems));
  return cleaned;
}

export interface InviteOutcome {
  message: string;
  invites: UserInvite[];
}

/**
 * POST /api/v1/users/invite: one invitation per email not already a user, each with a new code that
 * works for the configured days (inviting again replaces the older one). Emailed when SMTP is set up;
 * the links are returned either way.
 */
export async function inviteUsers(
  db: Database,
  config: Config,
  caller: Caller,
  request: InviteRequest,
): Promise<InviteOutcome> {
  const platformRoleId = checkGivenPlatformRole(caller, request.platform_role_id);
  const emails = invitedEmails(request.user_emails);
  const groupIds = await checkedGroupIds(db, request.user_group_ids);
  const networkRoles = await checkedNetworkRoles(db, request.network_roles);
  const users = new Set((await listUsers(db)).map((user) => user.username.toLowerCase()));
  const skipped = emails.filter((email) => users.has(email));
  const now = timestampNow();
  const records: InviteRecord[] = emails
    .filter((email) => !users.has(email))
    .map((email) => ({
      email,
      invite_code: newInviteCode(),
      platform_role_id: platformRoleId,
      user_group_ids: toJsonIdSet(groupIds),
      network_roles: toJsonColumn(networkRoles),
      created_by: caller.username,
      created_at: now,
      expires_at: inviteExpiresAt(now, config.inviteValidityDays),
    }));
  auditedObject({ object_id: records.map((record) => record.email).join(', ') });
  await retryingTransaction(db, async (trx) => {
    for (const record of records) await putInvite(trx, record);
  });
  const invites = records.map((record) => toUserInvite(record, consoleUrl(config)));
  const notes = ['triggered user invites'];
  if (skipped.length > 0) notes.push(`already users, not invited: ${skipped.join(', ')}`);
  if (config.mail && invites.length > 0) {
    const letters = invites.map((invite) => ({
      email: invite.email,
      url: invite.invite_url,
      expiresAt: invite.expires_at,
      invitedBy: caller.username,
    }));
    const failures = await mailInvites(config.mail, letters);
    notes.push(
      failures.size === 0 ? 'emails sent' : `could not email ${[...failures.keys()].join(', ')}: share their links`,
    );
  }
  return { message: notes.join('; '), invites };
}

/**
 * The invitation for an email when the code matches it and still works; otherwise a 400 (unknown,
 * used, revoked or replaced: the same answer, so guessing learns nothing) or a 410 saying when it expired.
 */
export async function validInvite(
  db: Database,
  email: string | undefined,
  code: string | undefined,
): Promise<InviteRecord> {
  const invite = email && code ? await findInvite(db, email.trim().toLowerCase()) : undefined;
  if (!invite || !code || !inviteCodeMatches(invite.invite_code, code)) throw new ApiError(400, 'invalid invite code');
  refuseExpired(invite);
  return invite;
}

/** Who an invitee is at the SSO provider, when they sign up through it instead of choosing a password. */
export interface SsoProfile {
  externalId: string;
  displayName: string;
}

/**
 * Creates the invited user with what the invitation grants (groups or roles deleted since are left
 * out): with a password, or as an SSO user when `password` is null; an expired invitation is refused.
 * The invitation is used up in the transaction that creates the user, and the username is unique, so
 * of sign-ups racing with one invitation only one succeeds.
 */
export async function acceptInvite(
  db: Database,
  invite: InviteRecord,
  password: string | null,
  sso?: SsoProfile,
): Promise<User> {
  refuseExpired(invite);
  const existingGroups = new Set((await listGroups(db)).map((group) => group.id));
  const groupIds = fromJsonIdSet(invite.user_group_ids).filter((id) => existingGroups.has(id));
  const networkRoles = await stillGrantable(db, JSON.parse(invite.network_roles) as UserInvite['network_roles']);
  return addUser(db, {
    username: invite.email,
    password,
    platformRoleId: invite.platform_role_id,
    groupIds,
    networkRoles,
    externalId: sso?.externalId,
    displayName: sso?.displayName,
    createdBy: invite.created_by,
  });
}
