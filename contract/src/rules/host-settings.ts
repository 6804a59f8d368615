import { problem, type Problem, type ProblemCode, type ProblemParams } from './problems';
import { isIPv4Address, isIPv6Address } from './ip';

/** What PUT /api/hosts/{id} may set, checked alike by the console's edit form and the server. */

export const HOST_NAME_MAX_LENGTH = 62;
export const HOST_MTU_MIN = 576;
export const HOST_MTU_MAX = 65535;
export const HOST_KEEPALIVE_MAX = 1000;
export const HOST_VERBOSITY_MAX = 4;
const HOST_NAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;

function hostNameProblems(name: string): Problem[] {
  if (name.trim() === '') return [problem('nameRequired', {}, 'name')];
  const problems: Problem[] = [];
  if (name.length > HOST_NAME_MAX_LENGTH) problems.push(problem('nameTooLong', { max: HOST_NAME_MAX_LENGTH }, 'name'));
  if (!HOST_NAME_CHARACTERS.test(name)) problems.push(problem('hostNameCharacters', {}, 'name'));
  return problems;
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

/** Every problem with a host's settings, each with its field; empty when they are acceptable. */
export function hostSettingsProblems(host: HostSettings): Problem[] {
  const problems = hostNameProblems(host.name);
  const found = (code: ProblemCode, field: keyof HostSettings, params: ProblemParams = {}) =>
    problems.push(problem(code, params, field));
  if (host.mtu < HOST_MTU_MIN || host.mtu > HOST_MTU_MAX)
    found('mtuRange', 'mtu', { min: HOST_MTU_MIN, max: HOST_MTU_MAX });
  if (host.persistentkeepalive < 0 || host.persistentkeepalive > HOST_KEEPALIVE_MAX) {
    found('keepaliveRange', 'persistentkeepalive', { max: HOST_KEEPALIVE_MAX });
  }
  if (host.verbosity < 0 || host.verbosity > HOST_VERBOSITY_MAX) {
    found('verbosityRange', 'verbosity', { max: HOST_VERBOSITY_MAX });
  }
  if (host.isstaticport && (host.listenport < 1 || host.listenport > 65535)) found('staticPortRequired', 'listenport');
  else if (host.listenport < 0 || host.listenport > 65535) found('listenPortRange', 'listenport');
  if (host.endpointip !== '' && !isIPv4Address(host.endpointip)) found('endpointNotIPv4', 'endpointip');
  if (host.endpointipv6 !== '' && !isIPv6Address(host.endpointipv6)) found('endpointNotIPv6', 'endpointipv6');
  if (host.isstatic && host.endpointip === '' && host.endpointipv6 === '')
    found('staticEndpointRequired', 'endpointip');
  return problems;
}
