import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/errors';
import { restartServer } from '../../../api/server';

/** 'Try restarting': asks 'Confirm to restart server?', then restarts and says how it went. */
/** Above the full-screen server-problem dialog (Mantine's modals sit at 200) it is opened from. */
const RESTART_CONFIRM_Z_INDEX = 300;

export function useRestartServer(): { confirmRestart: () => void; restarting: boolean } {
  const { t } = useTranslation();
  const restart = useMutation({
    mutationFn: restartServer,
    onSuccess: () =>
      notifications.show({ color: 'green', title: t('error.restarted'), message: t('error.restartedText') }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('error.restartFailed'), message: errorText(error) }),
  });
  const confirmRestart = () =>
    modals.openConfirmModal({
      title: t('error.restartConfirm'),
      children: <Text size="sm">{t('error.restartExplained')}</Text>,
      labels: { confirm: t('error.restartAction'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      zIndex: RESTART_CONFIRM_Z_INDEX,
      onConfirm: () => restart.mutate(),
    });
  return { confirmRestart, restarting: restart.isPending };
}
