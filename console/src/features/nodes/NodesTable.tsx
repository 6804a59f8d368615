import { Anchor, Badge, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isGatewayNode, type NodeSort, type NodeSortKey, type NodeView } from './nodeFilters';
import { NodeActionsMenu } from './NodeActionsMenu';
import { NodeStatusBadge } from './NodeStatusBadge';
import { ActionsHeader, DataTable } from '../../components/DataTable';

interface NodesTableProps {
  rows: readonly NodeView[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  sort: NodeSort;
  onSort: (key: NodeSortKey) => void;
  onEdit: (view: NodeView) => void;
}

/** One page of nodes: name with badges, addresses, gateway, egress, status and actions. */
export function NodesTable({ rows, loading, selected, onSelect, sort, onSort, onEdit }: NodesTableProps) {
  const { t } = useTranslation();
  const ids = rows.map((row) => row.node.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const header = (key: NodeSortKey, label: string) => (
    <Table.Th aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined}>
      <UnstyledButton onClick={() => onSort(key)} aria-label={t('nodes.sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          {sort.key !== key ? (
            <IconSelector size={14} aria-hidden />
          ) : sort.descending ? (
            <IconArrowDown size={14} aria-hidden />
          ) : (
            <IconArrowUp size={14} aria-hidden />
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <DataTable
      minWidth={900}
      columns={8}
      loading={loading}
      dense
      head={
        <>
          <Table.Th w={40}>
            <Checkbox
              aria-label={t('nodes.selectPage')}
              checked={all}
              indeterminate={some && !all}
              onChange={() => onSelect(ids, !all)}
            />
          </Table.Th>
          {header('name', t('nodes.columns.name'))}
          {header('address', t('nodes.columns.private'))}
          <Table.Th>{t('nodes.columns.public')}</Table.Th>
          <Table.Th>{t('nodes.columns.gateway')}</Table.Th>
          <Table.Th>{t('nodes.columns.egress')}</Table.Th>
          {header('status', t('nodes.columns.status'))}
          <ActionsHeader />
        </>
      }
    >
      {rows.map((row) => (
        <NodeRow key={row.node.id} row={row} checked={selected.has(row.node.id)} onSelect={onSelect} onEdit={onEdit} />
      ))}
    </DataTable>
  );
}

interface NodeRowProps {
  row: NodeView;
  checked: boolean;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  onEdit: (view: NodeView) => void;
}

const NodeRow = memo(function NodeRow({ row, checked, onSelect, onEdit }: NodeRowProps) {
  const { t } = useTranslation();
  const { node, host, name } = row;
  const egress = node.egressgatewayranges ?? [];
  return (
    <Table.Tr bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={t('nodes.select', { name })}
          checked={checked}
          onChange={(event) => onSelect([node.id], event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={`/networks/${encodeURIComponent(node.network)}/nodes/${encodeURIComponent(node.id)}`}
            fw={600}
            size="sm"
          >
            {name}
          </Anchor>
          {isGatewayNode(node) && (
            <Badge size="xs" variant="light">
              {t('nodes.badges.gateway')}
            </Badge>
          )}
          {node.is_fail_over && (
            <Badge size="xs" variant="light" color="grape">
              {t('nodes.badges.failover')}
            </Badge>
          )}
          {node.pendingdelete && (
            <Badge size="xs" variant="light" color="red">
              {t('nodes.badges.removing')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ff="monospace" fz="sm">
        {[node.address, node.address6].filter(Boolean).join(', ') || '—'}
      </Table.Td>
      <Table.Td ff="monospace" fz="sm">
        {[host?.endpointip, host?.endpointipv6].filter(Boolean).join(', ') || '—'}
      </Table.Td>
      <Table.Td fz="sm">{row.gatewayName || '—'}</Table.Td>
      <Table.Td ff="monospace" fz="sm">
        {egress.join(', ') || '—'}
      </Table.Td>
      <Table.Td>
        <NodeStatusBadge status={node.status} reason={node.status_reason} />
      </Table.Td>
      <Table.Td ta="right">
        <NodeActionsMenu item={row} onEdit={() => onEdit(row)} />
      </Table.Td>
    </Table.Tr>
  );
});
