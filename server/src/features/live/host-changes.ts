import type { LiveTopic } from '@netloom/contract';
import { listNodesOfHost } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import type { LiveHub } from './live-hub';

/** The networks a host has a node in. */
export async function networksOfHost(db: Database, hostId: string): Promise<string[]> {
  return (await listNodesOfHost(db, hostId)).map((node) => node.network);
}

/**
 * Tells the live hub what a host's own report (a check-in, metrics, leaving) changed: `topics` in each
 * network it is in; a host in no network changes only the hosts list, which is about no one network.
 */
export function hostReportChanged(live: LiveHub, networks: string[], topics: LiveTopic[]): void {
  if (networks.length === 0) {
    if (topics.includes('hosts')) live.changed({ network: null, topics: ['hosts'] });
    return;
  }
  for (const network of new Set(networks)) live.changed({ network, topics });
}
