import { Stack, Text } from '@mantine/core';
import type { NetworkRoleSet, UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { networkRoleRows } from '../roles/networkRoleRows';
import { roleNameOf } from '../roles/networkRoleRules';
import { useScopeLabel } from '../roles/useScopeLabel';

/** A group's network roles in a table cell: one line per network, the roles it gives there by name. */
export function GroupRolesSummary({ roles, known }: { roles: NetworkRoleSet; known: readonly UserRole[] }) {
  const { t } = useTranslation();
  const scopeLabel = useScopeLabel();
  const byNetwork = new Map<string, string[]>();
  for (const row of networkRoleRows(roles)) {
    byNetwork.set(row.network, [...(byNetwork.get(row.network) ?? []), roleNameOf(known, row.roleId)]);
  }
  if (byNetwork.size === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('groups.noNetworkRoles')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {[...byNetwork].map(([network, names]) => (
        <Text key={network} size="sm">
          <Text span fw={600} inherit>
            {scopeLabel(network)}
          </Text>
          {`: ${names.join(', ')}`}
        </Text>
      ))}
    </Stack>
  );
}
