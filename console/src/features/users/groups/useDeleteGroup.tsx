import { Stack, Text } from '@mantine/core';
import type { UserGroup } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteUserGroupMutation } from '../../../api/groups';
import { confirmAction } from '../../../components/confirmAction';
import { notifyProgress } from '../../../components/notifyProgress';

/**
 * Deletes a custom group after a confirmation naming it and the members who lose the network roles
 * it grants; `afterDelete` runs once it is gone.
 */
export function useDeleteGroup(afterDelete?: () => void): (group: UserGroup, members: readonly string[]) => void {
  const { t } = useTranslation();
  const remove = useDeleteUserGroupMutation();
  return (group, members) => {
    const name = group.name || group.id;
    confirmAction({
      title: t('groups.deleteTitle'),
      message: (
        <Stack gap="xs">
          <Text size="sm">{t('groups.deleteConfirm', { name })}</Text>
          <Text size="sm">{t('groups.deleteMembers', { count: members.length, members: members.join(', ') })}</Text>
        </Stack>
      ),
      confirmLabel: t('groups.details.deleteButton'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(group.id), {
          pending: t('groups.deletePending', { name }),
          success: t('groups.deleteDone', { name }),
          failure: t('groups.deleteFailed', { name }),
        }).then((done) => {
          if (done) afterDelete?.();
        }),
    });
  };
}
