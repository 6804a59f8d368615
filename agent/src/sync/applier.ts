import type { HostPeerUpdate } from '@netloom/contract';
import { applyFirewall } from '../firewall';
import { applyInterface } from '../wireguard';
import { desiredState, type LocalSettings } from './desired-state';

/** However little changes, everything is checked against the system this often (drift, hand edits). */
const FULL_CONVERGE_MS = 5 * 60_000;

/**
 * Applies peer updates one at a time; while one is being applied only the newest of those that
 * arrive meanwhile is kept, so a burst ends in the latest state without queueing stale ones. Steps
 * whose part of the state did not change since the last success are skipped, except for a full
 * pass every five minutes; a failure makes the next pass full.
 */
export function createApplier(
  local: LocalSettings,
  reportResult: (error: Error | null, update: HostPeerUpdate) => void,
): (update: HostPeerUpdate) => Promise<void> {
  let next: HostPeerUpdate | null = null;
  let running: Promise<void> | null = null;
  let applied: ReturnType<typeof desiredState> | null = null;
  let fullAt = 0;

  async function drain(): Promise<void> {
    while (next) {
      const update = next;
      next = null;
      const desired = desiredState(update, local);
      const previous = Date.now() - fullAt < FULL_CONVERGE_MS ? applied : null;
      applied = null;
      try {
        await applyInterface(desired.wireguard, previous?.wireguard ?? null);
        if (JSON.stringify(desired.firewall) !== JSON.stringify(previous?.firewall))
          await applyFirewall(desired.firewall);
        if (!previous) fullAt = Date.now();
        applied = desired;
        reportResult(null, update);
      } catch (error) {
        reportResult(error instanceof Error ? error : new Error(String(error)), update);
      }
    }
  }

  function start(): Promise<void> {
    running ??= drain().finally(() => {
      running = null;
      if (next) void start();
    });
    return running;
  }

  return (update) => {
    next = update;
    return start();
  };
}
