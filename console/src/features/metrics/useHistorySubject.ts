import type { NetworkMetrics } from '@netloom/contract';
import { useCallback, useRef, useState } from 'react';
import type { HistorySubject } from './MetricsHistorySection';
import type { MetricsDevice } from './metricsMatrix';

/**
 * Whose history the panel shows: the one chosen in the pickers or picked in the matrix while its node
 * is in the network, else the first node that reported over all its peers. Picking a pair in the
 * matrix scrolls to the charts.
 */
export function useHistorySubject(devices: readonly MetricsDevice[], metrics: NetworkMetrics | undefined) {
  const [chosen, setChosen] = useState<HistorySubject | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const first = devices.find((device) => metrics?.nodes[device.id])?.id ?? '';
  const known = chosen !== null && devices.some((device) => device.id === chosen.node);
  const pick = useCallback((node: string, peer: string) => {
    setChosen({ node, peer });
    anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  return { subject: known ? chosen : { node: first, peer: '' }, choose: setChosen, pick, anchor };
}
