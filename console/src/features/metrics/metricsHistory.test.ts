import { describe, expect, it } from 'vitest';
import {
  effectiveWindow,
  historyRows,
  summarise,
  timeTick,
  windowAvailable,
  windowDomain,
  windowTicks,
} from './metricsHistory';

const point = (at: string, latency: number | null, uptime = 100, sent = 10, received = 20) => ({
  at,
  latency,
  uptime_percent: uptime,
  sent,
  received,
});

describe('metrics history', () => {
  it('offers the windows the retention allows, and asks for at most the retention', () => {
    expect([1, 6, 24, 168].filter((hours) => windowAvailable(hours, 24))).toEqual([1, 6, 24]);
    expect([1, 6, 24, 168].filter((hours) => windowAvailable(hours, undefined))).toEqual([1, 6, 24, 168]);
    expect(effectiveWindow(24, 12)).toBe(12);
    expect(effectiveWindow(24, 168)).toBe(24);
    expect(effectiveWindow(168, undefined)).toBe(168);
  });

  it('makes one row per bucket and breaks the lines after a gap', () => {
    const rows = historyRows({
      bucket_seconds: 300,
      points: [
        point('2025-11-21T09:00:00.000Z', 20),
        point('2025-11-21T09:05:00.000Z', null, 50, 0, 0),
        point('2025-11-21T09:30:00.000Z', 40),
      ],
    });
    const nine = Date.parse('2025-11-21T09:00:00.000Z');
    expect(rows).toEqual([
      { time: nine, latency: 20, uptime: 100, sent: 10, received: 20 },
      { time: nine + 300_000, latency: null, uptime: 50, sent: 0, received: 0 },
      { time: nine + 600_000, latency: null, uptime: null, sent: null, received: null },
      { time: nine + 1_800_000, latency: 40, uptime: 100, sent: 10, received: 20 },
    ]);
    expect(historyRows({ bucket_seconds: 300, points: [] })).toEqual([]);
  });

  it('summarises the values a series has', () => {
    expect(summarise([20, null, 350, 5])).toEqual({ min: 5, average: 125, max: 350, total: 375 });
    expect(summarise([null, null])).toBeNull();
    expect(summarise([])).toBeNull();
  });

  it('spans the window up to now, with times of day within a day and dates beyond', () => {
    expect(windowDomain(6, 36_000_000)).toEqual([14_400_000, 36_000_000]);
    const time = new Date(2025, 10, 21, 9, 5).getTime();
    expect(timeTick(time, 24)).toBe('09:05');
    expect(timeTick(time, 168)).toBe('11-21 09:05');
  });

  it('ticks the time axis at round local times', () => {
    const at = (day: number, hours: number, minutes = 0) => new Date(2025, 10, day, hours, minutes).getTime();
    const minutes = (ticks: number[]) => ticks.map((tick) => timeTick(tick, 24));
    expect(minutes(windowTicks([at(21, 9, 3), at(21, 10, 3)]))).toEqual([
      '09:10',
      '09:20',
      '09:30',
      '09:40',
      '09:50',
      '10:00',
    ]);
    expect(windowTicks([at(21, 9, 3), at(21, 15, 3)])).toEqual([10, 11, 12, 13, 14, 15].map((hour) => at(21, hour)));
    expect(windowTicks([at(20, 9, 3), at(21, 9, 3)])).toEqual(
      [12, 15, 18, 21, 24, 27, 30, 33].map((hour) => at(20, hour)),
    );
    expect(windowTicks([at(14, 9), at(21, 9)])).toEqual([15, 16, 17, 18, 19, 20, 21].map((day) => at(day, 0)));
  });
});
