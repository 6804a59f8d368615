import { describe, it } from 'vitest';
import { meshToolsProblem } from './mesh-problem';

/** A describe block for mesh tests: when root or a tool is missing, one failing test names what is missing. */
export function describeMesh(title: string, body: () => void): void {
  const problem = meshToolsProblem();
  if (problem === null) describe(title, body);
  else {
    describe(title, () => {
      it('has what mesh tests need', () => {
        throw new Error(problem);
      });
    });
  }
}
