import type { FirewallReport, HostPeerUpdate } from '@netloom/contract';
import { errorText } from '../agent-error';
import { applyFirewall } from '../firewall';
import { applyInterface } from '../wireguard';
import { checkUpdate } from './check-update';
import { desiredState, type LocalSettings } from './desired-state';
import { enforcingReport, failedReport, NOT_YET_ENFORCING, refusedReport, sameReport } from './firewall-report';

/** However little changes, everything is checked against the system this often (drift, hand edits). */
const FULL_CONVERGE_MS = 5 * 60_000;

/** A failed pass is tried again after this long, doubling up to `LAST_RETRY_MS`, without waiting for a new update. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/** What becomes of the updates handed to the applier. */
export interface ApplierEvents {
  /** An update is in place, interface and firewall. */
  applied(update: HostPeerUpdate): void;
  /** An update was refused or could not be applied (what was in place stays): one line saying why. */
  failed(message: string): void;
  /** What the agent reports of its firewall changed. */
  firewallChanged(report: FirewallReport): void;
  /** An update passed its check; it is applied once what this returns settles, in the order updates came. */
  accepted(update: HostPeerUpdate): Promise<void> | void;
}

export interface Applier {
  /** Checks an update against the contract and applies it; one that fails the check changes nothing. */
  apply(received: unknown): Promise<void>;
  /** Refuses an update that could not even be read (too large, not JSON): says why, changes nothing. */
  refuse(problem: string): void;
  /**
   * The last update that passed its check (being applied or applied), which a peer delta builds on; null before any
   * and after a refused one.
   */
  current(): HostPeerUpdate | null;
  /** Stops retrying; what is applied stays (the agent is stopping). */
  stop(): void;
}

/**
 * Applies peer updates one at a time; while one is being applied only the newest of those that
 * arrive meanwhile is kept, so a burst ends in the latest state without queueing stale ones. Steps
 * whose part of the state did not change since the last success are skipped, except for a full
 * pass every five minutes; a failed pass is retried in full, after a while or with the next update.
 *
 * The firewall goes first: its rules name the interface, so they can be in place before it, and a
 * host never has peers up without its filter. When the firewall fails the interface is left as it
 * was, so the host keeps the peers the ruleset in place was written for.
 */
export function createApplier(local: LocalSettings, events: ApplierEvents): Applier {
  let next: HostPeerUpdate | null = null;
  let latest: HostPeerUpdate | null = null;
  let running: Promise<void> | null = null;
  let applied: ReturnType<typeof desiredState> | null = null;
  let fullAt = 0;
  let firewall = NOT_YET_ENFORCING;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let stopped = false;
  let preparing: Promise<void> = Promise.resolve();

  function reportFirewall(report: FirewallReport): void {
    if (sameReport(report, firewall)) return;
    firewall = report;
    events.firewallChanged(report);
  }

  function retryLater(): void {
    clearTimeout(retry);
    if (stopped) return;
    retry = setTimeout(() => {
      if (!running && !applied && latest) void submit(latest);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function drain(): Promise<void> {
    while (next) {
      const update = next;
      next = null;
      const desired = desiredState(update, local);
      const previous = Date.now() - fullAt < FULL_CONVERGE_MS ? applied : null;
      applied = null;
      try {
        if (JSON.stringify(desired.firewall) !== JSON.stringify(previous?.firewall)) {
          try {
            await applyFirewall(desired.firewall);
          } catch (error) {
            reportFirewall(failedReport(desired.firewall.filter, errorText(error)));
            throw error;
          }
        }
        reportFirewall(enforcingReport(desired.firewall.filter));
        // A change of rules alone leaves the interface as it is: not even looked at until the next full pass.
        if (JSON.stringify(desired.wireguard) !== JSON.stringify(previous?.wireguard)) {
          await applyInterface(desired.wireguard, previous?.wireguard ?? null);
        }
        if (!previous) fullAt = Date.now();
        applied = desired;
        clearTimeout(retry);
        retryMs = FIRST_RETRY_MS;
        events.applied(update);
      } catch (error) {
        events.failed(`could not apply the configuration: ${errorText(error)}`);
        retryLater();
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

  function submit(update: HostPeerUpdate): Promise<void> {
    next = update;
    return start();
  }

  function refuse(problem: string): void {
    const message = `refused an update from the server: ${problem}`;
    reportFirewall(refusedReport(firewall, message));
    events.failed(message);
  }

  return {
    refuse,
    apply(received) {
      const checked = checkUpdate(received);
      if ('problem' in checked) {
        // A refused delta was applied to the held update in place: nothing is left to build on, the next delta pulls.
        latest = null;
        return Promise.resolve(refuse(checked.problem));
      }
      const update = checked.update;
      latest = update;
      const ready = preparing.then(() => events.accepted(update));
      preparing = ready.catch(() => undefined);
      return ready.then(() => submit(update));
    },
    current: () => latest,
    stop() {
      stopped = true;
      clearTimeout(retry);
    },
  };
}
