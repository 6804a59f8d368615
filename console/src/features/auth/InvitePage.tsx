import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { useInviteCheckQuery } from '../../api/invites';
import { AuthLayout } from './AuthLayout';
import { InviteSignupForm } from './InviteSignupForm';

/** The server's answer to a code it does not know, expired or revoked: a 4xx (spec: 'Invalid invite code'). */
const isRefused = (error: unknown) => isApiError(error) && error.status !== null && error.status < 500;
/** A right code whose time is up: 410 (Netloom's invitations expire). */
const isExpired = (error: unknown) => isApiError(error, 410);

/** `/invite?email=&invite_code=` (public): checks the magic link, then lets the invitee sign up. */
export function InvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invite = { email: params.get('email') ?? '', invite_code: params.get('invite_code') ?? '' };
  const complete = Boolean(invite.email && invite.invite_code);
  const check = useInviteCheckQuery(invite, complete);

  let content;
  if (!complete || isRefused(check.error)) {
    const expired = isExpired(check.error);
    content = (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Text size="sm" fw={600}>
            {t(expired ? 'invite.expired' : 'invite.invalidCode')}
          </Text>
          <Text size="sm">{t(expired ? 'invite.expiredHelp' : 'invite.invalidHelp')}</Text>
        </Alert>
        <Button component={Link} to="/login" variant="light">
          {t('invite.toSignIn')}
        </Button>
      </Stack>
    );
  } else if (check.isPending) {
    content = (
      <Group gap="sm" justify="center" aria-busy>
        <Loader size="sm" />
        <Text size="sm">{t('invite.checking')}</Text>
      </Group>
    );
  } else if (check.isError) {
    content = (
      <Stack gap="md">
        <Alert color="red" variant="light" title={t('invite.checkFailed')} role="alert">
          {check.error.message}
        </Alert>
        <Button variant="light" onClick={() => void check.refetch()}>
          {t('invite.retry')}
        </Button>
      </Stack>
    );
  } else content = <InviteSignupForm invite={invite} />;

  return (
    <AuthLayout
      title={t('invite.title')}
      subtitle={invite.email ? t('invite.for', { email: invite.email }) : t('invite.subtitle')}
    >
      {content}
    </AuthLayout>
  );
}
