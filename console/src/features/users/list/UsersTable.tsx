import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionsHeader, DataTable } from '../../../components/DataTable';
import { SignInBadge } from '../SignInBadge';
import { UserActionsMenu, type UserActions } from './UserActionsMenu';
import type { Caller } from '../userRules';
import { userTimeText, type UserView } from './userViews';
import { NoValue } from '../../../components/NoValue';

interface UsersTableProps {
  views: readonly UserView[];
  loading: boolean;
  caller: Caller;
  actions: UserActions;
}

/** The server's users: who they are, their role and groups, how and when they last signed in. */
export function UsersTable({ views, loading, caller, actions }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={960}
      columns={7}
      loading={loading}
      head={
        <>
          <Table.Th>{t('users.columns.username')}</Table.Th>
          <Table.Th>{t('users.columns.displayName')}</Table.Th>
          <Table.Th>{t('users.columns.platformRole')}</Table.Th>
          <Table.Th>{t('users.columns.groups')}</Table.Th>
          <Table.Th>{t('users.columns.signIn')}</Table.Th>
          <Table.Th>{t('users.columns.lastLogin')}</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {views.map(({ user, roleName, groups }) => {
        const self = user.username === caller.username;
        return (
          <Table.Tr key={user.username}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {self ? (
                  <Anchor component={Link} to="/profile" fw={600} size="sm">
                    {user.username}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm">
                    {user.username}
                  </Text>
                )}
                {self && (
                  <Badge size="xs" variant="light">
                    {t('users.you')}
                  </Badge>
                )}
                {user.account_disabled && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('users.disabled')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td fz="sm">{user.display_name || <NoValue />}</Table.Td>
            <Table.Td fz="sm">{roleName}</Table.Td>
            <Table.Td>
              {groups.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('users.noGroups')}
                </Text>
              ) : (
                <Group gap={4}>
                  {groups.map((group) => (
                    <Badge
                      key={group.id}
                      component={Link}
                      to={`/users/group/${encodeURIComponent(group.id)}`}
                      variant="default"
                      tt="none"
                      fw={500}
                      style={{ cursor: 'pointer' }}
                    >
                      {group.name}
                    </Badge>
                  ))}
                </Group>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                <SignInBadge authType={user.auth_type} />
                {user.is_mfa_enabled && (
                  <Badge variant="light" color="teal" tt="none" fw={500}>
                    {t('mfa.enabledBadge')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td fz="sm">{userTimeText(user.last_login_time) || t('users.neverSignedIn')}</Table.Td>
            <Table.Td ta="right">
              <UserActionsMenu user={user} caller={caller} actions={actions} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
