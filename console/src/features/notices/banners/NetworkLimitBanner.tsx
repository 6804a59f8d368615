import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworksQuery } from '../../../api/networks';
import { useServerConfigQuery } from '../../../api/server';
import { isAdmin, useSession } from '../../../session/session';
import { openUpgradePlanModal } from '../openers';
import { useIsPro } from '../useIsPro';
import { NoticeBanner } from './NoticeBanner';

/** The Community edition's network limit from getconfig `NetworksLimit`; 0 or none means no limit. */
function useNetworksLimit(): number {
  const limit = useServerConfigQuery(true).data?.NetworksLimit;
  return typeof limit === 'number' && limit > 0 ? limit : 0;
}

/** On Community, once the network limit is reached, says so and offers the Upgrade Plan. */
export function NetworkLimitBanner() {
  const { t } = useTranslation();
  const admin = isAdmin(useSession());
  const isPro = useIsPro();
  const limit = useNetworksLimit();
  const count = useNetworksQuery().data?.length ?? 0;
  if (isPro || limit === 0 || count < limit) return null;
  return (
    <NoticeBanner
      color="loom"
      icon={<IconLock size={18} />}
      action={
        admin && (
          <Button size="xs" onClick={openUpgradePlanModal}>
            {t('notices.upgrade.title')}
          </Button>
        )
      }
    >
      {t('notices.networkLimit', { limit })}
    </NoticeBanner>
  );
}
