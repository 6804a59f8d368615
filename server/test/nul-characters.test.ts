import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

const REFUSAL = 'contains the NUL character (\\u0000), which no text here may hold';

describe.each(backends)('text with the NUL character ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
  });

  it('is refused in a path parameter, naming it', async () => {
    const reply = await request(server(), 'GET', '/api/networks/net%00work', { token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, `path parameter netid ${REFUSAL}`));
  });

  it('is refused in a query parameter, naming it', async () => {
    const reply = await request(server(), 'GET', '/api/v1/tags?network=%00', { token });
    expect(reply.body).toEqual(errorBody(400, `query parameter network ${REFUSAL}`));
  });

  it('is refused anywhere in a JSON body, and nothing is stored', async () => {
    const network = { netid: 'nul\u0000net', addressrange: '10.61.0.0/24' };
    const reply = await request(server(), 'POST', '/api/networks', { token, json: network });
    expect(reply.body).toEqual(errorBody(400, `request body field netid ${REFUSAL}`));
    const nested = await request(server(), 'POST', '/api/networks', {
      token,
      json: { netid: 'nulnet', addressrange: '10.61.0.0/24', meta: [{ note: 'x\u0000' }] },
    });
    expect(nested.body).toEqual(errorBody(400, `request body field meta.0.note ${REFUSAL}`));
    const listed = await request(server(), 'GET', '/api/networks', { token });
    expect(listed.body).toEqual([]);
  });
});
