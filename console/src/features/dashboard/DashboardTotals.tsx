import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Dashboard } from '@netloom/contract';
import { useTranslation } from 'react-i18next';

/** The totals over the networks shown: networks, devices, nodes and external clients. */
export function DashboardTotals({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const sum = (count: (network: Dashboard['networks'][number]) => number) =>
    dashboard.networks.reduce((total, network) => total + count(network), 0);
  const totals = [
    { key: 'networks', value: dashboard.networks.length },
    { key: 'devices', value: dashboard.hosts },
    { key: 'nodes', value: sum((network) => network.nodes.total) },
    { key: 'clients', value: sum((network) => network.clients.total) },
  ] as const;
  return (
    <SimpleGrid component="section" aria-label={t('dashboard.totals.label')} cols={{ base: 2, sm: 4 }} spacing="md">
      {totals.map(({ key, value }) => (
        <Paper key={key} withBorder radius="md" px="lg" py="md">
          <Text size="xl" fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`dashboard.totals.${key}`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
