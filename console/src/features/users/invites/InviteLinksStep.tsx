import { Alert, Stack, Text } from '@mantine/core';
import type { UserInvite } from '@netloom/contract';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CodeSnippet } from '../../../components/CodeSnippet';
import { emailsWereSent } from './inviteForm';

/** What inviting did: the server's word on emails, and each invitee's magic link to copy. */
export interface InviteOutcome {
  invites: UserInvite[];
  /** The server's message, which says whether it sent emails. */
  message: string;
  /** Addresses that already have an account, so got no invitation. */
  skipped: string[];
}

/** Step two of inviting: the magic links, to share by hand when no email goes out. */
export function InviteLinksStep({ outcome }: { outcome: InviteOutcome }) {
  const { t } = useTranslation();
  const emailed = emailsWereSent(outcome.message);
  return (
    <Stack gap="md">
      <Alert
        color={emailed ? 'teal' : 'blue'}
        variant="light"
        icon={<IconMail size={18} aria-hidden />}
        title={emailed ? t('invites.modal.emailed') : t('invites.modal.notEmailed')}
      >
        <Stack gap={4}>
          <Text size="sm">{emailed ? t('invites.modal.emailedText') : t('invites.modal.notEmailedText')}</Text>
          <Text size="xs" c="dimmed">
            {t('invites.modal.serverSaid', { message: outcome.message })}
          </Text>
        </Stack>
      </Alert>
      {outcome.skipped.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {outcome.invites.length === 0
            ? t('invites.modal.nobodyInvited')
            : t('invites.modal.skipped', { emails: outcome.skipped.join(', ') })}
        </Alert>
      )}
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('invites.modal.stepLinks')}
      >
        {outcome.invites.map((invite) => (
          <Stack key={invite.email} component="li" gap={4}>
            <Text size="sm" fw={600}>
              {invite.email}
            </Text>
            <CodeSnippet code={invite.invite_url} copyLabel={t('invites.copyLinkFor', { email: invite.email })} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
