import { emailErrors, type InviteRequest, type User, type UserInvite } from '@netloom/contract';
import { consoleUrl, type Config } from '../../config';
import { ApiError } from '../../http/api-error';
import { findInvite, listInvites, putInvite, type InviteRecord } from '../../store/invite-repository';
import { fromJsonIdSet, toJsonColumn, toJsonIdSet } from '../../store/json-columns';
import { listGroups } from '../../store/group-repository';
import type { Database } from '../../store/schema';
import { retryingTransaction } from '../../store/transactions';
import { listUsers } from '../../store/user-repository';
import { timestampNow } from '../../time';
import { auditedObject } from '../audit/audit-context';
import { checkedGroupIds, checkedNetworkRoles, stillGrantable } from '../users/assignments';
import type { Caller } from '../users/caller';
import { addUser } from '../users/service';
import { checkGivenPlatformRole } from '../users/user-rules';
import { inviteCodeMatches, inviteUrl, newInviteCode } from './invite-code';
import { mailInvites } from './invite-mail';

export function toUserInvite(record: InviteRecord, consoleUrl: string): UserInvite {
  return {
    email: record.email,
    platform_role_id: record.platform_role_id,
    user_group_ids: Object.fromEntries(fromJsonIdSet(record.user_group_ids).map((id) => [id, {}])),
    network_roles: JSON.parse(record.network_roles) as UserInvite['network_roles'],
    invite_code: record.invite_code,
    invite_url: inviteUrl(consoleUrl, record.email, record.invite_code),
    created_by: record.created_by,
    created_at: record.created_at,
  };
}

export async function listUserInvites(db: Database, consoleUrl: string): Promise<UserInvite[]> {
  return (await listInvites(db)).map((record) => toUserInvite(record, consoleUrl));
}

function invitedEmails(emails: string[]): string[] {
  const cleaned = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
  if (cleaned.length === 0) throw new ApiError(400, 'give at least one email address to invite');
  const problems = cleaned.flatMap(emailErrors);
  if (problems.length > 0) throw new ApiError(400, problems.join('\n'));
  return cleaned;
}

export interface InviteOutcome {
  message: string;
  invites: UserInvite[];
}

/**
 * POST /api/v1/users/invite: one invitation per email not already a user, each with a new code
 * (inviting again replaces the older one). Emailed when SMTP is set up; the links are returned either way.
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
      invitedBy: caller.username,
    }));
    const failures = await mailInvites(config.mail, letters);
    notes.push(
      failures.size === 0 ? 'emails sent' : `could not email ${[...failures.keys()].join(', ')}: share their links`,
    );
  }
  return { message: notes.join('; '), invites };
}

/** The invitation for an email when the code matches it; a 400 a person can act on otherwise. */
export async function validInvite(
  db: Database,
  email: string | undefined,
  code: string | undefined,
): Promise<InviteRecord> {
  const invite = email && code ? await findInvite(db, email.trim().toLowerCase()) : undefined;
  if (!invite || !code || !inviteCodeMatches(invite.invite_code, code)) throw new ApiError(400, 'invalid invite code');
  return invite;
}

/** Who an invitee is at the SSO provider, when they sign up through it instead of choosing a password. */
export interface SsoProfile {
  externalId: string;
  displayName: string;
}

/**
 * Creates the invited user with what the invitation grants (groups or roles deleted since are left
 * out): with a password, or as an SSO user when `password` is null. The invitation is used up.
 */
export async function acceptInvite(
  db: Database,
  invite: InviteRecord,
  password: string | null,
  sso?: SsoProfile,
): Promise<User> {
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
