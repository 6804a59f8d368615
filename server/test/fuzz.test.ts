import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from '../src/openapi/openapi';
import { backends } from './support/backends';
import { seedState } from './support/backup-state';
import { emptyTally, fuzzOperation, knownIds, tallyReport, type FuzzTarget } from './support/fuzz/fuzz-run';
import type { FuzzSession } from './support/fuzz/operation-requests';
import { request } from './support/http';
import { operationsOf, type OpenApiDocument } from './support/openapi-document';
import { withServer } from './support/server';

/** Fixed, so a run can be repeated; NETLOOM_FUZZ_SEED picks another. */
const FUZZ_SEED = Number(process.env.NETLOOM_FUZZ_SEED ?? 1616);
const REQUESTS_PER_BACKEND = 10_000;
const SESSIONS: FuzzSession[] = ['with a session', 'without a session'];
/** Never sent: it restarts the server. */
const NOT_FUZZED = ['POST /api/server/shutdown'];

describe.each(backends)('fuzzing every operation of the OpenAPI document ($name)', (backend) => {
  it('answers malformed and hostile requests below 500, stays up, and changes nothing on a rejected one', async () => {
    await withServer(backend, { NETLOOM_LOGIN_RATE_LIMIT: '100000' }, async (server) => {
      const superAdminToken = await seedState(server);
      const document = (await request(server, 'GET', OPENAPI_DOCUMENT_PATH)).body as OpenApiDocument;
      const operations = operationsOf(document).filter(({ method, path }) => !NOT_FUZZED.includes(`${method} ${path}`));
      const target: FuzzTarget = {
        server,
        tables: (await server.db.introspection.getTables()).map((table) => table.name),
        context: { knownIds: await knownIds(server.db), superAdminToken },
        tally: emptyTally(),
      };
      const numRuns = Math.ceil(REQUESTS_PER_BACKEND / (operations.length * SESSIONS.length));
      console.log(`fuzz (${backend.name}): seed ${FUZZ_SEED}, ${numRuns} requests per operation and session`);

      for (const [index, operation] of operations.entries()) {
        for (const [offset, session] of SESSIONS.entries()) {
          await fuzzOperation(target, operation, session, numRuns, FUZZ_SEED + index * SESSIONS.length + offset);
        }
      }

      console.log(tallyReport(target.tally));
      expect(target.tally.failures).toEqual([]);
      expect(target.tally.sent).toBeGreaterThanOrEqual(REQUESTS_PER_BACKEND);
      expect((await request(server, 'GET', '/api/server/status')).status).toBe(200);
    });
  }, 300_000);
});
