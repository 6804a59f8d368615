import { isTrialEndedError } from '@netloom/contract';
import { isServerHealthy, type ServerHealth } from '../../../server-status/serverHealthState';

/** The unhealthy-server overlay appears after this long unhealthy. */
export const UNHEALTHY_OVERLAY_DELAY_MS = 5_000;

export type HealthNotice = 'unreachable' | 'not-running' | 'broker-down';

/** An ended trial is told by its own banner and dialog, not as a server fault. */
export function isTrialEndedOnly(health: ServerHealth): boolean {
  return health.db_connected && health.healthyNetwork && isTrialEndedError(health.license_error);
}

/** Whether the server has a problem the server-problem overlay is about. */
export function hasServerProblem(health: ServerHealth): boolean {
  return !isServerHealthy(health) && !isTrialEndedOnly(health);
}

/**
 * The health banner: an unhealthy server is 'not running properly' while it can be
 * reached, else unreachable; a healthy one without its broker gets the broker warning.
 */
export function healthNotice(health: ServerHealth): HealthNotice | null {
  if (hasServerProblem(health)) return health.healthyNetwork ? 'not-running' : 'unreachable';
  if (health.healthyNetwork && !health.broker_connected) return 'broker-down';
  return null;
}

export type CauseState = 'fine' | 'problem' | 'unknown';

/** What the last status says about each cause the overlay lists; stale flags count as unknown. */
export function causeStates(health: ServerHealth): Record<'billing' | 'database' | 'broker' | 'network', CauseState> {
  const known = (ok: boolean): CauseState => (!health.healthyNetwork ? 'unknown' : ok ? 'fine' : 'problem');
  return {
    billing: known(!health.license_error),
    database: known(health.db_connected),
    broker: known(health.broker_connected),
    network: health.healthyNetwork ? 'fine' : 'problem',
  };
}
