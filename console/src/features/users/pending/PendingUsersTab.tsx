import { Button, Group, Stack, Text } from '@mantine/core';
import type { User } from '@netloom/contract';
import { IconUserPause, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDenyAllPendingUsersMutation, useDenyPendingUserMutation, usePendingUsersQuery } from '../../../api/users';
import { confirmAction } from '../../../components/confirmAction';
import { EmptyCard } from '../../../components/EmptyCard';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { notifyProgress } from '../../../components/notifyProgress';
import { ApproveUserModal } from './ApproveUserModal';
import { PendingUsersTable } from './PendingUsersTable';

/** SSO users who signed in without an invitation: approve them with a role, or turn them away. */
export function PendingUsersTab() {
  const { t } = useTranslation();
  const pending = usePendingUsersQuery();
  const deny = useDenyPendingUserMutation();
  const denyAll = useDenyAllPendingUsersMutation();
  const [approving, setApproving] = useState<User | null>(null);
  const users = pending.data ?? [];

  const confirmDeny = (user: User) => {
    const name = user.username;
    confirmAction({
      title: t('users.pending.denyTitle'),
      message: t('users.pending.denyConfirm', { name }),
      confirmLabel: t('users.pending.deny'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => deny.mutateAsync(name), {
          pending: t('users.pending.denyPending', { name }),
          success: t('users.pending.denyDone', { name }),
          failure: t('users.pending.denyFailed', { name }),
        }),
    });
  };

  const confirmDenyAll = () =>
    confirmAction({
      title: t('users.pending.denyAllTitle'),
      message: t('users.pending.denyAllConfirm', { count: users.length }),
      confirmLabel: t('users.pending.denyAll'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => denyAll.mutateAsync(), {
          pending: t('users.pending.denyAllPending'),
          success: t('users.pending.denyAllDone'),
          failure: t('users.pending.denyAllFailed'),
        }),
    });

  if (pending.isError) return <LoadErrorAlert title={t('users.pending.loadFailed')} error={pending.error} />;
  if (pending.isSuccess && users.length === 0) {
    return (
      <EmptyCard
        icon={<IconUserPause size={28} aria-hidden />}
        title={t('users.pending.emptyTitle')}
        description={t('users.pending.emptyText')}
      />
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={640}>
          {t('users.pending.intro')}
        </Text>
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={confirmDenyAll}
          disabled={users.length === 0}
        >
          {t('users.pending.denyAll')}
        </Button>
      </Group>
      <PendingUsersTable users={users} loading={pending.isPending} onApprove={setApproving} onDeny={confirmDeny} />
      {approving && <ApproveUserModal user={approving} onClose={() => setApproving(null)} />}
    </Stack>
  );
}
