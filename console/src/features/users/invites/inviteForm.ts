import { emailProblems, type InviteRequest, type Problem, type UserInvite } from '@netloom/contract';
import { DEFAULT_PLATFORM_ROLE, toGroupSet } from '../form/userForm';
import { toNetworkRoleSet, type NetworkRoleRow } from '../roles/networkRoleRows';

export interface InviteFormValues {
  emails: string[];
  platformRoleId: string;
  groupIds: string[];
  networkRoles: NetworkRoleRow[];
}

export const EMPTY_INVITE_FORM: InviteFormValues = {
  emails: [],
  platformRoleId: DEFAULT_PLATFORM_ROLE,
  groupIds: [],
  networkRoles: [],
};

/** What separates typed or pasted addresses. */
export const EMAIL_SEPARATORS = [',', ' ', '\n'];

/** The addresses in what was typed, each once: also text that reached the field without being split. */
export function splitEmails(entries: readonly string[]): string[] {
  const emails = entries.flatMap((entry) => entry.split(/[\s,]+/)).filter(Boolean);
  return emails.filter(
    (email, index) => emails.findIndex((other) => other.toLowerCase() === email.toLowerCase()) === index,
  );
}

/** The contract's problem with every address that is not an email. */
export function inviteEmailProblems(emails: readonly string[]): Problem[] {
  return emails.flatMap((email) => emailProblems(email));
}

export function toInviteRequest(values: InviteFormValues): InviteRequest {
  return {
    user_emails: values.emails.map((email) => email.trim().toLowerCase()),
    platform_role_id: values.platformRoleId,
    user_group_ids: toGroupSet(values.groupIds),
    network_roles: toNetworkRoleSet(values.networkRoles),
  };
}

/** The addresses that got no invitation: the server skips people who already have an account. */
export function uninvitedEmails(request: InviteRequest, invites: readonly Pick<UserInvite, 'email'>[]): string[] {
  const invited = new Set(invites.map((invite) => invite.email.toLowerCase()));
  return request.user_emails.filter((email) => !invited.has(email));
}

/** Whether the server says it emailed the invitees (it adds "emails sent" when its SMTP server took them all). */
export function emailsWereSent(message: string): boolean {
  return /\bemails sent\b/i.test(message);
}
