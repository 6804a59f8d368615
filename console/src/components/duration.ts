/** Units a duration is worded in, largest first; days are left as hours ("48 hours"). */
const UNITS: readonly [Intl.NumberFormatOptions['unit'], number][] = [
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * A number of seconds in words of `locale`, in the largest unit that counts it whole: "90 seconds",
 * "2 minutes", "1 hour", "36 hours".
 */
export function formatDuration(seconds: number, locale = 'en'): string {
  const [unit, size] = UNITS.find(([, size]) => seconds >= size && seconds % size === 0) ?? ['second', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(seconds / size);
}
