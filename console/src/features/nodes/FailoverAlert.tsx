import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailoverHostModal } from './FailoverHostModal';

/** Pro: the network has hosts but no failover host; the button picks one. */
export function FailoverAlert({ netid }: { netid: string }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLifebuoy size={18} aria-hidden />}
      title={t('nodes.failover.noneTitle')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {t('nodes.failover.noneText')}
        </Text>
        <Button size="xs" variant="light" color="yellow" onClick={() => setPicking(true)}>
          {t('nodes.failover.pick')}
        </Button>
      </Group>
      {picking && <FailoverHostModal netid={netid} onClose={() => setPicking(false)} />}
    </Alert>
  );
}
