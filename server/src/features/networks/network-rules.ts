import {
  isReservedNetId,
  isValidNetId,
  NETID_MAX_LENGTH,
  NETWORK_NAME_MAX_LENGTH,
  NO_LIMIT,
  normaliseCidr,
  parseCidr,
  problem,
  type CreateNetworkRequest,
  type IpVersion,
  type Network,
  type YesNo,
} from '@netloom/contract';
import { ApiError, problemError } from '../../api-error';
import type { NetworkSettings } from '../../store/network-repository';

/** Defaults for fields a create request leaves out (Netmaker v0.30's defaults). */
export const NETWORK_DEFAULTS = {
  defaultacl: 'yes',
  defaultudpholepunch: 'no',
  allowmanualsignup: 'no',
  defaultlistenport: 51821,
  nodelimit: NO_LIMIT,
  defaultkeepalive: 20,
  defaultmtu: 1280,
  defaultpostdown: '',
} as const;

export const defaultInterfaceName = (netid: string) => `nm-${netid}`;

interface IntegerBounds {
  min: number;
  max: number;
}

const INTEGER_BOUNDS = {
  defaultkeepalive: { min: 0, max: 1000 },
  defaultlistenport: { min: 1024, max: 65535 },
  defaultmtu: { min: 576, max: 65535 },
  nodelimit: { min: 1, max: NO_LIMIT },
} satisfies Record<string, IntegerBounds>;

const INTERFACE_NAME_MAX_LENGTH = 35;

export function checkNetId(netid: string): void {
  if (!isValidNetId(netid)) {
    throw new ApiError(
      400,
      `invalid network name: use 1-${NETID_MAX_LENGTH} characters of a-z, 0-9, underscore and hyphen`,
    );
  }
  if (isReservedNetId(netid)) {
    throw new ApiError(
      400,
      `network name ${netid} is reserved: roles use it to mean every network; choose another name`,
    );
  }
}

/** A requested display name, trimmed; refused when longer than NETWORK_NAME_MAX_LENGTH. */
export function displayName(requested: string): string {
  const name = requested.trim();
  if (name.length > NETWORK_NAME_MAX_LENGTH) {
    throw new ApiError(400, `name must have at most ${NETWORK_NAME_MAX_LENGTH} characters`);
  }
  return name;
}

/** Refuses a display name that another network has in any case; '' (show the netid) is never taken. */
export function checkNameFree(networks: Network[], name: string, netid: string): void {
  const wanted = name.toLowerCase();
  if (name !== '' && networks.some((network) => network.netid !== netid && network.name.toLowerCase() === wanted)) {
    throw problemError(problem('networkNameTaken', { name }, 'name'));
  }
}

type AddressRanges = Pick<NetworkSettings, 'addressrange' | 'addressrange6' | 'isipv4' | 'isipv6'>;

const FAMILIES = {
  4: { field: 'addressrange', flag: 'isipv4', name: 'IPv4', maxPrefix: 30, tooSmall: '/31 or /32' },
  6: { field: 'addressrange6', flag: 'isipv6', name: 'IPv6', maxPrefix: 126, tooSmall: '/127 or /128' },
} as const;

/** The range of one IP family, normalised to its network address; '' when the family is off. */
function familyRange(version: IpVersion, text: string, enabled: YesNo): string {
  const { field, flag, name, maxPrefix, tooSmall } = FAMILIES[version];
  if (enabled === 'yes' && text === '') throw new ApiError(400, `${field} is required when ${flag} is "yes"`);
  if (enabled === 'no' && text !== '') throw new ApiError(400, `${field} must be empty when ${flag} is "no"`);
  if (text === '') return '';
  const cidr = parseCidr(text);
  if (!cidr || cidr.version !== version) throw new ApiError(400, `${field} must be a valid ${name} CIDR`);
  if (cidr.prefix > maxPrefix) throw new ApiError(400, `cannot create network with ${tooSmall} cidr`);
  return normaliseCidr(text) ?? text;
}

/** Checks and normalises the address ranges of a new network; the IP flags follow the ranges when omitted. */
export function resolveAddressRanges(request: CreateNetworkRequest): AddressRanges {
  const v4 = request.addressrange?.trim() ?? '';
  const v6 = request.addressrange6?.trim() ?? '';
  if (v4 === '' && v6 === '') throw new ApiError(400, 'IPv4 or IPv6 CIDR required');
  const isipv4 = request.isipv4 ?? (v4 === '' ? 'no' : 'yes');
  const isipv6 = request.isipv6 ?? (v6 === '' ? 'no' : 'yes');
  return {
    addressrange: familyRange(4, v4, isipv4),
    addressrange6: familyRange(6, v6, isipv6),
    isipv4,
    isipv6,
  };
}

/** Every out-of-range setting of a network, one message per line. */
export function checkNetworkSettings(network: NetworkSettings): void {
  const problems = Object.entries(INTEGER_BOUNDS)
    .filter(([field, { min, max }]) => {
      const value = network[field as keyof typeof INTEGER_BOUNDS];
      return value < min || value > max;
    })
    .map(([field, { min, max }]) => `${field} must be between ${min} and ${max}`);
  const interfaceLength = network.defaultinterface.length;
  if (interfaceLength < 1 || interfaceLength > INTERFACE_NAME_MAX_LENGTH) {
    problems.push(`defaultinterface must have 1 to ${INTERFACE_NAME_MAX_LENGTH} characters`);
  }
  if (problems.length > 0) throw new ApiError(400, problems.join('\n'));
}
