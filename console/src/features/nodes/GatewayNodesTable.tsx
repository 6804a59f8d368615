import { Group, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { PickableRow, PickColumnHeader } from '../../components/PickableRow';
import { RowMenu } from '../../components/RowMenu';
import { AddressList } from '../../components/AddressList';
import { nodeAddresses, type NodeView } from './nodeFilters';

/** A column a gateway table adds after name and addresses. */
export interface GatewayColumn {
  header: string;
  cell: (gateway: NodeView) => ReactNode;
}

interface GatewayNodesTableProps {
  gateways: readonly NodeView[];
  loading: boolean;
  columns: readonly GatewayColumn[];
  /** Shown after a gateway's name, e.g. a badge for a second role. */
  nameBadge?: (gateway: NodeView) => ReactNode;
  /** A radio on each row that picks the gateway whose hosts or files the page lists below. */
  pick?: {
    /** The radio column's name for screen readers, and each radio's name. */
    header: string;
    label: (name: string) => string;
    selectedId: string | null;
    onSelect: (id: string) => void;
  };
  /** Each row's menu, for those who may change gateways; without it there is no actions column. */
  menu?: GatewayMenu;
}

/** A gateway row's menu: one entry that changes the gateway, then a red one that ends its role. */
export interface GatewayMenu {
  /** The menu's accessible name for a gateway. */
  label: (name: string) => string;
  change: { label: string; icon: ReactNode; onClick: (gateway: NodeView) => void };
  /** Named "Delete" unless `label` says otherwise. */
  remove: { label?: string; icon?: ReactNode; onClick: (gateway: NodeView) => void };
}

/** Nodes with one gateway role: name, addresses and endpoints, the role's own columns, and a row menu. */
export function GatewayNodesTable({ gateways, loading, columns, nameBadge, pick, menu }: GatewayNodesTableProps) {
  const { t } = useTranslation();
  const radioGroup = useId();
  const cells = (gateway: NodeView) => (
    <>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm">
            {gateway.name}
          </Text>
          {nameBadge?.(gateway)}
        </Group>
      </Table.Td>
      <Table.Td>
        <AddressList addresses={nodeAddresses(gateway)} />
      </Table.Td>
      {columns.map((column) => (
        <Table.Td key={column.header} fz="sm">
          {column.cell(gateway)}
        </Table.Td>
      ))}
      {menu && (
        <Table.Td ta="right">
          <RowMenu
            label={menu.label(gateway.name)}
            items={[
              { label: menu.change.label, icon: menu.change.icon, onClick: () => menu.change.onClick(gateway) },
              {
                label: menu.remove.label ?? t('common.delete'),
                icon: menu.remove.icon ?? <IconTrash size={14} />,
                onClick: () => menu.remove.onClick(gateway),
                danger: true,
              },
            ]}
          />
        </Table.Td>
      )}
    </>
  );
  return (
    <DataTable
      minWidth={720}
      columns={columns.length + 2 + (pick ? 1 : 0) + (menu ? 1 : 0)}
      loading={loading}
      head={
        <>
          {pick && <PickColumnHeader label={pick.header} />}
          <Table.Th>{t('nodes.gatewayColumns.name')}</Table.Th>
          <Table.Th>{t('nodes.gatewayColumns.addresses')}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.header}>{column.header}</Table.Th>
          ))}
          {menu && <ActionsHeader />}
        </>
      }
    >
      {gateways.map((gateway) =>
        pick ? (
          <PickableRow
            key={gateway.key}
            group={radioGroup}
            picked={gateway.node.id === pick.selectedId}
            onPick={() => pick.onSelect(gateway.node.id)}
            label={pick.label(gateway.name)}
          >
            {cells(gateway)}
          </PickableRow>
        ) : (
          <Table.Tr key={gateway.key}>{cells(gateway)}</Table.Tr>
        ),
      )}
    </DataTable>
  );
}
