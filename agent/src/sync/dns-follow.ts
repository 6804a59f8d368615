import type { HostPeerUpdate } from '@netloom/contract';
import type { HostDns } from '../dns';
import { SERVED_NAMES_KEPT, type AgentDns } from '../state/agent-status';
import { desiredDns } from './desired-dns';

/** What the host serves of DNS now, for its status file and the server. */
export function agentDns(hostDns: HostDns): AgentDns {
  return { ...hostDns.report(), served: hostDns.names().slice(0, SERVED_NAMES_KEPT) };
}

/**
 * Applies the names of each update the host has put in place, one after another, and tells
 * `changed` when what the host serves or how its resolver asks it differs from before.
 */
export function followDns(
  hostDns: HostDns,
  interfaceName: string,
  changed: (dns: AgentDns) => void,
): (update: HostPeerUpdate) => Promise<void> {
  let last = '';
  return async (update) => {
    await hostDns.apply(desiredDns(update, interfaceName));
    const dns = agentDns(hostDns);
    const text = JSON.stringify(dns);
    if (text === last) return;
    last = text;
    changed(dns);
  };
}
