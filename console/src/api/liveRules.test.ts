import { LIVE_TOPICS } from '@netloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefresher, reconnectDelayMs, REFRESH_SPACING_MS, rootsOfTopics } from './liveRules';
import type { QueryRoot } from './queryRoots';
import { QUERY_ROOTS } from './queryRoots';

describe('reconnecting the live stream', () => {
  it('waits 1 s after the first failure, doubling up to 30 s', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((failures) => reconnectDelayMs(failures, noJitter))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('adds up to a fifth at random', () => {
    expect(reconnectDelayMs(1, () => 0.999)).toBe(1_200);
    expect(reconnectDelayMs(6, () => 0.5)).toBe(33_000);
  });
});

describe('what a live change reloads', () => {
  it('reloads the query root of each topic, and both metrics roots for metrics', () => {
    expect(rootsOfTopics(['dns', 'nodes'])).toEqual([QUERY_ROOTS.dns, QUERY_ROOTS.nodes]);
    expect(rootsOfTopics(['metrics'])).toEqual([QUERY_ROOTS.nodeMetrics, QUERY_ROOTS.clientMetrics]);
  });

  it('reloads the nodes, and so the graph and peers drawn from them, when access control changes', () => {
    expect(rootsOfTopics(['acls', 'nodes'])).toEqual([QUERY_ROOTS.acls, QUERY_ROOTS.nodes]);
  });

  it('names only query roots the console has', () => {
    const roots: string[] = Object.values(QUERY_ROOTS);
    expect(rootsOfTopics(LIVE_TOPICS).filter((root) => !roots.includes(root))).toEqual([]);
  });
});

describe('reloading what live changes name', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads a root at once, then at most every 2 s, gathering what changed meanwhile', () => {
    const reloads: QueryRoot[][] = [];
    const refresher = createRefresher((roots) => reloads.push(roots));
    refresher.refresh([QUERY_ROOTS.nodes]);
    expect(reloads).toEqual([[QUERY_ROOTS.nodes]]);
    vi.advanceTimersByTime(500);
    refresher.refresh([QUERY_ROOTS.nodes, QUERY_ROOTS.hosts]);
    refresher.refresh([QUERY_ROOTS.nodes]);
    expect(reloads).toEqual([[QUERY_ROOTS.nodes], [QUERY_ROOTS.hosts]]);
    vi.advanceTimersByTime(REFRESH_SPACING_MS - 500 - 1);
    expect(reloads).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(reloads).toEqual([[QUERY_ROOTS.nodes], [QUERY_ROOTS.hosts], [QUERY_ROOTS.nodes]]);
    vi.advanceTimersByTime(REFRESH_SPACING_MS * 3);
    expect(reloads).toHaveLength(3);
  });

  it('drops what waits when stopped', () => {
    const reloads: QueryRoot[][] = [];
    const refresher = createRefresher((roots) => reloads.push(roots));
    refresher.refresh([QUERY_ROOTS.dns]);
    refresher.refresh([QUERY_ROOTS.dns]);
    refresher.stop();
    vi.advanceTimersByTime(REFRESH_SPACING_MS * 2);
    expect(reloads).toEqual([[QUERY_ROOTS.dns]]);
  });
});
