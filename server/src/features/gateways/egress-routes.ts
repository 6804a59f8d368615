import type { EgressRoutes } from '@netloom/contract';
import { loadPeerSnapshot } from '../../mesh/peer-snapshot';
import type { NetworkSnapshot } from '../../mesh/peer-model';
import { findNetwork } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { networkNotFound } from '../node-records/node-lookup';

/** Node id or client id -> the outside ranges it routes: egress gateways' ranges, clients' extra allowed IPs. */
export function egressRoutesOf(snapshot: NetworkSnapshot): EgressRoutes {
  const routes: EgressRoutes = {};
  for (const node of snapshot.nodes) if (node.egressRanges.length > 0) routes[node.id] = node.egressRanges;
  for (const client of snapshot.clients) {
    if (client.extraAllowedIps.length > 0) routes[client.clientId] = client.extraAllowedIps;
  }
  return routes;
}

/** GET /api/networks/{network}/egress_routes. */
export async function networkEgressRoutes(db: Database, netid: string): Promise<EgressRoutes> {
  if (!(await findNetwork(db, netid))) throw networkNotFound(netid);
  return egressRoutesOf(await loadPeerSnapshot(db, netid));
}
