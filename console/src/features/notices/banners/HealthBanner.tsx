import { IconPlugConnectedX, IconServerOff, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ServerHealth } from '../../../server-status/serverHealthState';
import { healthNotice } from '../server/serverProblem';
import { NoticeBanner } from './NoticeBanner';

const NOTICES = {
  unreachable: { message: 'health.unreachable', color: 'orange', Icon: IconWifiOff },
  'not-running': { message: 'health.notRunning', color: 'orange', Icon: IconServerOff },
  'broker-down': { message: 'health.brokerDown', color: 'yellow', Icon: IconPlugConnectedX },
} as const;

/** Warnings while the server is unhealthy, unreachable or without its broker. */
export function HealthBanner({ health }: { health: ServerHealth }) {
  const { t } = useTranslation();
  const notice = healthNotice(health);
  if (!notice) return null;
  const { message, color, Icon } = NOTICES[notice];
  return (
    <NoticeBanner color={color} icon={<Icon size={18} />}>
      {t(message)}
    </NoticeBanner>
  );
}
