import { Anchor, Badge, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkPath } from '../../app/paths';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { NodeActionsMenu, type NodeMenuContext } from './NodeActionsMenu';
import { NodeAddressCells } from './NodeAddressCells';
import { LatencyCell } from './LatencyCell';
import { NodeBadges } from './NodeBadges';
import { addressLine, nodeDetailsPath, type NodeSort, type NodeSortKey, type NodeView } from './nodeFilters';
import { NodeStatusBadge } from './NodeStatusBadge';
import { RelayCell, type RelayOption } from './RelayCell';

interface NodesTableProps {
  rows: readonly NodeView[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  sort: NodeSort;
  onSort: (key: NodeSortKey) => void;
  onEdit: (view: NodeView) => void;
  /** The network's relays for the Gateway column; null where it is read-only. */
  relays: readonly RelayOption[] | null;
  onAssignRelay: (view: NodeView, relayId: string | null) => void;
  pro: boolean;
  /** Node id -> mean latency to its peers (Pro); null hides the column. */
  latencies: ReadonlyMap<string, number> | null;
  menuContext: NodeMenuContext;
}

/** One page of nodes: name with badges, addresses, gateway, egress, latency (Pro), status and actions. */
export function NodesTable({ rows, loading, selected, onSelect, sort, onSort, ...rowProps }: NodesTableProps) {
  const { t } = useTranslation();
  const ids = rows.map((row) => row.key);
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
      columns={rowProps.latencies ? 9 : 8}
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
          {rowProps.latencies && <Table.Th>{t('nodes.columns.latency')}</Table.Th>}
          {header('status', t('nodes.columns.status'))}
          <ActionsHeader />
        </>
      }
    >
      {rows.map((row) => (
        <NodeRow key={row.key} row={row} checked={selected.has(row.key)} onSelect={onSelect} {...rowProps} />
      ))}
    </DataTable>
  );
}

interface NodeRowProps extends Pick<
  NodesTableProps,
  'onSelect' | 'onEdit' | 'relays' | 'onAssignRelay' | 'pro' | 'latencies' | 'menuContext'
> {
  row: NodeView;
  checked: boolean;
}

const NodeRow = memo(function NodeRow({
  row,
  checked,
  onSelect,
  onEdit,
  relays,
  onAssignRelay,
  pro,
  latencies,
  menuContext,
}: NodeRowProps) {
  const { t } = useTranslation();
  const { node, name, client } = row;
  const egress = (client ? client.extraallowedips : node.egressgatewayranges) ?? [];
  return (
    <Table.Tr bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={t('nodes.select', { name })}
          checked={checked}
          onChange={(event) => onSelect([row.key], event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={client ? networkPath(node.network, 'gateways') : nodeDetailsPath(node)}
            fw={600}
            size="sm"
          >
            {name}
          </Anchor>
          <NodeBadges node={node} />
        </Group>
      </Table.Td>
      <NodeAddressCells view={row} />
      <Table.Td>
        <RelayCell row={row} relays={relays} onAssign={onAssignRelay} />
      </Table.Td>
      <Table.Td ff="monospace" fz="sm">
        {addressLine(...egress)}
      </Table.Td>
      {latencies && (client ? <Table.Td /> : <LatencyCell latency={latencies.get(node.id)} />)}
      <Table.Td>
        {client ? (
          <Badge color={client.enabled ? 'green' : 'gray'} variant="light">
            {t(client.enabled ? 'nodes.clientEnabled' : 'nodes.clientDisabled')}
          </Badge>
        ) : (
          <NodeStatusBadge status={node.status} reason={node.status_reason} />
        )}
      </Table.Td>
      <Table.Td ta="right">
        <NodeActionsMenu row={row} pro={pro} context={menuContext} onEdit={() => onEdit(row)} />
      </Table.Td>
    </Table.Tr>
  );
});
