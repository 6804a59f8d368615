import { Button, Group, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailoverHostModal } from './FailoverHostModal';

/**
 * Pro, for a network without a failover host some of whose hosts are behind NAT (the pairs a failover
 * host would help): a quiet note, with a button that picks one.
 */
export function FailoverNote({ netid }: { netid: string }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
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
