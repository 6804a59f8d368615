import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isServerHealthy, useServerHealth } from '../serverHealth';

/** Warnings while the server is unhealthy or without its broker (spec section 2). */
export function ServerHealthBanner() {
  const { t } = useTranslation();
  const health = useServerHealth();
  let message: string | null = null;
  if (!isServerHealthy(health)) message = health.healthyNetwork ? t('health.notRunning') : t('health.unreachable');
  else if (!health.broker_connected) message = t('health.brokerDown');
  if (!message) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} mb="lg" role="status">
      {message}
    </Alert>
  );
}
