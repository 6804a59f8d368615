import { Anchor, Table, Text } from '@mantine/core';
import type { Network } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNetworkStatsQuery } from '../../api/networks';
import { networkPath } from '../../navigation/paths';
import { setActiveNetwork } from '../../session/session';
import { useNodeCounts } from './useNodeCounts';
import { DeleteNetworkButton } from './DeleteNetworkButton';
import { networkLabel } from './networkLabel';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { NoValue } from '../../components/NoValue';

interface NetworksTableProps {
  networks: readonly Network[];
  loading: boolean;
  /** Adds the delete column (networks page). */
  withActions?: boolean;
}

export function NetworksTable({ networks, loading, withActions = false }: NetworksTableProps) {
  const { t } = useTranslation();
  const stats = useNetworkStatsQuery();
  const nodeCounts = useNodeCounts();
  const hostsOf = (netid: string) => stats.data?.find((entry) => entry.netid === netid)?.hosts;
  const columns = withActions ? 6 : 5;

  return (
    <DataTable
      minWidth={720}
      columns={columns}
      loading={loading}
      head={
        <>
          <Table.Th>{t('networks.name')}</Table.Th>
          <Table.Th>{t('networks.ipv4')}</Table.Th>
          <Table.Th>{t('networks.ipv6')}</Table.Th>
          <Table.Th ta="right">{t('networks.nodes')}</Table.Th>
          <Table.Th ta="right">{t('networks.hosts')}</Table.Th>
          {withActions && <ActionsHeader />}
        </>
      }
    >
      {networks.map((network) => {
        const nodes = nodeCounts.countOf(network.netid);
        const label = networkLabel(network);
        return (
          <Table.Tr key={network.netid}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor
                component={Link}
                to={networkPath(network.netid)}
                onClick={() => setActiveNetwork(network.netid)}
                fw={600}
              >
                {label}
              </Anchor>
              {label !== network.netid && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {network.netid}
                </Text>
              )}
            </Table.Td>
            <Table.Td ff="monospace">{network.addressrange || <NoValue />}</Table.Td>
            <Table.Td ff="monospace">{network.addressrange6 || <NoValue />}</Table.Td>
            <Table.Td ta="right">{nodes}</Table.Td>
            <Table.Td ta="right">{hostsOf(network.netid) ?? <NoValue />}</Table.Td>
            {withActions && (
              <Table.Td ta="right">
                <DeleteNetworkButton netid={network.netid} hasNodes={nodes > 0} />
              </Table.Td>
            )}
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
