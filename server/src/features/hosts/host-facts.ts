import {
  isIPv4Address,
  isIPv6Address,
  isIpAddress,
  parseCidr,
  PEER_DELTAS,
  problem,
  type HostFacts,
  type Problem,
} from '@netloom/contract';
import { refuseProblems } from '../../api-error';
import type { HostChanges, HostRecord } from '../../store/host-repository';
import { toJsonColumn } from '../../store/json-columns';

const MAC_ADDRESS = /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/i;
const INTERFACE_NAME_MAX_LENGTH = 64;

/** A WireGuard public key: standard base64 of 32 bytes. */
export function isWireGuardKey(text: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(text) && Buffer.from(text, 'base64').length === 32;
}

/** Every problem with what a host reports: the shared host-settings problems, and sentences of its own. */
function factProblems(facts: HostFacts): (Problem | string)[] {
  const problems: (Problem | string)[] = [];
  if (facts.endpointip && !isIPv4Address(facts.endpointip)) problems.push(problem('endpointNotIPv4', {}, 'endpointip'));
  if (facts.endpointipv6 && !isIPv6Address(facts.endpointipv6)) {
    problems.push(problem('endpointNotIPv6', {}, 'endpointipv6'));
  }
  if (facts.localaddress && !isIpAddress(facts.localaddress)) problems.push('localaddress must be an IP address');
  if (facts.publickey !== undefined && !isWireGuardKey(facts.publickey)) {
    problems.push('publickey must be a WireGuard public key (base64 of 32 bytes)');
  }
  if (facts.macaddress && !MAC_ADDRESS.test(facts.macaddress)) {
    problems.push('macaddress must look like aa:bb:cc:dd:ee:ff');
  }
  (facts.interfaces ?? []).forEach((iface, index) => {
    if (iface.name === '' || iface.name.length > INTERFACE_NAME_MAX_LENGTH) {
      problems.push(`interfaces.${index}.name must have 1 to ${INTERFACE_NAME_MAX_LENGTH} characters`);
    }
    if (!parseCidr(iface.addressString)) {
      problems.push(`interfaces.${index}.addressString must be an address with its prefix, e.g. 192.168.1.10/24`);
    }
  });
  return problems;
}

export function checkHostFacts(facts: HostFacts): void {
  refuseProblems(factProblems(facts));
}

/**
 * The changes a host's report makes to its record: what it reports about its software, interfaces,
 * NAT and keys. A static endpoint or static port, set by an admin, is kept.
 */
export function reportedChanges(facts: HostFacts, host: Pick<HostRecord, 'isstatic' | 'isstaticport'>): HostChanges {
  const changes: HostChanges = {};
  const copy = ['version', 'os', 'os_family', 'os_version', 'kernel_version', 'firewallinuse'] as const;
  for (const field of copy) if (facts[field] !== undefined) changes[field] = facts[field];
  if (facts.defaultinterface !== undefined) changes.defaultinterface = facts.defaultinterface;
  if (facts.macaddress !== undefined) changes.macaddress = facts.macaddress.toLowerCase();
  if (facts.publickey !== undefined) changes.publickey = facts.publickey;
  if (facts.nat_type !== undefined) changes.nat_type = facts.nat_type;
  if (facts.wg_public_listen_port !== undefined) changes.wg_public_listen_port = facts.wg_public_listen_port;
  if (facts.localaddress !== undefined) changes.localaddress = facts.localaddress;
  if (facts.interfaces !== undefined) changes.interfaces = toJsonColumn(facts.interfaces ?? []);
  if (facts.features !== undefined) changes.peer_deltas = facts.features.includes(PEER_DELTAS) ? 1 : 0;
  if (host.isstaticport !== 1 && facts.listenport !== undefined) changes.listenport = facts.listenport;
  if (host.isstatic !== 1) {
    if (facts.endpointip !== undefined) changes.endpointip = facts.endpointip;
    if (facts.endpointipv6 !== undefined) changes.endpointipv6 = facts.endpointipv6;
  }
  return changes;
}
