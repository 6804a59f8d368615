/** The host's DNS: the agent answers the mesh's names on its mesh addresses and points the host's resolver at them. */
export { HostDns, type DesiredDns, type HostDnsOptions } from './host-dns';
export type { DnsZoneInput, ZoneNetwork } from './dns-zone';
