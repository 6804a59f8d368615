/** Byte units at 1e3, 1e6, 1e9 and 1e12, labelled KiB, MiB, GiB and TiB as Netmaker's console labels them. */
const BYTE_UNITS = [
  { from: 1e12, label: 'TiB' },
  { from: 1e9, label: 'GiB' },
  { from: 1e6, label: 'MiB' },
  { from: 1e3, label: 'KiB' },
] as const;

/** A byte count with two decimals in the largest unit it reaches, e.g. "1.50 MiB"; below 1e3 plain bytes. */
export function formatBytes(bytes: number): string {
  const unit = BYTE_UNITS.find((candidate) => Math.abs(bytes) >= candidate.from);
  if (!unit) return `${Math.round(bytes)} B`;
  return `${(bytes / unit.from).toFixed(2)} ${unit.label}`;
}

/** Whole hours and the minutes left over, from a number of minutes (rounded to the minute). */
export function uptimeParts(minutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** An uptime as hours and minutes, e.g. "26h 5m". */
export function formatUptime(minutes: number): string {
  const parts = uptimeParts(minutes);
  return `${parts.hours}h ${parts.minutes}m`;
}
