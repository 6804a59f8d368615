import { Checkbox } from '@mantine/core';
import type { User } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteUserMutation, useTransferSuperAdminMutation } from '../../../api/users';
import { confirmAction } from '../../../components/confirmAction';
import { notifyProgress } from '../../../components/notifyProgress';

/** Deleting a user, and handing the super-admin role on: each asks first, naming the user. */
export function useUserRemovals() {
  const { t } = useTranslation();
  const remove = useDeleteUserMutation();
  const transfer = useTransferSuperAdminMutation();

  const confirmDelete = (user: User) => {
    const name = user.username;
    let deleteConfigs = false;
    confirmAction({
      title: t('users.remove.title'),
      message: t('users.remove.confirm', { name }),
      confirmLabel: t('users.remove.submit'),
      danger: true,
      children: (
        <Checkbox
          mt="md"
          label={t('users.remove.configs')}
          description={t('users.remove.configsHint')}
          onChange={(event) => (deleteConfigs = event.currentTarget.checked)}
        />
      ),
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync({ username: name, deleteConfigs }), {
          pending: t('users.remove.pending', { name }),
          success: t('users.remove.done', { name }),
          failure: t('users.remove.failed', { name }),
        }),
    });
  };

  const confirmTransfer = (user: User) => {
    const name = user.username;
    confirmAction({
      title: t('users.transfer.title'),
      message: t('users.transfer.confirm', { name }),
      confirmLabel: t('users.transfer.submit'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => transfer.mutateAsync(name), {
          pending: t('users.transfer.pending', { name }),
          success: t('users.transfer.done', { name }),
          failure: t('users.transfer.failed', { name }),
        }),
    });
  };

  return { confirmDelete, confirmTransfer };
}
