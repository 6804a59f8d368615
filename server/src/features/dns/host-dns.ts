import type { HostDnsState, HostDnsStatus } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { listNetworkHostDns, type NetworkHostDns } from '../../store/host-dns-repository';
import { findNetwork } from '../../store/network-repository';
import type { Database } from '../../store/schema';

/** What a host's DNS is, from its setting and its agent's last report. */
function stateOf(host: NetworkHostDns, manageDns: boolean): HostDnsState {
  if (!manageDns || host.setting !== 'yes') return 'off';
  const report = host.report;
  if (!report) return 'unsupported';
  if (report.mode === 'off') return 'off';
  const pointed = report.mode === 'resolved' || report.mode === 'file';
  return pointed && report.listening.length > 0 && report.error === '' ? 'serving' : 'partial';
}

/** GET /api/v2/networks/{netid}/dns/hosts: how each host of the network resolves its names. */
export async function listNetworkHostDnsStatus(
  db: Database,
  netid: string,
  manageDns: boolean,
): Promise<HostDnsStatus[]> {
  if (!(await findNetwork(db, netid))) throw new ApiError(404, `network ${netid} not found`);
  return (await listNetworkHostDns(db, netid)).map((host) => ({
    hostid: host.hostId,
    name: host.name,
    state: stateOf(host, manageDns),
    mode: host.report?.mode ?? '',
    listening: host.report?.listening ?? [],
    names: host.report?.names ?? 0,
    error: host.report?.error ?? '',
    reported_at: host.report?.reportedAt ?? '',
  }));
}
