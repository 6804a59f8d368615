import { describe, it } from 'vitest';
import { meshToolsProblem } from './mesh-problem';

/**
 * A describe block for mesh tests: skipped with the reason when the tools are missing, or failing with it when
 * NETLOOM_REQUIRE_MESH=1 says they must run.
 */
export function describeMesh(title: string, body: () => void): void {
  const problem = meshToolsProblem();
  if (problem === null) {
    describe(title, body);
  } else if (process.env.NETLOOM_REQUIRE_MESH === '1') {
    describe(title, () => {
      it('has what mesh tests need', () => {
        throw new Error(`NETLOOM_REQUIRE_MESH=1 but ${problem}`);
      });
    });
  } else {
    describe.skip(`${title} (skipped: ${problem})`, body);
  }
}
