import { Button, Group, Table, Text } from '@mantine/core';
import type { User } from '@netloom/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, DataTable } from '../../../components/DataTable';
import { userTimeText } from '../list/userViews';
import { SignInBadge } from '../SignInBadge';
import { NoValue } from '../../../components/NoValue';

interface PendingUsersTableProps {
  users: readonly User[];
  loading: boolean;
  onApprove: (user: User) => void;
  onDeny: (user: User) => void;
}

/** The users waiting for approval, when they asked, and the decision buttons. */
export function PendingUsersTable({ users, loading, onApprove, onDeny }: PendingUsersTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={640}
      columns={4}
      loading={loading}
      head={
        <>
          <Table.Th>{t('users.columns.username')}</Table.Th>
          <Table.Th>{t('users.columns.signIn')}</Table.Th>
          <Table.Th>{t('users.pending.requestedAt')}</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {users.map((user) => {
        const name = user.username;
        return (
          <Table.Tr key={name}>
            <Table.Td>
              <Text fw={600} size="sm">
                {name}
              </Text>
              {user.display_name && (
                <Text size="xs" c="dimmed">
                  {user.display_name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <SignInBadge authType={user.auth_type} />
            </Table.Td>
            <Table.Td fz="sm">{userTimeText(user.created_at) || <NoValue />}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  aria-label={t('users.pending.approveLabel', { name })}
                  onClick={() => onApprove(user)}
                >
                  {t('users.pending.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  aria-label={t('users.pending.denyLabel', { name })}
                  onClick={() => onDeny(user)}
                >
                  {t('users.pending.deny')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
