import type { AclProtocol } from '@netloom/contract';
import type { AccessQuestion } from '../../api/acls';

/** The Check access form; `protocol` 'any' asks about any traffic, and `port` may stay empty. */
export interface AccessCheckValues {
  source: string | null;
  destination: string | null;
  protocol: Exclude<AclProtocol, 'all'> | 'any';
  port: string | number;
}

export const CHECK_PROTOCOLS: readonly AccessCheckValues['protocol'][] = ['any', 'tcp', 'udp', 'icmp'];

export const EMPTY_ACCESS_CHECK: AccessCheckValues = { source: null, destination: null, protocol: 'any', port: '' };

/** What is wrong with the form, as translation keys under `accessControl.check.problems`. */
export type AccessCheckProblem = 'sourceRequired' | 'destinationRequired' | 'portRange' | 'icmpPort';

const PORT_MAX = 65535;

export function accessCheckProblems(
  values: AccessCheckValues,
): Partial<Record<'source' | 'destination' | 'port', AccessCheckProblem>> {
  const problems: Partial<Record<'source' | 'destination' | 'port', AccessCheckProblem>> = {};
  if (!values.source) problems.source = 'sourceRequired';
  if (!values.destination) problems.destination = 'destinationRequired';
  if (values.port !== '') {
    const port = Number(values.port);
    if (values.protocol === 'icmp') problems.port = 'icmpPort';
    else if (!Number.isInteger(port) || port < 1 || port > PORT_MAX) problems.port = 'portRange';
  }
  return problems;
}

/** The question a valid form asks. */
export function toAccessQuestion(values: AccessCheckValues): AccessQuestion {
  return {
    src: values.source ?? '',
    dst: values.destination ?? '',
    ...(values.protocol === 'any' ? {} : { protocol: values.protocol }),
    ...(values.port === '' ? {} : { port: Number(values.port) }),
  };
}
