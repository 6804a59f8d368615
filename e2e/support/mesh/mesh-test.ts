import { test } from '@playwright/test';
import { meshToolsProblem } from '../../../agent/test/support/mesh-problem';

/**
 * Mesh tests need root, WireGuard tools, nftables and iproute2. Without them they are skipped with the
 * reason, or fail with it when NETLOOM_REQUIRE_MESH=1 (as `.ci/run` sets) says they must run.
 */
export function requireMeshTools(): void {
  const problem = meshToolsProblem();
  if (problem === null) return;
  if (process.env.NETLOOM_REQUIRE_MESH === '1') throw new Error(`NETLOOM_REQUIRE_MESH=1 but ${problem}`);
  test.skip(true, problem);
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
