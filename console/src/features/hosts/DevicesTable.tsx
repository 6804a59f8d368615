import { Anchor, Badge, Group, Table } from '@mantine/core';
import type { ApiHost, HostRow } from '@netloom/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { PendingRow } from '../../components/table/PendingRow';
import { virtualRowProps, type VirtualRows } from '../../components/table/useVirtualRows';
import { VirtualBody } from '../../components/table/VirtualBody';
import { NodeStatusBadge } from '../nodes/NodeStatusBadge';
import { HostActionsMenu } from './HostActionsMenu';
import { hostHealth } from './hostHealth';
import type { HostRowList } from './useHostRows';
import { NoValue } from '../../components/NoValue';

const COLUMNS = 7;
/** A row: a name with its badge, endpoints, version, health and the actions menu; rows measure themselves. */
const DEVICE_ROW_HEIGHT = 49;

interface DevicesTableProps {
  list: HostRowList;
  onEdit: (host: ApiHost) => void;
}

/** The Overview tab: every matching host in one table that scrolls with the page, with its endpoints, version, health and actions. */
export function DevicesTable({ list, onEdit }: DevicesTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={860}
      columns={COLUMNS}
      loading={list.pending}
      busy={list.updating}
      rowCount={list.total}
      head={
        <>
          <Table.Th>{t('devices.columns.name')}</Table.Th>
          <Table.Th>{t('devices.columns.endpoint')}</Table.Th>
          <Table.Th>{t('devices.columns.endpoint6')}</Table.Th>
          <Table.Th ta="right">{t('devices.columns.port')}</Table.Th>
          <Table.Th>{t('devices.columns.version')}</Table.Th>
          <Table.Th>{t('devices.columns.status')}</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      <VirtualBody
        count={list.total}
        rowHeight={DEVICE_ROW_HEIGHT}
        columns={COLUMNS}
        onVisible={list.onVisible}
        renderRow={(index, measure) => {
          const row = list.rowAt(index);
          return row ? (
            <DeviceRow key={row.host.id} index={index} measure={measure} row={row} onEdit={onEdit} />
          ) : (
            <PendingRow key={`pending-${index}`} index={index} measure={measure} columns={COLUMNS} />
          );
        }}
      />
    </DataTable>
  );
}

interface DeviceRowProps {
  index: number;
  measure: VirtualRows['measure'];
  row: HostRow;
  onEdit: (host: ApiHost) => void;
}

const DeviceRow = memo(function DeviceRow({ index, measure, row: { host, nodes }, onEdit }: DeviceRowProps) {
  const { t } = useTranslation();
  const health = hostHealth(nodes);
  return (
    <Table.Tr {...virtualRowProps(index, measure)}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={`/devices/${encodeURIComponent(host.id)}`} fw={600}>
            {host.name}
          </Anchor>
          {host.isdefault && (
            <Badge size="xs" variant="light">
              {t('devices.defaultBadge')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ff="monospace">{host.endpointip || <NoValue />}</Table.Td>
      <Table.Td ff="monospace">{host.endpointipv6 || <NoValue />}</Table.Td>
      <Table.Td ta="right">{host.wg_public_listen_port || host.listenport || <NoValue />}</Table.Td>
      <Table.Td>{host.version || <NoValue />}</Table.Td>
      <Table.Td>
        <NodeStatusBadge status={health.status} reason={health.reason} />
      </Table.Td>
      <Table.Td ta="right">
        <HostActionsMenu host={host} hostNodes={nodes} onEdit={() => onEdit(host)} />
      </Table.Td>
    </Table.Tr>
  );
});
