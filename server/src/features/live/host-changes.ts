import type { LiveTopic } from '@netloom/contract';
import { listNodesOfHost } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import type { LiveHub } from '../../live-hub';

/** What a report changed that the console shows; a routine check-in changes none of it. */
export interface ShownChanges {
  /** A fact the host reported differs from the stored one: every list showing the host. */
  facts: boolean;
  /** Networks where one of the host's nodes shows another status (or reason) now. */
  statusIn: string[];
  /** Networks whose node of the host was removed: it was marked for deletion. */
  removedFrom: string[];
  /** The host's firewall report differs from its last one: its state, rules or error. */
  firewall: boolean;
  /** The host's DNS report differs from its last one: its mode, addresses, names or error. */
  dns: boolean;
}

/** A node's status or its host's reported facts changed: the lists showing nodes and hosts. */
export const STATUS_TOPICS: readonly LiveTopic[] = ['nodes', 'hosts'];
/** A host's firewall report changed: its details, and the policies it keeps in each of its networks. */
export const FIREWALL_TOPICS: readonly LiveTopic[] = ['hosts', 'acls'];
/** A host's DNS report changed: the DNS page of each of its networks. */
export const DNS_TOPICS: readonly LiveTopic[] = ['dns'];
/** A host or one of its nodes left: also the DNS entries, the networks' counts and a gateway's clients. */
export const LEFT_TOPICS: readonly LiveTopic[] = ['hosts', 'nodes', 'dns', 'networks', 'extclients'];

/** The networks a host has a node in. */
export async function networksOfHost(db: Database, hostId: string): Promise<string[]> {
  return (await listNodesOfHost(db, hostId)).map((node) => node.network);
}

/**
 * Tells the live hub what a host's own report (a check-in, metrics, leaving) changed: `topics` in each
 * network it is in; a host in no network changes only the hosts list, which is about no one network.
 */
export function hostReportChanged(live: LiveHub, networks: string[], topics: readonly LiveTopic[]): void {
  if (networks.length === 0) {
    if (topics.includes('hosts')) live.changed({ network: null, topics: ['hosts'] });
    return;
  }
  for (const network of new Set(networks)) live.changed({ network, topics: [...topics] });
}

/**
 * Tells the live hub what a check-in changed that the console shows, and nothing for a routine one:
 * changed facts in every network of the host (`networks`, after the check-in), a turned status in
 * the networks of those nodes, a removed node in its network, a changed firewall or DNS report in every network.
 */
export function hostCheckInChanged(live: LiveHub, networks: string[], shown: ShownChanges): void {
  if (shown.facts) hostReportChanged(live, networks, STATUS_TOPICS);
  else for (const network of new Set(shown.statusIn)) live.changed({ network, topics: [...STATUS_TOPICS] });
  for (const network of new Set(shown.removedFrom)) live.changed({ network, topics: [...LEFT_TOPICS] });
  if (shown.firewall) hostReportChanged(live, networks, FIREWALL_TOPICS);
  if (shown.dns) hostReportChanged(live, networks, DNS_TOPICS);
}
