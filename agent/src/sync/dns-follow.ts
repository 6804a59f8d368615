import type { HostPeerUpdate } from '@netloom/contract';
import type { HostDns } from '../dns';
import { SERVED_NAMES_KEPT, type AgentDns } from '../state/agent-status';
import { desiredDns } from './desired-dns';

/**
 * However little changes, the names and the resolver are looked at again this often (a resolver file
 * rewritten by DHCP, an address that could not be bound).
 */
const FULL_APPLY_MS = 60_000;

/** What the host serves of DNS now, for its status file and the server. */
export function agentDns(hostDns: HostDns): AgentDns {
  return { ...hostDns.report(), served: hostDns.names().slice(0, SERVED_NAMES_KEPT) };
}

/** Whether the host serves names and how its resolver asks it: what the console shows as its DNS state. */
function stateOf(dns: AgentDns): string {
  return JSON.stringify([dns.mode, dns.listening, dns.error]);
}

/**
 * Applies the names of each update the host has put in place, one after another (an update that
 * changes nothing of them is skipped, but for a full look every minute), and tells `changed` when
 * what the host serves or how its resolver asks it differs from before; `stateChanged` when more than
 * the names did (a new name changes every host's count at once: that waits for the check-ins).
 */
export function followDns(
  hostDns: HostDns,
  interfaceName: string,
  changed: (dns: AgentDns, stateChanged: boolean) => void,
): (update: HostPeerUpdate) => Promise<void> {
  let lastReport = '';
  let lastState = '';
  let lastDesired = '';
  let appliedAt = 0;
  return async (update) => {
    const desired = desiredDns(update, interfaceName);
    const text = JSON.stringify(desired);
    if (text === lastDesired && Date.now() - appliedAt < FULL_APPLY_MS) return;
    [lastDesired, appliedAt] = [text, Date.now()];
    await hostDns.apply(desired);
    const dns = agentDns(hostDns);
    const report = JSON.stringify(dns);
    if (report === lastReport) return;
    const state = stateOf(dns);
    const stateChanged = state !== lastState;
    [lastReport, lastState] = [report, state];
    changed(dns, stateChanged);
  };
}
