import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

describe('relative time', () => {
  const now = Date.parse('2025-11-21T09:05:00Z');
  const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(before(0), now)).toBe('now');
    expect(formatRelativeTime(before(42), now)).toBe('42 seconds ago');
    expect(formatRelativeTime(before(150), now)).toBe('2 minutes ago');
    expect(formatRelativeTime(before(3 * 3600 + 59), now)).toBe('3 hours ago');
    expect(formatRelativeTime(before(86_400), now)).toBe('yesterday');
    expect(formatRelativeTime(before(10 * 86_400), now)).toBe('10 days ago');
  });

  it('reads epoch milliseconds, follows the language and gives nothing for an invalid time', () => {
    expect(formatRelativeTime(now - 60_000, now)).toBe('1 minute ago');
    expect(formatRelativeTime(before(150), now, 'de')).toBe('vor 2 Minuten');
    expect(formatRelativeTime('not a time', now)).toBe('');
  });
});
