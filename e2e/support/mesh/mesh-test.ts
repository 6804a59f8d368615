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
