import { formatShortDate, type MetricsHistory } from '@netloom/contract';

/** The windows the history charts offer, in hours: the last hour, six hours, day and week. */
export const HISTORY_WINDOWS = [1, 6, 24, 168] as const;

/** Whether the server keeps history long enough for a window; any while its retention is not known yet. */
export function windowAvailable(hours: number, retentionHours: number | undefined): boolean {
  return retentionHours === undefined || hours <= retentionHours;
}

/** The window to ask for: the chosen one, or all the server keeps when that is less. */
export function effectiveWindow(chosen: number, retentionHours: number | undefined): number {
  return retentionHours === undefined ? chosen : Math.max(1, Math.min(chosen, retentionHours));
}

/** One row of the charts: a bucket's start (ms) and its values; all null in a row that marks a gap. */
export interface HistoryRow {
  time: number;
  latency: number | null;
  uptime: number | null;
  sent: number | null;
  received: number | null;
}

/**
 * The chart rows of a history, oldest first: one per bucket with measurements, and an empty row
 * after each run of buckets without any, so that lines break there instead of bridging the gap.
 */
export function historyRows(history: Pick<MetricsHistory, 'points' | 'bucket_seconds'>): HistoryRow[] {
  const bucket = history.bucket_seconds * 1000;
  const rows: HistoryRow[] = [];
  for (const point of history.points) {
    const time = Date.parse(point.at);
    const previous = rows.at(-1);
    if (previous && time - previous.time > bucket) {
      rows.push({ time: previous.time + bucket, latency: null, uptime: null, sent: null, received: null });
    }
    rows.push({
      time,
      latency: point.latency,
      uptime: point.uptime_percent,
      sent: point.sent,
      received: point.received,
    });
  }
  return rows;
}

/** The lowest, mean, highest and summed value of a series, over the values it has. */
export interface SeriesSummary {
  min: number;
  average: number;
  max: number;
  total: number;
}

/** The summary of a series for a chart's caption; null when it has no value at all. */
export function summarise(values: readonly (number | null)[]): SeriesSummary | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  const total = present.reduce((sum, value) => sum + value, 0);
  return { min: Math.min(...present), average: total / present.length, max: Math.max(...present), total };
}

/** The time axis of a window ending now: its start and end in ms. */
export function windowDomain(hours: number, now: number): [number, number] {
  return [now - hours * 3_600_000, now];
}

const MINUTE_MS = 60_000;
/** Steps between the time axis's ticks, the shortest first. */
const TICK_STEPS = [5, 10, 15, 30, 60, 120, 180, 240, 360, 720, 1440].map((minutes) => minutes * MINUTE_MS);
/** A window is cut into at most this many steps. */
const MAX_TICK_STEPS = 8;

/**
 * The ticks of the time axis over a window: round local times (every 10 minutes over an hour, every
 * hour over six, every 3 hours over a day, every midnight over a week), at most nine of them.
 */
export function windowTicks([start, end]: [number, number]): number[] {
  const span = end - start;
  const step = TICK_STEPS.find((candidate) => candidate * MAX_TICK_STEPS >= span) ?? Math.ceil(span / MAX_TICK_STEPS);
  const offset = new Date(start).getTimezoneOffset() * MINUTE_MS;
  const ticks: number[] = [];
  for (let tick = Math.ceil((start - offset) / step) * step + offset; tick <= end; tick += step) ticks.push(tick);
  return ticks;
}

/** A tick of the time axis: the time of day within a day, with the date over a week. */
export function timeTick(time: number, hours: number): string {
  const text = formatShortDate(time);
  return hours <= 24 ? text.slice(11) : text.slice(5);
}
