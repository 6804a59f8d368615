import { serverConfigSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer, withServer, type TestServer } from './support/server';
import { readStatus } from './support/status';

const LIMIT_MESSAGE = 'the Community edition allows up to 3 networks; upgrade to Pro for unlimited networks';

function createNetwork(server: TestServer, token: string, index: number) {
  return request(server, 'POST', '/api/networks', {
    token,
    json: { netid: `net${index}`, addressrange: `10.70.${index}.0/24` },
  });
}

async function readConfig(server: TestServer, token: string) {
  const reply = await request(server, 'GET', '/api/server/getconfig', { token });
  expect(reply.status).toBe(200);
  return serverConfigSchema.parse(reply.body);
}

describe.each(backends)('the Community edition ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_EDITION: 'community' });
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
  });

  it('says so in the status and the configuration, with its network limit', async () => {
    expect((await readStatus(server())).is_pro).toBe(false);
    expect(await readConfig(server(), token)).toMatchObject({ IsEE: 'no', NetworksLimit: 3 });
  });

  it('allows 3 networks and refuses a fourth with a clear message', async () => {
    for (const index of [1, 2, 3]) expect((await createNetwork(server(), token, index)).status).toBe(200);
    const reply = await createNetwork(server(), token, 4);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(errorBody(403, LIMIT_MESSAGE));
    const list = await request(server(), 'GET', '/api/networks', { token });
    expect((list.body as { netid: string }[]).map((network) => network.netid)).toEqual(['net1', 'net2', 'net3']);
  });

  it('still names an existing network before the limit', async () => {
    const reply = await createNetwork(server(), token, 1);
    expect(reply.body).toEqual(errorBody(400, 'network net1 already exists'));
  });

  it('allows a new network once one is deleted', async () => {
    expect((await request(server(), 'DELETE', '/api/networks/net3', { token })).status).toBe(200);
    expect((await createNetwork(server(), token, 4)).status).toBe(200);
    expect((await createNetwork(server(), token, 5)).body).toEqual(errorBody(403, LIMIT_MESSAGE));
  });

  it('holds the limit when networks are created at the same time', async () => {
    await withServer(backend, { NETLOOM_EDITION: 'community' }, async (fresh) => {
      const freshToken = await createSuperAdmin(fresh);
      const replies = await Promise.all([1, 2, 3, 4, 5, 6].map((index) => createNetwork(fresh, freshToken, index)));
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
      expect(replies.filter((reply) => reply.status === 403)).toHaveLength(3);
    });
  });
});

describe.each(backends)('the Pro edition ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_EDITION: 'pro' });
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
  });

  it('says so in the status and the configuration, without a network limit', async () => {
    expect((await readStatus(server())).is_pro).toBe(true);
    expect(await readConfig(server(), token)).toMatchObject({ IsEE: 'yes', NetworksLimit: 0 });
  });

  it('allows more networks than the Community edition', async () => {
    for (const index of [1, 2, 3, 4, 5]) expect((await createNetwork(server(), token, index)).status).toBe(200);
  });
});
