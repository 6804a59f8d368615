import { Button, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { SECTION_ICONS } from '../networks/sectionIcons';
import { openUpgradePlanModal, useIsPro } from '../notices';
import { MetricsHistorySection } from './MetricsHistorySection';
import { MetricsViews } from './MetricsViews';
import { useNetworkMetrics } from './useNetworkMetrics';
import { useHistorySubject } from './useHistorySubject';

const MetricsIcon = SECTION_ICONS.metrics;

/**
 * A network's metrics without a page header (the Metrics page and the Analytics tab hold it): the
 * node × node views and the Clients view, and the history charts. Pro only: a Community server
 * gets the upgrade notice, and no metrics call is made.
 */
export function NetworkMetricsPanel() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  if (!useIsPro()) {
    return (
      <EmptyCard
        icon={<MetricsIcon size={28} aria-hidden />}
        title={t('metrics.proTitle')}
        description={t('metrics.proText')}
        action={<Button onClick={openUpgradePlanModal}>{t('notices.upgrade.title')}</Button>}
      />
    );
  }
  return <ProMetrics netid={netid} />;
}

function ProMetrics({ netid }: { netid: string }) {
  const { t } = useTranslation();
  const data = useNetworkMetrics(netid);
  const { subject, choose, pick, anchor } = useHistorySubject(data.devices, data.metrics);

  if (data.error) return <LoadErrorAlert title={t('metrics.loadFailed')} error={data.error} />;
  if (!data.metrics || !data.clientMetrics) return <Skeleton height={320} radius="md" aria-busy />;
  if (!data.reported) {
    return (
      <EmptyCard
        icon={<MetricsIcon size={28} aria-hidden />}
        title={t('sections.metrics.emptyTitle', { netid })}
        description={t('sections.metrics.emptyText')}
      />
    );
  }
  return (
    <Stack gap="xl">
      <MetricsViews
        devices={data.devices}
        metrics={data.metrics}
        clients={data.clients}
        selected={subject.peer ? subject : null}
        onPick={pick}
      />
      <div ref={anchor}>
        <MetricsHistorySection
          netid={netid}
          devices={data.devices}
          metrics={data.metrics}
          subject={subject}
          onSubject={choose}
        />
      </div>
    </Stack>
  );
}
