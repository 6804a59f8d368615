import type { ServerStatus } from '@netloom/contract';

/** The server status as last known, plus whether the server could be reached at all. */
export type ServerHealth = ServerStatus & { healthyNetwork: boolean };

/** How one status poll went: an answer, an HTTP error answer, no answer, or any other failure. */
export type StatusPoll = { status: ServerStatus } | { failure: 'http-error' | 'no-response' | 'other' };

/** The status is taken as healthy at start. */
export const HEALTHY_AT_START: ServerHealth = {
  db_connected: true,
  broker_connected: true,
  license_error: '',
  is_pro: false,
  trial_end_date: '',
  is_on_trial_license: false,
  healthyNetwork: true,
};

/**
 * An answer is stored as the new status. An HTTP error answer keeps the previous flags and means
 * the network is fine; no answer keeps them and means it is not; any other failure marks the
 * database and broker down and clears the licence error.
 */
export function nextServerHealth(previous: ServerHealth, poll: StatusPoll): ServerHealth {
  if ('status' in poll) return { ...previous, ...poll.status, healthyNetwork: true };
  if (poll.failure === 'http-error') return { ...previous, healthyNetwork: true };
  if (poll.failure === 'no-response') return { ...previous, healthyNetwork: false };
  return { ...previous, db_connected: false, broker_connected: false, license_error: '', healthyNetwork: false };
}

/** Healthy: the database is connected, the server reachable and the licence in order. */
export function isServerHealthy(health: ServerHealth): boolean {
  return health.db_connected && health.healthyNetwork && !health.license_error;
}
