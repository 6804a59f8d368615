import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { NetworkGraphPanel } from './NetworkGraphPanel';

/** A network's Graph page (/networks/{id}/graph): the Network Graph header above the graph. */
export function GraphPage() {
  return (
    <>
      <NetworkPageHeader page="graph" />
      <NetworkGraphPanel />
    </>
  );
}
