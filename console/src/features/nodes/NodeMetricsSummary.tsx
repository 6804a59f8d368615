import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatBytes, latencyColour, type NodePeer } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/Fact';
import { summarisePeers } from './nodePeerSummary';
import { formatLatency } from './nodeLatency';

/** A node's metrics at a glance from its peers: mean latency, peers connected, traffic both ways. */
export function NodeMetricsSummary({ peers }: { peers: readonly NodePeer[] }) {
  const { t } = useTranslation();
  const summary = summarisePeers(peers);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('nodeDetails.metrics.title')}>
      <Title order={2} size="h4" mb="md">
        {t('nodeDetails.metrics.title')}
      </Title>
      {summary.measured ? (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
          <Fact label={t('nodeDetails.metrics.averageLatency')}>
            {summary.averageLatency !== null && (
              <Text span size="sm" ff="monospace" c={latencyColour(summary.averageLatency) ?? undefined}>
                {formatLatency(summary.averageLatency)}
              </Text>
            )}
          </Fact>
          <Fact label={t('nodeDetails.metrics.peersConnected')}>
            {t('nodeDetails.metrics.connectedOf', { connected: summary.connected, total: summary.allowed })}
          </Fact>
          <Fact label={t('nodeDetails.metrics.sent')}>{formatBytes(summary.sent)}</Fact>
          <Fact label={t('nodeDetails.metrics.received')}>{formatBytes(summary.received)}</Fact>
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('nodeDetails.metrics.none')}
        </Text>
      )}
    </Paper>
  );
}
