/**
 * What an admin sets a network up for ("Feature names"), and the steps each use case
 * takes, checked against the network's counts on the dashboard (GET /api/v2/dashboard).
 */

/** The use cases a network can be set up for, by their feature keys. */
export const NETWORK_USE_CASES = ['remote_access_multiple_users', 'egress_to_cloud_vpc'] as const;
export type NetworkUseCase = (typeof NETWORK_USE_CASES)[number];

/** The feature names, shown verbatim in every language. */
export const NETWORK_USE_CASE_NAMES: Readonly<Record<NetworkUseCase, string>> = {
  remote_access_multiple_users: 'Remote Access Multiple Users',
  egress_to_cloud_vpc: 'Egress to Cloud VPC',
};

/** Whether a value (e.g. one read back from browser storage) names a known use case. */
export function isNetworkUseCase(value: unknown): value is NetworkUseCase {
  return typeof value === 'string' && (NETWORK_USE_CASES as readonly string[]).includes(value);
}

/**
 * One thing a use case needs: a node, a remote-access gateway, a VPN client (an external client's
 * config file) or an egress gateway.
 */
export type UseCaseStepKey = 'node' | 'remote_access_gateway' | 'vpn_client' | 'egress_gateway';

/** The counts of one network the steps are checked against: a dashboard network has them all. */
export interface UseCaseCounts {
  nodes: { total: number };
  gateways: { remote_access: number; egress: number };
  clients: { total: number };
}

/** The steps of each use case, in the order they are taken. */
const USE_CASE_STEPS: Readonly<Record<NetworkUseCase, readonly UseCaseStepKey[]>> = {
  remote_access_multiple_users: ['node', 'remote_access_gateway', 'vpn_client'],
  egress_to_cloud_vpc: ['node', 'egress_gateway'],
};

/** A step is done once the network holds at least one of what it asks for. */
const STEP_DONE: Readonly<Record<UseCaseStepKey, (counts: UseCaseCounts) => boolean>> = {
  node: (counts) => counts.nodes.total > 0,
  remote_access_gateway: (counts) => counts.gateways.remote_access > 0,
  vpn_client: (counts) => counts.clients.total > 0,
  egress_gateway: (counts) => counts.gateways.egress > 0,
};

/** One step of a use case and whether the network has taken it. */
export interface UseCaseStep {
  key: UseCaseStepKey;
  done: boolean;
}

/** A use case's steps in order, how many are done, and whether all are. */
export interface UseCaseProgress {
  steps: UseCaseStep[];
  done: number;
  total: number;
  complete: boolean;
}

/** Where a network stands on its use case, from its dashboard counts. */
export function networkUseCaseProgress(useCase: NetworkUseCase, counts: UseCaseCounts): UseCaseProgress {
  const steps = USE_CASE_STEPS[useCase].map((key) => ({ key, done: STEP_DONE[key](counts) }));
  const done = steps.filter((step) => step.done).length;
  return { steps, done, total: steps.length, complete: done === steps.length };
}
