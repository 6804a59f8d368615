import { problem, type Problem } from './problems';

/**
 * Rules of version 2 access policies that the console's forms and
 * the server check alike: names, ports, services, and which kinds of members go on which side.
 */

export const ACL_POLICY_TYPES = ['device-policy', 'user-policy'] as const;
export type AclPolicyType = (typeof ACL_POLICY_TYPES)[number];

export const ACL_PROTOCOLS = ['all', 'tcp', 'udp', 'icmp'] as const;
export type AclProtocol = (typeof ACL_PROTOCOLS)[number];

/** Kinds of policy members; users and user groups are sources of user policies only (`aclMembersProblem`). */
export const ACL_MEMBER_TYPES = ['user', 'user-group', 'tag', 'device'] as const;
export type AclMemberType = (typeof ACL_MEMBER_TYPES)[number];
export const ACL_DESTINATION_TYPES: readonly AclMemberType[] = ['tag', 'device'];

/** `allowed_traffic_direction`: 0 one way (source to destination), 1 both ways. */
export const ACL_ONE_WAY = 0;
export const ACL_BOTH_WAYS = 1;

/** The value that stands for every member of a kind. */
export const ACL_ALL = '*';

export const ACL_POLICY_NAME_MAX_LENGTH = 64;

/** A service a policy allows (the `ProtocolTypes` of GET /api/v1/acls/policy_types). */
export interface AclServiceType {
  name: string;
  allowed_protocols: AclProtocol[];
  /** The port it uses, 'All ports', or '' when it has none (ICMP). */
  port_range: string;
  /** Whether the policy chooses its protocol and ports itself (Custom). */
  allow_port_setting: boolean;
}

const ALL_PORTS = 'All ports';

export const ACL_SERVICE_TYPES: readonly AclServiceType[] = [
  { name: 'Any', allowed_protocols: ['all'], port_range: ALL_PORTS, allow_port_setting: false },
  { name: 'HTTP', allowed_protocols: ['tcp'], port_range: '80', allow_port_setting: false },
  { name: 'HTTPS', allowed_protocols: ['tcp'], port_range: '443', allow_port_setting: false },
  { name: 'All TCP', allowed_protocols: ['tcp'], port_range: ALL_PORTS, allow_port_setting: false },
  { name: 'All UDP', allowed_protocols: ['udp'], port_range: ALL_PORTS, allow_port_setting: false },
  { name: 'ICMP', allowed_protocols: ['icmp'], port_range: '', allow_port_setting: false },
  { name: 'SSH', allowed_protocols: ['tcp'], port_range: '22', allow_port_setting: false },
  { name: 'Custom', allowed_protocols: ['udp', 'tcp'], port_range: ALL_PORTS, allow_port_setting: true },
];

export const ACL_ANY_SERVICE = 'Any';
export const ACL_CUSTOM_SERVICE = 'Custom';

/** Ids of the policies every network gets; they can be switched off but not deleted. */
export const defaultAclPolicyIds = (network: string) => ({
  allNodes: `${network}.all-nodes`,
  allGateways: `${network}.all-gateways`,
  allUsers: `${network}.all-users`,
});

/** The tag every gateway of a network carries without being given it. */
export const gatewaysTagId = (network: string) => `${network}.gateways`;

export function aclPolicyNameProblem(name: string): Problem | null {
  const trimmed = name.trim();
  if (trimmed === '') return problem('nameRequired', {}, 'name');
  if (trimmed.length > ACL_POLICY_NAME_MAX_LENGTH)
    return problem('nameTooLong', { max: ACL_POLICY_NAME_MAX_LENGTH }, 'name');
  return null;
}

/** A port or an inclusive range of ports. */
export interface PortRange {
  start: number;
  end: number;
}

const PORT_TEXT = /^\s*(\d{1,5})\s*(?:-\s*(\d{1,5})\s*)?$/;
const PORT_MIN = 1;
const PORT_MAX = 65535;

/** "80" or "8000-8100" as numbers, or null when the text is not one. Bounds are not checked. */
function readPortRange(text: string): PortRange | null {
  const match = PORT_TEXT.exec(text);
  if (!match) return null;
  const start = Number(match[1]);
  return { start, end: match[2] === undefined ? start : Number(match[2]) };
}

/** What is wrong with a port entry that is not a port or range within 1-65535, start first; null when fine. */
export function portRangeProblem(text: string): Problem | null {
  const range = readPortRange(text);
  if (!range) return problem('portInvalid', { port: JSON.stringify(text) }, 'ports');
  if ([range.start, range.end].some((port) => port < PORT_MIN || port > PORT_MAX)) {
    return problem('portOutOfBounds', { port: JSON.stringify(text) }, 'ports');
  }
  if (range.start > range.end) return problem('portRangeReversed', { port: JSON.stringify(text) }, 'ports');
  return null;
}

/** A valid port entry as numbers (check it with `portRangeProblem` first). */
export function parsePortRange(text: string): PortRange {
  const range = readPortRange(text);
  if (!range) throw new Error(`not a port range: ${text}`);
  return range;
}

export interface AclServiceRequest {
  type?: string;
  protocol?: AclProtocol;
  ports?: readonly string[] | null;
}

/** The request field a service's problem is about. */
export type AclServiceField = 'type' | 'protocol' | 'ports';

export type AclServiceOutcome =
  | { ok: true; type: string; protocol: AclProtocol; ports: string[] }
  | { ok: false; problem: Problem & { field: AclServiceField } };

/** Without a service, `all` (or nothing) means Any, `icmp` ICMP and a single protocol Custom. */
function impliedService(protocol: AclProtocol | undefined): string {
  if (protocol === undefined || protocol === 'all') return ACL_ANY_SERVICE;
  return protocol === 'icmp' ? 'ICMP' : ACL_CUSTOM_SERVICE;
}

/** Why a fixed service refuses the ports sent with it; null when it has them (none, or exactly its own). */
function fixedServicePortsProblem(service: AclServiceType, ports: string[]): Problem | null {
  const own = /^\d+$/.test(service.port_range) ? [service.port_range] : [];
  if (ports.length === 0 || (ports.length === own.length && ports.every((port, index) => port === own[index]))) {
    return null;
  }
  if (own.length > 0) return problem('serviceFixedPort', { service: service.name, port: own[0] }, 'ports');
  if (service.port_range === '') return problem('serviceNoPorts', { protocol: service.allowed_protocols[0] }, 'ports');
  return problem('serviceAllPorts', { service: service.name }, 'ports');
}

/**
 * The protocol and ports a policy stores for its service: a fixed service (Any, HTTP, SSH...) sets
 * them itself and takes no other ports; Custom takes tcp or udp and the ports sent (none means all ports).
 */
export function resolveAclService(request: AclServiceRequest): AclServiceOutcome {
  const name = request.type?.trim() || impliedService(request.protocol);
  const service = ACL_SERVICE_TYPES.find((candidate) => candidate.name === name);
  if (!service) {
    const services = ACL_SERVICE_TYPES.map((candidate) => candidate.name).join(', ');
    return {
      ok: false,
      problem: { code: 'serviceUnknown', params: { service: JSON.stringify(name), services }, field: 'type' },
    };
  }
  const ports = (request.ports ?? []).map((port) => port.trim()).filter((port) => port !== '');
  if (!service.allow_port_setting) {
    const portsProblem = fixedServicePortsProblem(service, ports);
    if (portsProblem) return { ok: false, problem: { ...portsProblem, field: 'ports' } };
    const fixedPort = /^\d+$/.test(service.port_range) ? [service.port_range] : [];
    return { ok: true, type: service.name, protocol: service.allowed_protocols[0], ports: fixedPort };
  }
  if (request.protocol === undefined || !service.allowed_protocols.includes(request.protocol)) {
    return { ok: false, problem: { code: 'serviceProtocol', params: { service: service.name }, field: 'protocol' } };
  }
  const portProblem = ports.map(portRangeProblem).find((found) => found !== null);
  if (portProblem) return { ok: false, problem: { ...portProblem, field: 'ports' } };
  return { ok: true, type: service.name, protocol: request.protocol, ports };
}

/** One source or destination entry: its kind (`id`) and value (an id, or `*`). */
export interface AclMemberRef {
  id: AclMemberType;
  value: string;
}

/**
 * Which kinds may stand on which side (with Netmaker's messages): users and groups
 * are sources of user policies only; tags and devices are not sources of user policies.
 */
export function aclMembersProblem(
  policyType: AclPolicyType,
  sources: readonly AclMemberRef[],
  destinations: readonly AclMemberRef[],
): Problem | null {
  if (sources.length === 0) return problem('policySourceRequired', {}, 'src_type');
  if (destinations.length === 0) return problem('policyDestinationRequired', {}, 'dst_type');
  const isUserKind = (member: AclMemberRef) => member.id === 'user' || member.id === 'user-group';
  if (destinations.some(isUserKind)) return problem('policyUserDestination', {}, 'dst_type');
  if (policyType === 'device-policy' && sources.some(isUserKind)) {
    return problem('devicePolicySourceMismatch', {}, 'src_type');
  }
  if (policyType === 'user-policy' && !sources.every(isUserKind))
    return problem('userPolicySourceMismatch', {}, 'src_type');
  return null;
}
