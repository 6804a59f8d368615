import type { ApiHost, HostInterface } from '@netloom/contract';
import { fromFlag } from '../../store/flags';
import type { ListedHost } from '../../store/host-repository';

function interfacesOf(text: string): HostInterface[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as HostInterface[]) : [];
}

/** A stored host as the API returns it (ApiHost), with the ids of its nodes. */
export function toApiHost(host: ListedHost, nodeIds: string[]): ApiHost {
  return {
    id: host.id,
    name: host.name,
    version: host.version,
    os: host.os,
    os_family: host.os_family,
    os_version: host.os_version,
    kernel_version: host.kernel_version,
    verbosity: host.verbosity,
    firewallinuse: host.firewallinuse,
    debug: fromFlag(host.debug),
    isstaticport: fromFlag(host.isstaticport),
    isstatic: fromFlag(host.isstatic),
    listenport: host.listenport,
    wg_public_listen_port: host.wg_public_listen_port,
    mtu: host.mtu,
    interfaces: interfacesOf(host.interfaces),
    defaultinterface: host.defaultinterface,
    endpointip: host.endpointip,
    endpointipv6: host.endpointipv6,
    localaddress: host.localaddress,
    publickey: host.publickey,
    macaddress: host.macaddress,
    nodes: nodeIds,
    isdefault: fromFlag(host.isdefault),
    nat_type: host.nat_type,
    persistentkeepalive: host.persistentkeepalive,
    autoupdate: fromFlag(host.autoupdate),
    dns: host.dns,
  };
}
