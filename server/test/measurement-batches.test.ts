import { describe, expect, it } from 'vitest';
import { MeasurementBatches } from '../src/features/metrics/measurement-batches';
import type { HostMeasurementsReport } from '../src/features/metrics/record-measurements';

function report(hostId: string, interval = 60): HostMeasurementsReport {
  return { hostId, measurements: { interval_seconds: interval, peers: [] } };
}

/** A store that records each batch's hosts and holds it until `release` is called. */
function heldStore() {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  const store = (reports: HostMeasurementsReport[]) => {
    batches.push(reports.map((each) => `${each.hostId}@${each.measurements.interval_seconds}`));
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  const releaseNext = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, store, releaseNext };
}

describe('measurement batches', () => {
  it('stores reports that arrive together in one batch, and those arriving meanwhile in the next', async () => {
    const { batches, store, releaseNext } = heldStore();
    const batchesOf = new MeasurementBatches(store, 1);
    const first = [batchesOf.record(report('a')), batchesOf.record(report('b'))];
    await releaseNext();
    const second = [batchesOf.record(report('c')), batchesOf.record(report('d'))];
    await Promise.all(first);
    await releaseNext();
    await Promise.all(second);
    expect(batches).toEqual([
      ['a@60', 'b@60'],
      ['c@60', 'd@60'],
    ]);
  });

  it("puts a host's second report in a later batch than its first, in order", async () => {
    const { batches, store, releaseNext } = heldStore();
    const batchesOf = new MeasurementBatches(store, 2);
    const all = [report('a', 1), report('b', 1), report('a', 2), report('a', 3)].map((each) => batchesOf.record(each));
    for (let round = 0; round < 3; round++) await releaseNext();
    await Promise.all(all);
    expect(batches).toEqual([['a@1', 'b@1'], ['a@2'], ['a@3']]);
  });

  it('stores batches at the same time up to the number given, and no more', async () => {
    const { batches, store, releaseNext } = heldStore();
    const batchesOf = new MeasurementBatches(store, 2);
    const all = [batchesOf.record(report('a'))];
    await new Promise((resolve) => setImmediate(resolve));
    all.push(batchesOf.record(report('b')));
    await new Promise((resolve) => setImmediate(resolve));
    all.push(batchesOf.record(report('c')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a@60'], ['b@60']]);
    await releaseNext();
    expect(batches).toEqual([['a@60'], ['b@60'], ['c@60']]);
    await releaseNext();
    await releaseNext();
    await Promise.all(all);
  });

  it('refuses only the faulty report of a batch that failed, storing the others one by one', async () => {
    const stored: string[][] = [];
    const batchesOf = new MeasurementBatches(async (reports) => {
      if (reports.some((each) => each.hostId === 'faulty')) throw new Error('the faulty host is refused');
      stored.push(reports.map((each) => each.hostId));
    }, 1);
    const results = await Promise.allSettled(['a', 'faulty', 'b'].map((hostId) => batchesOf.record(report(hostId))));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('the faulty host is refused'));
    expect(stored).toEqual([['a'], ['b']]);
  });
});
