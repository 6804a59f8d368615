import { Group, Select, Skeleton, Text } from '@mantine/core';
import { METRICS_HISTORY_DEFAULT_HOURS, type NetworkMetrics } from '@netloom/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMetricsHistoryQuery } from '../../api/metrics';
import { EmptyNote } from '../../components/EmptyNote';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { TitledSection } from '../../components/TitledSection';
import { LabelledSegments } from '../access-control/LabelledSegments';
import { compareNames } from '../nodes/nodeFilters';
import { effectiveWindow, HISTORY_WINDOWS, historyRows, windowAvailable } from './metricsHistory';
import type { MetricsDevice } from './metricsMatrix';

/** The charts bring recharts along: loaded when a history is first shown, not with the matrix. */
const HistoryCharts = lazy(() => import('./HistoryCharts').then((module) => ({ default: module.HistoryCharts })));

const chartsLoading = <Skeleton height={280} radius="md" aria-busy />;

/** The peer picker's value for the node over all its peers (no node or client id holds a '*'). */
const ALL_PEERS = '*';

/** Whose history is shown: a node, and one of its peers or '' for all of them. */
export interface HistorySubject {
  node: string;
  peer: string;
}

interface MetricsHistorySectionProps {
  netid: string;
  devices: readonly MetricsDevice[];
  metrics: NetworkMetrics;
  subject: HistorySubject;
  onSubject: (subject: HistorySubject) => void;
}

/**
 * The history of a node over all its peers, or of one pair: a node and peer picker, the window
 * (1 h to 7 d, as far as the server keeps history) and the charts, or why there are none.
 */
export function MetricsHistorySection({ netid, devices, metrics, subject, onSubject }: MetricsHistorySectionProps) {
  const { t } = useTranslation();
  // Until a window is chosen the server's default applies; its retention, known from the first
  // answer, limits the windows offered.
  const [chosen, setChosen] = useState<number>();
  const [retention, setRetention] = useState<number>();
  const hours = effectiveWindow(chosen ?? METRICS_HISTORY_DEFAULT_HOURS, retention);
  const history = useMetricsHistoryQuery(netid, { ...subject, hours: chosen === undefined ? undefined : hours }, true);
  if (history.data && history.data.retention_hours !== retention) setRetention(history.data.retention_hours);
  const rows = useMemo(() => (history.data ? historyRows(history.data) : []), [history.data]);

  const names = useMemo(() => new Map(devices.map((device) => [device.id, device.name])), [devices]);
  const peers = useMemo(
    () =>
      Object.entries(metrics.nodes[subject.node]?.connectivity ?? {})
        .map(([id, metric]) => ({ value: id, label: names.get(id) ?? metric.node_name }))
        .sort((a, b) => compareNames(a.label, b.label)),
    [metrics, subject.node, names],
  );
  const nodeName = names.get(subject.node) ?? subject.node;
  const peerName = peers.find((peer) => peer.value === subject.peer)?.label ?? subject.peer;
  const who = subject.peer
    ? t('metrics.history.pairSubject', { node: nodeName, peer: peerName })
    : t('metrics.history.nodeSubject', { node: nodeName });
  const windowName =
    hours % 24 === 0 && hours > 24
      ? t('metrics.history.days', { count: hours / 24 })
      : t('metrics.history.hours', { count: hours });

  let content;
  if (history.isError) content = <LoadErrorAlert title={t('metrics.history.loadFailed')} error={history.error} />;
  else if (!history.data) content = chartsLoading;
  else if (rows.length === 0) {
    const minutes = history.data.bucket_seconds / 60;
    content = <EmptyNote>{t('metrics.history.empty', { subject: who, window: windowName, minutes })}</EmptyNote>;
  } else {
    content = (
      <Suspense fallback={chartsLoading}>
        <HistoryCharts rows={rows} hours={hours} end={history.dataUpdatedAt} subject={who} windowName={windowName} />
      </Suspense>
    );
  }

  return (
    <TitledSection title={t('metrics.history.title')} description={t('metrics.history.description')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('metrics.history.node')}
          data={devices.map((device) => ({ value: device.id, label: device.name }))}
          value={subject.node}
          onChange={(node) => node && onSubject({ node, peer: '' })}
          searchable
          allowDeselect={false}
          w={240}
        />
        <Select
          label={t('metrics.history.peer')}
          data={[{ value: ALL_PEERS, label: t('metrics.history.allPeers') }, ...peers]}
          value={subject.peer || ALL_PEERS}
          onChange={(peer) => onSubject({ ...subject, peer: !peer || peer === ALL_PEERS ? '' : peer })}
          searchable
          allowDeselect={false}
          w={240}
        />
        <LabelledSegments
          label={t('metrics.history.window')}
          value={String(hours)}
          onChange={(value) => setChosen(Number(value))}
          data={HISTORY_WINDOWS.map((option) => ({
            value: String(option),
            label: t(`metrics.history.windows.h${option}`),
            disabled: !windowAvailable(option, retention),
          }))}
        />
      </Group>
      {retention !== undefined && retention < Math.max(...HISTORY_WINDOWS) && (
        <Text size="sm" c="dimmed">
          {t('metrics.history.retention', { count: retention })}
        </Text>
      )}
      {content}
    </TitledSection>
  );
}
