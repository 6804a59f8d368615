import type { AclEnforcement, HostFirewall } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { policiesKeptBy } from '../../mesh/firewall/host-firewall';
import { findHost, listHosts } from '../../store/host-repository';
import { listHostFirewalls } from '../../store/host-firewall-repository';
import { findNetwork } from '../../store/network-repository';
import { listNodesOfHost } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { seesHost } from '../hosts/host-views';
import { hostNotFound } from '../hosts/service';
import { loadNetworkForPeers } from '../peers/host-peer-update';
import type { Caller } from '../../access/caller';
import { firewallState } from './firewall-state';

/** GET /api/v2/hosts/{hostid}/firewall: what the host's agent last reported of its firewall; 404 for a host the caller may not see. */
export async function readHostFirewall(db: Database, caller: Caller, hostId: string): Promise<HostFirewall> {
  const host = await findHost(db, hostId);
  const networks = host ? (await listNodesOfHost(db, hostId)).map((node) => node.network) : [];
  if (!host || !seesHost(caller, networks)) throw hostNotFound(hostId);
  const report = (await listHostFirewalls(db, [hostId])).get(hostId);
  return { ...firewallState(report), rules: report?.rules ?? 0, reported_at: report?.reportedAt ?? '' };
}

/**
 * GET /api/v2/acls/enforcement?network=: for each policy of the network, in the order policies are
 * listed, the hosts whose nodes keep a rule of it (worked out as their firewalls are, open network
 * or not) and their firewalls.
 */
export async function readAclEnforcement(db: Database, netid: string): Promise<AclEnforcement> {
  if (!(await findNetwork(db, netid))) throw new ApiError(404, `network ${netid} not found`);
  const { network, access, firewall } = await loadNetworkForPeers(db, netid);
  const hostsOfPolicy = new Map<string, Set<string>>();
  for (const node of network.snapshot.nodes) {
    for (const policyId of policiesKeptBy(firewall, node)) {
      const hosts = hostsOfPolicy.get(policyId) ?? new Set<string>();
      hostsOfPolicy.set(policyId, hosts.add(node.host.id));
    }
  }
  const hostIds = [...new Set([...hostsOfPolicy.values()].flatMap((hosts) => [...hosts]))];
  const [hosts, reports] = await Promise.all([listHosts(db, hostIds), listHostFirewalls(db, hostIds)]);
  const names = new Map(hosts.map((host) => [host.id, host.name]));
  return {
    policies: access.policies.map((policy) => ({
      policy_id: policy.id,
      hosts: [...(hostsOfPolicy.get(policy.id) ?? [])]
        .map((hostId) => ({
          host_id: hostId,
          name: names.get(hostId) ?? hostId,
          ...firewallState(reports.get(hostId)),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    })),
  };
}
