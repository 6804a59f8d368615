import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { NetworkInfoPanel } from './NetworkInfoPanel';

/** `/networks/{id}/info`: the Network Info page, its header over the panel. */
export function NetworkInfoPage() {
  return (
    <>
      <NetworkPageHeader page="info" />
      <NetworkInfoPanel />
    </>
  );
}
