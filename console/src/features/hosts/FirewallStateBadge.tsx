import { Badge } from '@mantine/core';
import type { FirewallState } from '@netloom/contract';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<FirewallState, string> = {
  enforcing: 'green',
  open: 'blue',
  failed: 'red',
  unsupported: 'orange',
};

/** A host's firewall state in a word, coloured: enforcing, open, apply failed or not enforcing. */
export function FirewallStateBadge({ state }: { state: FirewallState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} variant="light" style={{ flexShrink: 0 }}>
      {t(`hostFirewall.states.${state}`)}
    </Badge>
  );
}
