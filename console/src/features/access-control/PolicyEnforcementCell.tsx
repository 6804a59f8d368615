import { Badge, HoverCard, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PolicyEnforcementDetails } from './PolicyEnforcementDetails';
import { isFlagged, type PolicyEnforcement } from './policyEnforcement';
import { NoValue } from '../../components/NoValue';

const COLORS = { everywhere: 'green', partly: 'yellow', nowhere: 'red', 'no-devices': 'gray' } as const;

/**
 * How many of a policy's hosts enforce it ("2 of 3 hosts"), flagged when some or all don't, with
 * the hosts and why on hover and focus; "Off" for a disabled policy, a dash while not known.
 */
export function PolicyEnforcementCell({ name, enforcement }: { name: string; enforcement: PolicyEnforcement }) {
  const { t } = useTranslation();
  if (enforcement.kind === 'off' || enforcement.kind === 'unknown') {
    return (
      <Text size="sm" c="dimmed">
        {enforcement.kind === 'off' ? t('accessControl.enforcement.off') : <NoValue />}
      </Text>
    );
  }
  const label =
    enforcement.kind === 'everywhere' || enforcement.kind === 'partly'
      ? t('accessControl.enforcement.badge.hosts', { keeping: enforcement.keeping, count: enforcement.hosts.length })
      : t(`accessControl.enforcement.badge.${enforcement.kind}`);
  return (
    <HoverCard position="bottom-end" withArrow shadow="md" openDelay={100}>
      <HoverCard.Target>
        <Badge
          component="button"
          type="button"
          variant="light"
          color={COLORS[enforcement.kind]}
          tt="none"
          fw={500}
          leftSection={isFlagged(enforcement) ? <IconAlertTriangle size={12} aria-hidden /> : undefined}
          style={{ cursor: 'default', minWidth: 'max-content' }}
        >
          {label}
        </Badge>
      </HoverCard.Target>
      <HoverCard.Dropdown w={340} mah={360} style={{ overflowY: 'auto' }}>
        <PolicyEnforcementDetails name={name} enforcement={enforcement} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
