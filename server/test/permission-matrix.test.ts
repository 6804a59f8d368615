import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends';
import { MATRIX_CALLERS, matrixStatus, signInMatrixCallers, type MatrixCaller } from './support/permission-callers';
import { PERMISSION_MATRIX } from './support/permission-matrix';
import { useServer } from './support/server';

describe.each(backends)('the permission matrix ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_LOGIN_RATE_LIMIT: '1000' });
  let tokens: Record<MatrixCaller, string | undefined>;
  beforeAll(async () => {
    tokens = await signInMatrixCallers(server());
  });

  it('covers every API route the server answers, and only those', () => {
    const served = server().apiRoutes.map((route) => `${route.method} ${route.url}`);
    const listed = PERMISSION_MATRIX.map((row) => row.route);
    expect(served.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !served.includes(route))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('answers every route with exactly the expected status for every caller', async () => {
    const mismatches: string[] = [];
    for (const row of PERMISSION_MATRIX) {
      for (const [index, caller] of MATRIX_CALLERS.entries()) {
        const status = await matrixStatus(server(), row.route, row.path, tokens[caller]);
        if (status !== row.expected[index]) {
          mismatches.push(`${row.route} as ${caller}: ${status}, expected ${row.expected[index]}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
