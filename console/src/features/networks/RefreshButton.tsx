import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { useIsPro } from '../notices';
import { refreshNetworkData } from './refreshNetworkData';

/** Reloads the network's data; stays disabled, and says so, while it runs. */
export function RefreshButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPro = useIsPro();
  const [busy, setBusy] = useState(false);
  const label = busy ? t('refresh.busy') : t('refresh.idle');

  const refresh = async () => {
    setBusy(true);
    try {
      await refreshNetworkData(queryClient, isPro);
      notifications.show({ color: 'green', message: t('refresh.done') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('refresh.failed'), message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon
        variant="default"
        size={36}
        aria-label={label}
        data-disabled={busy || undefined}
        aria-disabled={busy}
        onClick={busy ? undefined : () => void refresh()}
      >
        {busy ? <Loader size={16} aria-hidden /> : <IconRefresh size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
