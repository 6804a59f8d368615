import { Stack, Text } from '@mantine/core';
import type { UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteNetworkRoleMutation } from '../../../api/roles';
import { useUserGroupsQuery, useUsersQuery } from '../../../api/users';
import { confirmAction } from '../../../components/confirmAction';
import { notifyProgress } from '../../../components/notifyProgress';
import { roleHolders } from './networkRoleRules';
import { ROLES_TAB_PATH } from './rolePaths';

/**
 * Deletes a custom network role after a confirmation naming the groups and users that lose it,
 * then goes back to the roles.
 */
export function useDeleteNetworkRole(): (role: UserRole) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useUserGroupsQuery().data ?? [];
  const users = useUsersQuery().data ?? [];
  const remove = useDeleteNetworkRoleMutation();
  return (role) => {
    const name = role.name || role.id;
    const holders = roleHolders(role.id, groups, users);
    const unused = holders.groups.length === 0 && holders.users.length === 0;
    confirmAction({
      title: t('roles.deleteTitle'),
      message: (
        <Stack gap="xs">
          <Text size="sm">{t('roles.deleteConfirm', { name })}</Text>
          {unused && <Text size="sm">{t('roles.deleteUnused')}</Text>}
          {holders.groups.length > 0 && (
            <Text size="sm">{t('roles.deleteGroups', { groups: holders.groups.join(', ') })}</Text>
          )}
          {holders.users.length > 0 && (
            <Text size="sm">{t('roles.deleteUsers', { users: holders.users.join(', ') })}</Text>
          )}
        </Stack>
      ),
      confirmLabel: t('roles.details.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(role.id), {
          pending: t('roles.deletePending', { name }),
          success: t('roles.deleteDone', { name }),
          failure: t('roles.deleteFailed', { name }),
        }).then((done) => {
          if (done) void navigate(ROLES_TAB_PATH);
        }),
    });
  };
}
