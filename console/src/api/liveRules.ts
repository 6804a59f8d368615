import { LIVE_KEEPALIVE_SECONDS, type LiveTopic } from '@netloom/contract';
import { QUERY_ROOTS, type QueryRoot } from './queryRoots';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;
/** A stream that sent nothing, not even a keep-alive, for this long is taken as lost. */
export const SILENCE_LIMIT_MS = 3 * LIVE_KEEPALIVE_SECONDS * 1_000;
/** Live changes reload one query root at most this often, however many hosts report (each does every minute). */
export const REFRESH_SPACING_MS = 2_000;
/** Failed attempts in a row after which the console says it is offline rather than connecting. */
export const FAILURES_BEFORE_OFFLINE = 2;

/**
 * Topics that reload more than their own root: metrics are the clients' too, and access control
 * changes who peers with whom, which the graph and a node's peers (under the nodes root) show.
 */
const MORE_ROOTS: Partial<Record<LiveTopic, QueryRoot[]>> = {
  metrics: [QUERY_ROOTS.nodeMetrics, QUERY_ROOTS.clientMetrics],
  acls: [QUERY_ROOTS.acls, QUERY_ROOTS.nodes],
};

/** The query roots a change of these topics reloads: each topic is a root, some reload others too. */
export function rootsOfTopics(topics: readonly LiveTopic[]): QueryRoot[] {
  return [...new Set(topics.flatMap((topic) => MORE_ROOTS[topic] ?? [topic]))];
}

/**
 * How long to wait before attempt `failures + 1` after `failures` failed ones: 1 s doubling up to
 * 30 s, plus up to a fifth more at random so that many consoles don't come back in step.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), LONGEST_RETRY_MS);
  return Math.round(base * (1 + random() / 5));
}

/** Reloads query roots as live changes name them. */
export interface Refresher {
  refresh(roots: QueryRoot[]): void;
  /** Drops what waits. */
  stop(): void;
}

/**
 * Passes roots to `reload` at once, but each root at most every REFRESH_SPACING_MS: roots changed
 * again meanwhile are reloaded together once their spacing is over.
 */
export function createRefresher(reload: (roots: QueryRoot[]) => void): Refresher {
  const waiting = new Set<QueryRoot>();
  const lastReload = new Map<QueryRoot, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function reloadDue(): void {
    timer = undefined;
    const now = Date.now();
    const due = [...waiting].filter((root) => now - (lastReload.get(root) ?? 0) >= REFRESH_SPACING_MS);
    due.forEach((root) => {
      waiting.delete(root);
      lastReload.set(root, now);
    });
    if (due.length > 0) reload(due);
    if (waiting.size > 0) {
      const next = Math.min(...[...waiting].map((root) => (lastReload.get(root) ?? 0) + REFRESH_SPACING_MS));
      timer = setTimeout(reloadDue, next - now);
    }
  }

  return {
    refresh(roots) {
      roots.forEach((root) => waiting.add(root));
      if (timer === undefined) reloadDue();
    },
    stop: () => clearTimeout(timer),
  };
}
