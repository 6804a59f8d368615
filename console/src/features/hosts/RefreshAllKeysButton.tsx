import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRefreshHostKeysMutation } from '../../api/hosts';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';

/** Asks every host to rotate its WireGuard keys (PUT /hosts/keys). */
export function RefreshAllKeysButton() {
  const { t } = useTranslation();
  const refresh = useRefreshHostKeysMutation();
  const confirm = () =>
    confirmAction({
      title: t('devices.refreshAllKeys'),
      message: t('devices.confirm.refreshAllKeys'),
      confirmLabel: t('devices.refreshAllKeys'),
      onConfirm: () =>
        void notifyProgress(() => refresh.mutateAsync(null), {
          pending: t('devices.progress.refreshAllKeys'),
          success: t('devices.done.refreshAllKeys'),
          failure: t('devices.failed.refreshKeys'),
        }),
    });
  return (
    <Button
      variant="default"
      leftSection={<IconKey size={16} aria-hidden />}
      loading={refresh.isPending}
      onClick={confirm}
    >
      {t('devices.refreshAllKeys')}
    </Button>
  );
}
