import type { Dashboard } from '@netloom/contract';
import type { Database } from '../../store/schema';
import { listVisibleNetworks } from '../networks/service';
import type { NodeListing } from '../node-records/return-node';
import type { Caller } from '../../access/caller';
import { countHostsIn, countNetworks } from '../../store/dashboard-counts';

/** GET /api/v2/dashboard: the networks the caller may read, sorted by netid, with their counts, and the hosts in them. */
export async function dashboard(db: Database, caller: Caller, listing: NodeListing): Promise<Dashboard> {
  const networks = await listVisibleNetworks(db, caller);
  const netids = networks.map((network) => network.netid);
  const [cards, hosts] = await Promise.all([countNetworks(db, networks, listing), countHostsIn(db, netids)]);
  return { networks: cards, hosts };
}
