import { problem, type Problem, type ProblemCode, type ProblemParams } from './problems';
import { clientIdProblem } from './client-id';
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

/** The problem of a DNS setting that is not a comma-separated list of IP addresses ('' is none), or null. */
export function dnsServersProblem(dns: string): Problem | null {
  const wrong = commaList(dns).find((server) => !isIpAddress(server));
  return wrong === undefined ? null : problem('dnsServersInvalid', { server: wrong }, 'dns');
}

/** What a remote-access gateway gives its clients' configs; absent fields are not checked. */
export interface RemoteAccessGatewaySettings {
  /** DNS servers, comma-separated IPs. */
  dns?: string;
  mtu?: number;
  /** Seconds; 0 leaves the network's default keepalive. */
  persistentkeepalive?: number;
}

/** Every problem with a remote-access gateway's settings; empty when they are acceptable. */
export function remoteAccessGatewayProblems(settings: RemoteAccessGatewaySettings): Problem[] {
  const problems: Problem[] = [];
  const dnsProblem = settings.dns === undefined ? null : dnsServersProblem(settings.dns);
  if (dnsProblem) problems.push(dnsProblem);
  if (settings.mtu !== undefined && (settings.mtu < HOST_MTU_MIN || settings.mtu > HOST_MTU_MAX)) {
    problems.push(problem('mtuRange', { min: HOST_MTU_MIN, max: HOST_MTU_MAX }, 'mtu'));
  }
  const keepalive = settings.persistentkeepalive;
  if (keepalive !== undefined && (keepalive < 0 || keepalive > HOST_KEEPALIVE_MAX)) {
    problems.push(problem('keepaliveRange', { max: HOST_KEEPALIVE_MAX }, 'persistentkeepalive'));
  }
  return problems;
}

/** What is wrong with an external client's id (5 to 32 letters, digits, dots, underscores or hyphens), or null. */
export function extClientIdProblem(clientId: string): Problem | null {
  const found = clientIdProblem(clientId);
  if (found) return found;
  return CLIENT_ID_CHARACTERS.test(clientId) ? null : problem('clientIdCharacters', {}, 'clientid');
}

/**
 * What is wrong with the extra ranges a client routes through the gateway: each must be a CIDR outside
 * the network's ranges (`networkRanges`, '' entries ignored), and not a default route (every host routes
 * a client's ranges); null when they are acceptable.
 */
export function extraAllowedIpsProblem(cidrs: string[], networkRanges: string[]): Problem | null {
  const found = (code: ProblemCode, params: ProblemParams) => problem(code, params, 'extraallowedips');
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr.trim());
    if (!parsed) return found('extraAllowedIpInvalid', { range: cidr });
    if (parsed.prefix === 0) return found('extraAllowedIpDefaultRoute', { range: cidr });
    const range = networkRanges.find((candidate) => candidate !== '' && cidrsOverlap(cidr.trim(), candidate));
    if (range !== undefined) return found('extraAllowedIpOverlapsNetwork', { range: cidr, networkRange: range });
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

/** Every problem with an external client's settings in a network with these ranges. */
export function extClientProblems(client: ExtClientSettings, networkRanges: string[]): Problem[] {
  const problems = [
    client.clientid === undefined ? null : extClientIdProblem(client.clientid),
    client.dns === undefined ? null : dnsServersProblem(client.dns),
    extraAllowedIpsProblem(client.extraallowedips ?? [], networkRanges),
  ];
  for (const [field, script, name] of [
    ['postup', client.postup, 'PostUp'],
    ['postdown', client.postdown, 'PostDown'],
  ] as const) {
    if (script !== undefined && script.length > CLIENT_SCRIPT_MAX_LENGTH) {
      problems.push(problem('scriptTooLong', { script: name, max: CLIENT_SCRIPT_MAX_LENGTH }, field));
    }
  }
  return problems.filter((found): found is Problem => found !== null);
}
