import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, ordinal } from './dates';
import { latencyColour, latencyLevel, UNMEASURED_LATENCY_MS } from './latency';
import { formatBytes, formatUptime, uptimeParts } from './traffic';

describe('dates', () => {
  const morning = new Date(2025, 10, 21, 9, 5);

  it("writes 'Do MMMM YYYY @ HH:mm'", () => {
    expect(formatLongDate(morning)).toBe('21st November 2025 @ 09:05');
    expect(formatLongDate(new Date(2024, 0, 2, 23, 59))).toBe('2nd January 2024 @ 23:59');
    expect(formatLongDate(new Date(2024, 1, 13, 0, 0))).toBe('13th February 2024 @ 00:00');
  });

  it("writes 'YYYY-MM-DD HH:mm'", () => {
    expect(formatShortDate(morning)).toBe('2025-11-21 09:05');
    expect(formatShortDate(new Date(2024, 0, 2, 23, 59))).toBe('2024-01-02 23:59');
  });

  it('accepts epoch milliseconds and ISO text, and gives nothing for an invalid date', () => {
    expect(formatShortDate(morning.getTime())).toBe('2025-11-21 09:05');
    expect(formatShortDate(morning.toISOString())).toBe('2025-11-21 09:05');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatShortDate(Number.NaN)).toBe('');
  });

  it('gives days their English ordinal suffix', () => {
    const days = [1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 24, 30, 31].map(ordinal);
    expect(days).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ]);
  });
});

describe('latency', () => {
  it('is red above 500 ms and yellow above 300 ms', () => {
    expect(latencyLevel(12)).toBe('normal');
    expect(latencyLevel(300)).toBe('normal');
    expect(latencyLevel(301)).toBe('warning');
    expect(latencyLevel(500)).toBe('warning');
    expect(latencyLevel(501)).toBe('danger');
    expect([120, 350, 800].map(latencyColour)).toEqual([null, 'yellow', 'red']);
  });

  it('reads 999 ms as unmeasured, shown red', () => {
    expect(latencyLevel(UNMEASURED_LATENCY_MS)).toBe('unmeasured');
    expect(latencyColour(UNMEASURED_LATENCY_MS)).toBe('red');
  });
});

describe('bytes', () => {
  it('switches unit at 1e3, 1e6, 1e9 and 1e12 with two decimals', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1_000)).toBe('1.00 KiB');
    expect(formatBytes(1_536)).toBe('1.54 KiB');
    expect(formatBytes(2_500_000)).toBe('2.50 MiB');
    expect(formatBytes(999_999_999)).toBe('1000.00 MiB');
    expect(formatBytes(3_210_000_000)).toBe('3.21 GiB');
    expect(formatBytes(4_000_000_000_000)).toBe('4.00 TiB');
    expect(formatBytes(5e15)).toBe('5000.00 TiB');
  });
});

describe('uptime', () => {
  it('is hours and minutes from minutes', () => {
    expect(formatUptime(0)).toBe('0h 0m');
    expect(formatUptime(59)).toBe('0h 59m');
    expect(formatUptime(60)).toBe('1h 0m');
    expect(formatUptime(1_565)).toBe('26h 5m');
    expect(uptimeParts(90.4)).toEqual({ hours: 1, minutes: 30 });
    expect(uptimeParts(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
