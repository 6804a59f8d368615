import { isIPv4Address, isIPv6Address } from './ip';

/** What PUT /api/hosts/{id} may set, checked alike by the console's edit form and the server. */

export const HOST_NAME_MAX_LENGTH = 62;
export const HOST_MTU_MIN = 576;
export const HOST_MTU_MAX = 65535;
export const HOST_KEEPALIVE_MAX = 1000;
export const HOST_VERBOSITY_MAX = 4;
const HOST_NAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;

export function hostNameErrors(name: string): string[] {
  if (name.trim() === '') return ['name is required'];
  const errors: string[] = [];
  if (name.length > HOST_NAME_MAX_LENGTH) errors.push(`name must have at most ${HOST_NAME_MAX_LENGTH} characters`);
  if (!HOST_NAME_CHARACTERS.test(name)) {
    errors.push('name may contain only letters, digits, dots, underscores and hyphens');
  }
  return errors;
}

export interface HostSettings {
  name: string;
  mtu: number;
  /** Seconds; 0 turns keepalives off. */
  persistentkeepalive: number;
  verbosity: number;
  /** The host keeps `listenport` instead of picking a free one. */
  isstaticport: boolean;
  listenport: number;
  /** The host keeps `endpointip`/`endpointipv6` instead of detecting its public address. */
  isstatic: boolean;
  endpointip: string;
  endpointipv6: string;
}

/** Every problem with a host's settings, one message each; empty when they are acceptable. */
export function hostSettingsErrors(host: HostSettings): string[] {
  const errors = hostNameErrors(host.name);
  if (host.mtu < HOST_MTU_MIN || host.mtu > HOST_MTU_MAX) {
    errors.push(`mtu must be between ${HOST_MTU_MIN} and ${HOST_MTU_MAX}`);
  }
  if (host.persistentkeepalive < 0 || host.persistentkeepalive > HOST_KEEPALIVE_MAX) {
    errors.push(`persistentkeepalive must be between 0 and ${HOST_KEEPALIVE_MAX} seconds`);
  }
  if (host.verbosity < 0 || host.verbosity > HOST_VERBOSITY_MAX) {
    errors.push(`verbosity must be between 0 and ${HOST_VERBOSITY_MAX}`);
  }
  if (host.isstaticport && (host.listenport < 1 || host.listenport > 65535)) {
    errors.push('a static port needs listenport between 1 and 65535');
  } else if (host.listenport < 0 || host.listenport > 65535) {
    errors.push('listenport must be between 0 and 65535');
  }
  if (host.endpointip !== '' && !isIPv4Address(host.endpointip)) errors.push('endpointip must be an IPv4 address');
  if (host.endpointipv6 !== '' && !isIPv6Address(host.endpointipv6)) {
    errors.push('endpointipv6 must be an IPv6 address');
  }
  if (host.isstatic && host.endpointip === '' && host.endpointipv6 === '') {
    errors.push('a static endpoint needs endpointip or endpointipv6');
  }
  return errors;
}
