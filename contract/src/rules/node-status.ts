import { problem, type Problem } from './problems';
/** Node health from check-ins (docs/architecture.md, Peers), shared by server and console. */

export const NODE_STATUSES = ['online', 'offline', 'warning', 'error', 'unknown', 'disconnected'] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];

/**
 * Why a node has its status; sent as `status_reason`, a Netloom extension of ApiNode:
 * - `expired`: the node's expiration date has passed (offline; it gets no peers);
 * - `not-connected`: the node is set `connected: false` (disconnected);
 * - `never-checked-in`: its host has not checked in since it registered (offline);
 * - `check-in-over-error-threshold`: the last check-in is older than the error threshold (error);
 * - `check-in-over-warning-threshold`: older than the warning threshold (warning);
 * - `peers-unreachable`: a recent check-in, but more than half of the peers it measured did not answer (warning);
 * - `checked-in`: a recent check-in (online);
 * - `client-enabled` / `client-disabled`: an external client listed as a static node is online when
 *   enabled, offline when disabled (it never checks in).
 */
export const NODE_STATUS_REASONS = [
  'expired',
  'not-connected',
  'never-checked-in',
  'check-in-over-error-threshold',
  'check-in-over-warning-threshold',
  'peers-unreachable',
  'checked-in',
  'client-enabled',
  'client-disabled',
] as const;
export type NodeStatusReason = (typeof NODE_STATUS_REASONS)[number];

export interface NodeStatusThresholds {
  /** A check-in older than this many seconds makes the node `warning`. */
  warningSeconds: number;
  /** A check-in older than this many seconds makes the node `error`. */
  errorSeconds: number;
}

/** The server's defaults (NETLOOM_NODE_WARNING_SECONDS, NETLOOM_NODE_ERROR_SECONDS). */
export const DEFAULT_NODE_STATUS_THRESHOLDS: NodeStatusThresholds = { warningSeconds: 300, errorSeconds: 1800 };

export interface NodeCheckIn {
  connected: boolean;
  /** Unix seconds of the last check-in; 0 (or less) when the host never checked in. */
  lastcheckin: number;
  /** Unix seconds when the node expires; absent or 0 when it never does. */
  expdatetime?: number;
  /** What its host last measured of its peers; absent when it never reported. */
  connectivity?: NodeConnectivity;
}

/** How many of a node's peers its host measured at its last report, and how many did not answer. */
export interface NodeConnectivity {
  measured: number;
  unreachable: number;
  /** Unix seconds of the report. */
  reportedAt: number;
}

/** True when a node with this expiry (unix seconds, 0 = never) has expired at `nowMs`. */
export function isNodeExpired(expdatetime: number | undefined, nowMs: number): boolean {
  return expdatetime !== undefined && expdatetime > 0 && expdatetime * 1000 <= nowMs;
}

/**
 * The problem of an expiry a node update asks for (unix seconds, 0 = never), or null when it is
 * acceptable: a date in the future.
 */
export function nodeExpiryProblem(expdatetime: number, nowMs: number): Problem | null {
  if (expdatetime === 0) return null;
  if (expdatetime < 0 || isNodeExpired(expdatetime, nowMs)) return problem('expiryInPast', {}, 'expdatetime');
  return null;
}

/**
 * A node's status and why: an expired node is offline; then `connected: false` wins; no check-in
 * ever is offline; then the age of the last check-in against the thresholds (a check-in dated in
 * the future counts as just now); a recent check-in is still `warning` when more than half of the
 * peers of a report younger than the warning threshold did not answer (docs/architecture.md, Peers).
 */
export function nodeStatus(
  node: NodeCheckIn,
  nowMs: number,
  thresholds: NodeStatusThresholds = DEFAULT_NODE_STATUS_THRESHOLDS,
): { status: NodeStatus; reason: NodeStatusReason } {
  if (isNodeExpired(node.expdatetime, nowMs)) return { status: 'offline', reason: 'expired' };
  if (!node.connected) return { status: 'disconnected', reason: 'not-connected' };
  if (!(node.lastcheckin > 0)) return { status: 'offline', reason: 'never-checked-in' };
  const ageSeconds = nowMs / 1000 - node.lastcheckin;
  if (ageSeconds > thresholds.errorSeconds) return { status: 'error', reason: 'check-in-over-error-threshold' };
  if (ageSeconds > thresholds.warningSeconds) return { status: 'warning', reason: 'check-in-over-warning-threshold' };
  const peers = node.connectivity;
  if (peers && nowMs / 1000 - peers.reportedAt <= thresholds.warningSeconds && peers.unreachable * 2 > peers.measured) {
    return { status: 'warning', reason: 'peers-unreachable' };
  }
  return { status: 'online', reason: 'checked-in' };
}

/** The status of an external client listed as a static node: online when enabled, offline when disabled. */
export function staticNodeStatus(enabled: boolean): { status: NodeStatus; reason: NodeStatusReason } {
  return enabled ? { status: 'online', reason: 'client-enabled' } : { status: 'offline', reason: 'client-disabled' };
}
