import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';

/** `/invite?email=&invite_code=`: continuing an invitation; signing up with it arrives in a later release. */
export function InvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <AuthLayout title={t('invite.title')} subtitle={email ? t('invite.for', { email }) : t('invite.subtitle')}>
      <Stack gap="md">
        {params.get('invite_code') ? (
          <Text size="sm">{t('common.comingText')}</Text>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('invite.invalidCode')}
          </Alert>
        )}
        <Button component={Link} to="/login" variant="light">
          {t('invite.toSignIn')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
