import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { ApiHost, ApiNode } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NodeStatusBadge } from '../nodes/NodeStatusBadge';
import { HostActionsMenu } from './HostActionsMenu';
import { hostHealth } from './hostHealth';
import { ActionsHeader, DataTable } from '../../components/DataTable';

interface DevicesTableProps {
  hosts: readonly ApiHost[];
  nodesOf: (hostId: string) => ApiNode[];
  loading: boolean;
  onEdit: (host: ApiHost) => void;
}

/** The Overview tab: one row per host with its endpoints, version, health and actions. */
export function DevicesTable({ hosts, nodesOf, loading, onEdit }: DevicesTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={860}
      columns={7}
      loading={loading}
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
      {hosts.map((host) => {
        const hostNodes = nodesOf(host.id);
        const health = hostHealth(hostNodes);
        return (
          <Table.Tr key={host.id}>
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
            <Table.Td ff="monospace">{host.endpointip || <Dash />}</Table.Td>
            <Table.Td ff="monospace">{host.endpointipv6 || <Dash />}</Table.Td>
            <Table.Td ta="right">{host.wg_public_listen_port || host.listenport || <Dash />}</Table.Td>
            <Table.Td>{host.version || <Dash />}</Table.Td>
            <Table.Td>
              <NodeStatusBadge status={health.status} reason={health.reason} />
            </Table.Td>
            <Table.Td ta="right">
              <HostActionsMenu host={host} hostNodes={hostNodes} onEdit={() => onEdit(host)} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

export function Dash() {
  return (
    <Text span c="dimmed">
      —
    </Text>
  );
}
