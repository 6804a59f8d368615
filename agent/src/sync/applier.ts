import type { HostPeerUpdate } from '@netloom/contract';
import { applyFirewall } from '../firewall';
import { applyInterface } from '../wireguard';
import { desiredState, type LocalSettings } from './desired-state';

/**
 * Applies peer updates one at a time; while one is being applied only the newest of those that
 * arrive meanwhile is kept, so a burst ends in the latest state without queueing stale ones.
 */
export function createApplier(
  local: LocalSettings,
  reportResult: (error: Error | null, update: HostPeerUpdate) => void,
): (update: HostPeerUpdate) => Promise<void> {
  let next: HostPeerUpdate | null = null;
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (next) {
      const update = next;
      next = null;
      const { wireguard, firewall } = desiredState(update, local);
      try {
        await applyInterface(wireguard);
        await applyFirewall(firewall);
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
