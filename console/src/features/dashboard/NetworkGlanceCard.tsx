import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardNetwork } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkPath } from '../../navigation/paths';
import { setActiveNetwork } from '../../session/session';
import { Fact } from '../../components/Fact';
import { networkLabel } from '../networks/networkLabel';
import { NodeHealthBar } from './NodeHealthBar';
import { UseCaseGlance } from './UseCaseGlance';

const GATEWAY_KINDS = ['relays', 'remote_access', 'egress', 'internet'] as const;

/**
 * One network on the dashboard: its name (to its nodes), its nodes by health, its gateways and clients,
 * and its use case when one is chosen.
 */
export function NetworkGlanceCard({ network }: { network: DashboardNetwork }) {
  const { t } = useTranslation();
  const name = networkLabel(network);
  return (
    <Paper component="article" aria-label={name} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={networkPath(network.netid)}
              onClick={() => setActiveNetwork(network.netid)}
              fw={600}
              size="lg"
              truncate
            >
              {name}
            </Anchor>
            {name !== network.netid && (
              <Text size="xs" c="dimmed" ff="monospace" truncate>
                {network.netid}
              </Text>
            )}
          </Stack>
          <Badge variant="default" radius="sm" tt="none" fw={500} style={{ flexShrink: 0 }}>
            {t('nav.nodeCount', { count: network.nodes.total })}
          </Badge>
        </Group>
        {network.nodes.total > 0 ? (
          <NodeHealthBar name={name} nodes={network.nodes} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('dashboard.network.noNodes')}
          </Text>
        )}
        <SimpleGrid cols={2} spacing="sm" aria-label={t('dashboard.network.gateways')} role="group">
          {GATEWAY_KINDS.map((kind) => (
            <Fact key={kind} label={t(`dashboard.network.gatewayKinds.${kind}`)}>
              {network.gateways[kind]}
            </Fact>
          ))}
        </SimpleGrid>
        <Fact label={t('dashboard.network.clients')}>
          {t('dashboard.network.clientsEnabled', { enabled: network.clients.enabled, total: network.clients.total })}
        </Fact>
        <UseCaseGlance network={network} />
      </Stack>
    </Paper>
  );
}
