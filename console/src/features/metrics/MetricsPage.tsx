import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { NetworkMetricsPanel } from './NetworkMetricsPanel';

/** A network's Metrics page: its header and the metrics panel. */
export function MetricsPage() {
  return (
    <>
      <NetworkPageHeader page="metrics" />
      <NetworkMetricsPanel />
    </>
  );
}
