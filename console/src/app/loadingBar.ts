/** The route loading bar. */
export const LOADING_BAR = {
  startAt: 30,
  creepUntil: 90,
  creepEveryMs: 200,
  creepAtMost: 3,
  hideAfterMs: 400,
  fadeMs: 200,
} as const;

/** One creep step: up by `random` (0 to 1) times 3 points, never past 90 %. */
export function nextProgress(current: number, random: number): number {
  return Math.min(LOADING_BAR.creepUntil, current + random * LOADING_BAR.creepAtMost);
}
