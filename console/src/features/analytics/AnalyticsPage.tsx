import { Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { ANALYTICS_TABS, analyticsTabOf, type AnalyticsTab } from './analyticsTabs';

const MetricsPanel = lazy(() =>
  import('../metrics/NetworkMetricsPanel').then((module) => ({ default: module.NetworkMetricsPanel })),
);
const InfoPanel = lazy(() =>
  import('../network-info/NetworkInfoPanel').then((module) => ({ default: module.NetworkInfoPanel })),
);
const GraphPanel = lazy(() =>
  import('../graph/NetworkGraphPanel').then((module) => ({ default: module.NetworkGraphPanel })),
);

const PANELS: Record<AnalyticsTab, typeof MetricsPanel> = { metrics: MetricsPanel, info: InfoPanel, graph: GraphPanel };

/**
 * A network's Analytics page: Metrics, Network Info and Graph as tabs named by the location hash
 * (`#graph`), each loaded when first shown; the header's docs follow the tab.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = analyticsTabOf(hash);
  return (
    <>
      <NetworkPageHeader page="analytics" />
      <Tabs
        value={tab}
        onChange={(next) => void navigate({ hash: analyticsTabOf(`#${next ?? ''}`) }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {ANALYTICS_TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`sections.${key}.title`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ANALYTICS_TABS.map((key) => {
          const Panel = PANELS[key];
          return (
            <Tabs.Panel key={key} value={key}>
              <Suspense fallback={<PageSkeleton />}>
                <Panel />
              </Suspense>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
