/** A latency of 999 ms means the agent could not measure it. */
export const UNMEASURED_LATENCY_MS = 999;
export const LATENCY_WARNING_ABOVE_MS = 300;
export const LATENCY_DANGER_ABOVE_MS = 500;

/** How a latency reads: red above 500 ms, yellow above 300 ms. */
export type LatencyLevel = 'unmeasured' | 'danger' | 'warning' | 'normal';

export function latencyLevel(milliseconds: number): LatencyLevel {
  if (milliseconds === UNMEASURED_LATENCY_MS) return 'unmeasured';
  if (milliseconds > LATENCY_DANGER_ABOVE_MS) return 'danger';
  if (milliseconds > LATENCY_WARNING_ABOVE_MS) return 'warning';
  return 'normal';
}

/** The colour of a latency: red for danger and for unmeasured, yellow for warning, none otherwise. */
export function latencyColour(milliseconds: number): 'red' | 'yellow' | null {
  const level = latencyLevel(milliseconds);
  if (level === 'warning') return 'yellow';
  return level === 'normal' ? null : 'red';
}
