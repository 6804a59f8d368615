import { Button, Group, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBehindNat } from '../gateways/gatewayViews';
import { FailoverHostModal } from './FailoverHostModal';
import { useNetworkNodeViews } from './useNetworkNodeViews';

/**
 * Pro, for a network without a failover host: a quiet note, shown only when some of its hosts are
 * behind NAT (the pairs a failover host would help), with a button that picks one.
 */
export function FailoverNote({ netid }: { netid: string }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const { hostNodes } = useNetworkNodeViews(netid);
  if (!hostNodes.some((view) => isBehindNat(view.host))) return null;
  return (
    <Group gap="xs" wrap="nowrap" role="note" aria-label={t('nodes.failover.noneLabel')}>
      <IconLifebuoy size={16} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        {t('nodes.failover.noneNote')}
      </Text>
      <Button size="compact-sm" variant="subtle" onClick={() => setPicking(true)} style={{ flexShrink: 0 }}>
        {t('nodes.failover.pick')}
      </Button>
      {picking && <FailoverHostModal netid={netid} onClose={() => setPicking(false)} />}
    </Group>
  );
}
