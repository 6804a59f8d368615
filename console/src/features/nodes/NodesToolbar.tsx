import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { NODE_ROW_GATEWAY_FILTERS, NODE_ROW_KINDS, NODE_STATUSES } from '@netloom/contract';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayFilter, HealthFilter, NodeKind, NodeQuery } from './nodeFilters';

interface NodesToolbarProps {
  filters: NodeQuery;
  onChange: (filters: NodeQuery) => void;
  action?: ReactNode;
}

/**
 * Search, hosts' nodes or config files, the gateway filter and, for hosts' nodes, the health filter;
 * the search gives up width first, so the filters and the action stay on one row in every language.
 */
export function NodesToolbar({ filters, onChange, action }: NodesToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end" style={{ flex: '1 1 0', minWidth: 0 }}>
        <TextInput
          aria-label={t('nodes.searchLabel')}
          placeholder={t('nodes.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
          miw={180}
          maw={320}
          style={{ flex: '1 1 180px' }}
        />
        <SegmentedControl
          aria-label={t('nodes.kindFilter')}
          value={filters.kind}
          onChange={(kind) => onChange({ ...filters, kind: kind as NodeKind, health: 'all' })}
          data={NODE_ROW_KINDS.map((value) => ({ value, label: t(`nodes.kinds.${value}`) }))}
        />
        <Select
          aria-label={t('nodes.gatewayFilter')}
          value={filters.gateway}
          onChange={(gateway) => onChange({ ...filters, gateway: (gateway ?? 'all') as GatewayFilter })}
          data={NODE_ROW_GATEWAY_FILTERS.map((value) => ({ value, label: t(`nodes.gatewayFilters.${value}`) }))}
          allowDeselect={false}
          w={190}
        />
        {filters.kind === 'netclient' && (
          <Select
            aria-label={t('nodes.healthFilter')}
            value={filters.health}
            onChange={(health) => onChange({ ...filters, health: (health ?? 'all') as HealthFilter })}
            data={[
              { value: 'all', label: t('nodes.anyHealth') },
              ...NODE_STATUSES.map((status) => ({ value: status, label: t(`nodeStatus.${status}`) })),
            ]}
            allowDeselect={false}
            w={170}
          />
        )}
      </Group>
      {action}
    </Group>
  );
}
