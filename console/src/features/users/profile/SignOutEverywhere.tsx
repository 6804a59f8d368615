import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignOutEverywhereMutation } from '../../../api/users';
import { confirmAction } from '../../../components/confirmAction';
import { notifyProgress } from '../../../components/notifyProgress';

/** Ends every session of the signed-in user, after a confirmation naming what ends and what does not. */
export function SignOutEverywhere({ username }: { username: string }) {
  const { t } = useTranslation();
  const signOut = useSignOutEverywhereMutation();
  const ask = () =>
    confirmAction({
      title: t('profile.sessions.signOut'),
      message: t('profile.sessions.confirm', { username }),
      confirmLabel: t('profile.sessions.signOut'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => signOut.mutateAsync(), {
          pending: t('profile.sessions.pending'),
          success: t('profile.sessions.done'),
          failure: t('profile.sessions.failed'),
        }),
    });
  return (
    <Stack gap="md">
      <Text size="sm">{t('profile.sessions.text')}</Text>
      <Group>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={ask}
          loading={signOut.isPending}
        >
          {t('profile.sessions.signOut')}
        </Button>
      </Group>
    </Stack>
  );
}
