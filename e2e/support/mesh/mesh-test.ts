import { meshToolsProblem } from '../../../agent/test/support/mesh-problem';

/** Mesh tests need root, WireGuard tools, nftables, iproute2 and ping: without them they fail, naming what is missing. */
export function requireMeshTools(): void {
  const problem = meshToolsProblem();
  if (problem !== null) throw new Error(problem);
}

/** Polls `check` every 100 ms until it holds; returns how long that took, or throws after `timeoutMs`. */
export async function within(
  timeoutMs: number,
  what: string,
  check: () => boolean | Promise<boolean>,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/**
 * Runs the probes together, round after round, until all of them find what is expected in one
 * round; returns how long after the call the last probe of that round sent its packet: what it found
 * was so by then. Throws after `timeoutMs`.
 */
export async function allHoldAfter(
  timeoutMs: number,
  what: string,
  checks: (() => Promise<{ holds: boolean; at: number }>)[],
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const round = await Promise.all(checks.map((check) => check()));
    if (round.every((result) => result.holds)) return Math.max(...round.map((result) => result.at)) - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
