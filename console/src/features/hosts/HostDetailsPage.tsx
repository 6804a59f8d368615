import { Anchor, Group, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHost } from '../../api/hosts';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useNetworkLabelOf } from '../networks/useNetworkLabelOf';
import { NodeStatusBadge } from '../nodes/NodeStatusBadge';
import { IconDevices } from '@tabler/icons-react';
import { EditHostModal } from './EditHostModal';
import { HostActionsMenu } from './HostActionsMenu';
import { HostFacts } from '../../components/HostFacts';
import { HostFirewallPanel } from './HostFirewallPanel';
import { hostHealth } from './hostHealth';
import { useHostNodes } from './useHostNodes';

/** One device: its health, firewall, facts, networks and interfaces, and its actions. */
export function HostDetailsPage() {
  const { t } = useTranslation();
  const deviceId = useParams().deviceId ?? '';
  const { host, ...query } = useHost(deviceId);
  const { nodesOf } = useHostNodes();
  const [editing, setEditing] = useState(false);
  const networkLabelOf = useNetworkLabelOf();
  if (query.isError) return <LoadErrorAlert title={t('devices.loadFailed')} error={query.error} />;
  if (query.isPending) return <PageSkeleton />;
  if (!host) {
    return (
      <EmptyCard
        icon={<IconDevices size={28} />}
        title={t('hostDetails.missingTitle')}
        description={t('hostDetails.missingText')}
      />
    );
  }
  const hostNodes = nodesOf(host.id);
  const health = hostHealth(hostNodes);
  return (
    <>
      <PageHeader
        title={host.name}
        description={t('hostDetails.description')}
        actions={
          <Group gap="sm">
            <NodeStatusBadge status={health.status} reason={health.reason} />
            <HostActionsMenu
              host={host}
              hostNodes={hostNodes}
              onEdit={() => setEditing(true)}
              labelled
              afterDelete="/devices"
            />
          </Group>
        }
      />
      <Tabs defaultValue="overview">
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">{t('hostDetails.overview')}</Tabs.Tab>
          <Tabs.Tab value="networks">{t('hostDetails.networks', { count: hostNodes.length })}</Tabs.Tab>
          <Tabs.Tab value="interfaces">{t('hostDetails.interfaces')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="md">
            <HostFirewallPanel hostId={host.id} />
            <Paper withBorder radius="md" p="lg">
              <HostFacts host={host} />
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="networks">
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('devices.access.network')}</Table.Th>
                  <Table.Th>{t('devices.access.address')}</Table.Th>
                  <Table.Th>{t('devices.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {hostNodes.map((node) => (
                  <Table.Tr key={node.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/networks/${encodeURIComponent(node.network)}/nodes/${encodeURIComponent(node.id)}`}
                      >
                        {networkLabelOf(node.network)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ff="monospace">{[node.address, node.address6].filter(Boolean).join(', ')}</Table.Td>
                    <Table.Td>
                      <NodeStatusBadge status={node.status} reason={node.status_reason} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="interfaces">
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('hostDetails.interfaceName')}</Table.Th>
                  <Table.Th>{t('hostDetails.interfaceAddress')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(host.interfaces ?? []).map((entry) => (
                  <Table.Tr key={`${entry.name}-${entry.addressString}`}>
                    <Table.Td>{entry.name}</Table.Td>
                    <Table.Td ff="monospace">{entry.addressString}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {(host.interfaces ?? []).length === 0 && (
              <Text c="dimmed" size="sm" p="md">
                {t('hostDetails.noInterfaces')}
              </Text>
            )}
          </Paper>
        </Tabs.Panel>
      </Tabs>
      {editing && <EditHostModal host={host} onClose={() => setEditing(false)} />}
    </>
  );
}
