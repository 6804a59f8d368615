/** Go's zero time, which Netmaker clients read as "never". */
export const ZERO_TIME = '0001-01-01T00:00:00Z';

/** The current instant as RFC 3339 text; every stored timestamp uses this form. */
export function timestampNow(): string {
  return new Date().toISOString();
}

export function toUnixSeconds(timestamp: string): number {
  return Math.floor(Date.parse(timestamp) / 1000);
}

/** Unix seconds of a stored timestamp; 0 for none (never checked in, never expires). */
export function unixSecondsOrZero(timestamp: string | null): number {
  return timestamp ? toUnixSeconds(timestamp) : 0;
}
