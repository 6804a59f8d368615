import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('words a duration in the largest unit that counts it whole', () => {
    expect(formatDuration(120)).toBe('2 minutes');
    expect(formatDuration(90)).toBe('90 seconds');
    expect(formatDuration(3_600)).toBe('1 hour');
    expect(formatDuration(5_400)).toBe('90 minutes');
    expect(formatDuration(300)).toBe('5 minutes');
    expect(formatDuration(1_800)).toBe('30 minutes');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(61)).toBe('61 seconds');
  });

  it('keeps days as hours', () => {
    expect(formatDuration(86_400)).toBe('24 hours');
    expect(formatDuration(172_800)).toBe('48 hours');
  });

  it('speaks the language asked for, keeping a French number and its unit together', () => {
    expect(formatDuration(120, 'de')).toBe('2 Minuten');
    expect(formatDuration(3_600, 'de')).toBe('1 Stunde');
    expect(formatDuration(90, 'fr')).toBe('90\u00a0secondes');
    expect(formatDuration(3_600, 'fr')).toBe('1\u00a0heure');
  });
});
