const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long before `now` an instant was, in words of `locale` ("2 minutes ago", "yesterday"): the
 * largest whole unit from seconds to days; empty for an invalid time.
 */
export function formatRelativeTime(time: string | number, now: number, locale = 'en'): string {
  const at = new Date(time).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
