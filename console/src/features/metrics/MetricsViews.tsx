import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { NetworkMetrics } from '@netloom/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../components/EmptyNote';
import type { ClientMetricRow } from './clientMetrics';
import { ClientMetricsTable } from './ClientMetricsTable';
import type { HistorySubject } from './MetricsHistorySection';
import { MetricsMatrixGrid } from './MetricsMatrixGrid';
import { METRIC_VIEWS, type MetricsDevice, type MetricView } from './metricsMatrix';

interface MetricsViewsProps {
  devices: readonly MetricsDevice[];
  metrics: NetworkMetrics;
  clients: readonly ClientMetricRow[];
  /** The pair whose history is open, marked in the matrix. */
  selected: HistorySubject | null;
  onPick: (node: string, peer: string) => void;
}

/**
 * The choice of what to show (connectivity, latency, bytes sent, bytes received, uptime, clients),
 * a sentence on how to read it, and the node × node matrix or the Clients table.
 */
export function MetricsViews({ devices, metrics, clients, selected, onPick }: MetricsViewsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [view, setView] = useState<MetricView>('connectivity');
  let content;
  if (view !== 'clients') {
    content = <MetricsMatrixGrid view={view} devices={devices} metrics={metrics} selected={selected} onPick={onPick} />;
  } else if (clients.length === 0) content = <EmptyNote>{t('metrics.clients.none')}</EmptyNote>;
  else content = <ClientMetricsTable rows={clients} />;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('metrics.viewsLabel')}
        aria-describedby={hintId}
        value={view}
        onChange={(value) => setView(value as MetricView)}
        data={METRIC_VIEWS.map((value) => ({ value, label: t(`metrics.views.${value}`) }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Text size="sm" c="dimmed" id={hintId}>
        {t(`metrics.hints.${view}`)}
      </Text>
      {content}
    </Stack>
  );
}
