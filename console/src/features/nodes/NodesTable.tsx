import { Anchor, Badge, Checkbox, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkPath } from '../../navigation/paths';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { PendingRow } from '../../components/table/PendingRow';
import { virtualRowProps, type VirtualRows, type VisibleRows } from '../../components/table/useVirtualRows';
import { VirtualBody } from '../../components/table/VirtualBody';
import { NodeActionsMenu, type NodeMenuContext } from './NodeActionsMenu';
import { NodeAddressCells } from './NodeAddressCells';
import { LatencyCell } from './LatencyCell';
import { NodeBadges } from './NodeBadges';
import { addressLine, nodeDetailsPath, type NodeSort, type NodeSortKey, type NodeView } from './nodeFilters';
import { NodeStatusBadge } from './NodeStatusBadge';
import { RelayCell, type RelayOption } from './RelayCell';
import { NoValue } from '../../components/NoValue';

/** The header checkbox: every row shown selected, some, or none; it is off when the rows are too many. */
export interface SelectAll {
  checked: boolean;
  indeterminate: boolean;
  /** Why all rows cannot be selected at once; null when they can. */
  blockedReason: string | null;
  onToggle: () => void;
}

/** A row with its badges and addresses on one line; rows measure themselves when shown. */
const NODE_ROW_HEIGHT = 45;

interface NodesTableProps {
  /** Rows that match the search and filters, all of them; only those on screen are drawn. */
  count: number;
  viewAt: (index: number) => NodeView | undefined;
  /** Hears which rows are on screen, so that their windows are fetched. */
  onVisible: (visible: VisibleRows) => void;
  loading: boolean;
  /** New filters are loading: the rows shown are dimmed until they come. */
  busy: boolean;
  selected: ReadonlyMap<string, NodeView>;
  onSelect: (views: readonly NodeView[], selected: boolean) => void;
  selectAll: SelectAll;
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

/**
 * Every node that matches, in one table that scrolls with the page: name with badges, addresses,
 * gateway, egress, latency (Pro), status and actions. Rows not fetched yet show placeholders.
 */
export function NodesTable({
  count,
  viewAt,
  onVisible,
  loading,
  busy,
  selected,
  onSelect,
  selectAll,
  sort,
  onSort,
  ...rowProps
}: NodesTableProps) {
  const { t } = useTranslation();
  const columns = rowProps.latencies ? 9 : 8;
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
  const allBox = (
    <Checkbox
      aria-label={t('nodes.selectAll', { count })}
      checked={selectAll.checked}
      indeterminate={selectAll.indeterminate}
      disabled={selectAll.blockedReason !== null}
      onChange={selectAll.onToggle}
    />
  );
  return (
    <DataTable
      minWidth={900}
      columns={columns}
      loading={loading}
      busy={busy}
      dense
      rowCount={count}
      head={
        <>
          <Table.Th w={40}>
            {selectAll.blockedReason ? (
              <Tooltip label={selectAll.blockedReason} multiline w={260}>
                <span>{allBox}</span>
              </Tooltip>
            ) : (
              allBox
            )}
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
      <VirtualBody
        count={count}
        rowHeight={NODE_ROW_HEIGHT}
        columns={columns}
        onVisible={onVisible}
        renderRow={(index, measure) => {
          const view = viewAt(index);
          return view ? (
            <NodeRow
              key={view.key}
              index={index}
              measure={measure}
              row={view}
              checked={selected.has(view.key)}
              onSelect={onSelect}
              {...rowProps}
            />
          ) : (
            <PendingRow key={`pending-${index}`} index={index} measure={measure} columns={columns} />
          );
        }}
      />
    </DataTable>
  );
}

interface DrawnRow {
  index: number;
  measure: VirtualRows['measure'];
}

interface NodeRowProps
  extends
    DrawnRow,
    Pick<NodesTableProps, 'onSelect' | 'onEdit' | 'relays' | 'onAssignRelay' | 'pro' | 'latencies' | 'menuContext'> {
  row: NodeView;
  checked: boolean;
}

const NodeRow = memo(function NodeRow({
  index,
  measure,
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
    <Table.Tr {...virtualRowProps(index, measure)} bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={t('nodes.select', { name })}
          checked={checked}
          onChange={(event) => onSelect([row], event.currentTarget.checked)}
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
        {addressLine(...egress) || <NoValue />}
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
