import { problem } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { emailsWereSent, inviteEmailProblems, splitEmails, toInviteRequest, uninvitedEmails } from './inviteForm';

describe('the invite form', () => {
  it('splits what reached the field unsplit at commas, spaces and new lines, keeping each address once', () => {
    expect(splitEmails(['ann@example.com, bob@example.com', 'cy@example.com\nANN@example.com', ' '])).toEqual([
      'ann@example.com',
      'bob@example.com',
      'cy@example.com',
    ]);
  });

  it('names each address that is not an email', () => {
    expect(inviteEmailProblems(['ann@example.com', 'bob', 'c@d'])).toEqual([
      problem('emailInvalid', { email: 'bob' }, 'email'),
      problem('emailInvalid', { email: 'c@d' }, 'email'),
    ]);
    expect(inviteEmailProblems([])).toEqual([]);
  });

  it('sends lower-cased emails with the role, groups and network roles, and tells who got no invitation', () => {
    const request = toInviteRequest({
      emails: ['Ann@Example.com ', 'bob@example.com'],
      platformRoleId: 'auditor',
      groupIds: ['ops'],
      networkRoles: [{ key: 'k', network: 'lab', roleId: 'lab-network-user' }],
    });
    expect(request).toEqual({
      user_emails: ['ann@example.com', 'bob@example.com'],
      platform_role_id: 'auditor',
      user_group_ids: { ops: {} },
      network_roles: { lab: { 'lab-network-user': {} } },
    });
    expect(uninvitedEmails(request, [{ email: 'ann@example.com' }])).toEqual(['bob@example.com']);
  });

  it("reads from the server's message whether the invitees got emails", () => {
    expect(emailsWereSent('triggered user invites; emails sent')).toBe(true);
    expect(emailsWereSent('triggered user invites')).toBe(false);
    expect(emailsWereSent('triggered user invites; could not email a@b.c: share their links')).toBe(false);
  });
});
