/**
 * Rules of version 2 access policies that the console's forms and
 * the server check alike: names, ports, services, and which kinds of members go on which side.
 */

export const ACL_POLICY_TYPES = ['device-policy', 'user-policy'] as const;
export type AclPolicyType = (typeof ACL_POLICY_TYPES)[number];

export const ACL_PROTOCOLS = ['all', 'tcp', 'udp', 'icmp'] as const;
export type AclProtocol = (typeof ACL_PROTOCOLS)[number];

/** Kinds of policy members; users and user groups are sources of user policies only (`aclMembersError`). */
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

export function aclPolicyNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'name is required';
  if (trimmed.length > ACL_POLICY_NAME_MAX_LENGTH) {
    return `name must have at most ${ACL_POLICY_NAME_MAX_LENGTH} characters`;
  }
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

/** The message for a port entry that is not a port or range within 1-65535, start first; null when fine. */
export function portRangeError(text: string): string | null {
  const range = readPortRange(text);
  const bounds = `${PORT_MIN}-${PORT_MAX}`;
  if (!range) return `invalid port ${JSON.stringify(text)}: use a port like 80 or a range like 8000-8100`;
  if ([range.start, range.end].some((port) => port < PORT_MIN || port > PORT_MAX)) {
    return `invalid port ${JSON.stringify(text)}: ports are between ${bounds}`;
  }
  if (range.start > range.end)
    return `invalid port range ${JSON.stringify(text)}: the first port must not be above the last`;
  return null;
}

/** A valid port entry as numbers (check it with `portRangeError` first). */
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
  | { ok: false; field: AclServiceField; error: string };

/** Without a service, `all` (or nothing) means Any, `icmp` ICMP and a single protocol Custom. */
function impliedService(protocol: AclProtocol | undefined): string {
  if (protocol === undefined || protocol === 'all') return ACL_ANY_SERVICE;
  return protocol === 'icmp' ? 'ICMP' : ACL_CUSTOM_SERVICE;
}

/** Why a fixed service refuses the ports sent with it; null when it has them (none, or exactly its own). */
function fixedServicePortsError(service: AclServiceType, ports: string[]): string | null {
  const own = /^\d+$/.test(service.port_range) ? [service.port_range] : [];
  if (ports.length === 0 || (ports.length === own.length && ports.every((port, index) => port === own[index]))) {
    return null;
  }
  const fix = `choose ${ACL_CUSTOM_SERVICE} to pick ports`;
  if (own.length > 0) return `the ${service.name} service always uses port ${own[0]}: ${fix}`;
  if (service.port_range === '') return `${service.allowed_protocols[0]} traffic has no ports: leave them out`;
  return `the ${service.name} service covers every port: ${fix}`;
}

/**
 * The protocol and ports a policy stores for its service: a fixed service (Any, HTTP, SSH...) sets
 * them itself and takes no other ports; Custom takes tcp or udp and the ports sent (none means all ports).
 */
export function resolveAclService(request: AclServiceRequest): AclServiceOutcome {
  const name = request.type?.trim() || impliedService(request.protocol);
  const service = ACL_SERVICE_TYPES.find((candidate) => candidate.name === name);
  if (!service) {
    const names = ACL_SERVICE_TYPES.map((candidate) => candidate.name).join(', ');
    return { ok: false, field: 'type', error: `invalid service type ${JSON.stringify(name)}: use one of ${names}` };
  }
  const ports = (request.ports ?? []).map((port) => port.trim()).filter((port) => port !== '');
  if (!service.allow_port_setting) {
    const portsError = fixedServicePortsError(service, ports);
    if (portsError) return { ok: false, field: 'ports', error: portsError };
    const fixedPort = /^\d+$/.test(service.port_range) ? [service.port_range] : [];
    return { ok: true, type: service.name, protocol: service.allowed_protocols[0], ports: fixedPort };
  }
  if (request.protocol === undefined || !service.allowed_protocols.includes(request.protocol)) {
    return { ok: false, field: 'protocol', error: `a ${service.name} service needs protocol tcp or udp` };
  }
  const portError = ports.map(portRangeError).find((error) => error !== null);
  if (portError) return { ok: false, field: 'ports', error: portError };
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
export function aclMembersError(
  policyType: AclPolicyType,
  sources: readonly AclMemberRef[],
  destinations: readonly AclMemberRef[],
): string | null {
  if (sources.length === 0) return 'choose at least one source';
  if (destinations.length === 0) return 'choose at least one destination';
  const isUserKind = (member: AclMemberRef) => member.id === 'user' || member.id === 'user-group';
  if (destinations.some(isUserKind)) return 'user cannot be added to destination';
  if (policyType === 'device-policy' && sources.some(isUserKind)) return 'device policy source mismatch';
  if (policyType === 'user-policy' && !sources.every(isUserKind)) return 'user policy source mismatch';
  return null;
}
