import { Button, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { useDeleteNetworkMutation } from '../../api/networks';

interface DeleteNetworkButtonProps {
  netid: string;
  /** A network with nodes cannot be deleted; the button says why. */
  hasNodes: boolean;
}

export function DeleteNetworkButton({ netid, hasNodes }: DeleteNetworkButtonProps) {
  const { t } = useTranslation();
  const remove = useDeleteNetworkMutation();

  const confirm = () =>
    modals.openConfirmModal({
      title: t('networks.deleteTitle'),
      children: <Text size="sm">{t('networks.deleteConfirm', { netid })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(netid, {
          onSuccess: () => notifications.show({ color: 'green', message: t('networks.deleted', { netid }) }),
          onError: (error) =>
            notifications.show({ color: 'red', title: t('networks.deleteFailed'), message: errorText(error) }),
        }),
    });

  const button = (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} />}
      aria-label={t('networks.deleteLabel', { netid })}
      loading={remove.isPending}
      disabled={hasNodes}
      onClick={confirm}
    >
      {t('common.delete')}
    </Button>
  );
  if (!hasNodes) return button;
  return (
    <Tooltip label={t('networks.deleteBlocked')}>
      <span>{button}</span>
    </Tooltip>
  );
}
