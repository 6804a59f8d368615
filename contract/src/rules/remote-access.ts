import { clientIdError } from './client-id';
import { HOST_KEEPALIVE_MAX, HOST_MTU_MAX, HOST_MTU_MIN } from './host-settings';
import { cidrsOverlap, isIpAddress, parseCidr } from './ip';

/**
 * Remote-access (ingress) gateways and their external clients: what
 * the console's forms and the server check alike.
 */

export const REMOTE_ACCESS_DEFAULT_MTU = 1420;
export const REMOTE_ACCESS_DEFAULT_KEEPALIVE = 20;
export const CLIENT_SCRIPT_MAX_LENGTH = 1024;
const CLIENT_ID_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/** The entries of a comma-separated list, trimmed, empty ones left out. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The message for a DNS setting that is not a comma-separated list of IP addresses ('' is none), or null. */
export function dnsServersError(dns: string): string | null {
  const wrong = commaList(dns).find((server) => !isIpAddress(server));
  return wrong === undefined ? null : `DNS must be IP addresses separated by commas; ${wrong} is not an IP address`;
}

/** What a remote-access gateway gives its clients' configs; absent fields are not checked. */
export interface RemoteAccessGatewaySettings {
  /** DNS servers, comma-separated IPs. */
  dns?: string;
  mtu?: number;
  /** Seconds; 0 leaves the network's default keepalive. */
  persistentkeepalive?: number;
}

/** Every problem with a remote-access gateway's settings, one message each; empty when they are acceptable. */
export function remoteAccessGatewayErrors(settings: RemoteAccessGatewaySettings): string[] {
  const errors: string[] = [];
  const dnsError = settings.dns === undefined ? null : dnsServersError(settings.dns);
  if (dnsError) errors.push(dnsError);
  if (settings.mtu !== undefined && (settings.mtu < HOST_MTU_MIN || settings.mtu > HOST_MTU_MAX)) {
    errors.push(`MTU must be between ${HOST_MTU_MIN} and ${HOST_MTU_MAX}`);
  }
  const keepalive = settings.persistentkeepalive;
  if (keepalive !== undefined && (keepalive < 0 || keepalive > HOST_KEEPALIVE_MAX)) {
    errors.push(`persistent keepalive must be between 0 and ${HOST_KEEPALIVE_MAX} seconds`);
  }
  return errors;
}

/** The message for an external client's id (5 to 32 letters, digits, dots, underscores or hyphens), or null. */
export function extClientIdError(clientId: string): string | null {
  const error = clientIdError(clientId);
  if (error) return error;
  return CLIENT_ID_CHARACTERS.test(clientId)
    ? null
    : 'The client id may contain only letters, digits, dots, underscores and hyphens';
}

/**
 * The message for the extra ranges a client routes through the gateway: each must be a CIDR outside
 * the network's ranges (`networkRanges`, '' entries ignored), and not a default route (every host routes
 * a client's ranges); null when they are acceptable.
 */
export function extraAllowedIpsError(cidrs: string[], networkRanges: string[]): string | null {
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr.trim());
    if (!parsed) return `extra allowed IP ${cidr} must be a CIDR, e.g. 192.168.10.0/24`;
    if (parsed.prefix === 0) {
      return `extra allowed IP ${cidr} is a default route: every host would send all its traffic to this client; an internet gateway is the way to route all traffic`;
    }
    const range = networkRanges.find((candidate) => candidate !== '' && cidrsOverlap(cidr.trim(), candidate));
    if (range !== undefined) return `extra allowed IP ${cidr} overlaps the network range ${range}`;
  }
  return null;
}

/** What an external client may set; absent fields are not checked. */
export interface ExtClientSettings {
  clientid?: string;
  dns?: string;
  extraallowedips?: string[] | null;
  postup?: string;
  postdown?: string;
}

/** Every problem with an external client's settings in a network with these ranges, one message each. */
export function extClientErrors(client: ExtClientSettings, networkRanges: string[]): string[] {
  const errors = [
    client.clientid === undefined ? null : extClientIdError(client.clientid),
    client.dns === undefined ? null : dnsServersError(client.dns),
    extraAllowedIpsError(client.extraallowedips ?? [], networkRanges),
  ];
  for (const [name, script] of [
    ['PostUp', client.postup],
    ['PostDown', client.postdown],
  ] as const) {
    if (script !== undefined && script.length > CLIENT_SCRIPT_MAX_LENGTH) {
      errors.push(`${name} must have at most ${CLIENT_SCRIPT_MAX_LENGTH} characters`);
    }
  }
  return errors.filter((error): error is string => error !== null);
}
