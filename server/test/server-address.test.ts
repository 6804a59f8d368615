import { decodeEnrollmentToken, hostPeerUpdateSchema, serverAddressSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { hostToken, registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createKey, createNetwork } from './support/keys';
import { subscribeToPeerUpdates } from './support/peer-subscription';
import { useServer } from './support/server';
import { untilBrokerConnected } from './support/status';

const ADDRESS = 'http://192.0.2.10:8081';

describe.each(backends)("the server's address ($name)", (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'address-net', addressrange: '10.71.0.0/24' });
  });

  const address = async () =>
    serverAddressSchema.parse((await request(server(), 'GET', '/api/v2/server/address')).body);

  it('is public, and until someone sets it, the built-in localhost one', async () => {
    const { address: url, source, broker } = await address();
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    expect({ source, broker }).toEqual({ source: 'default', broker: `${url.replace('http', 'ws')}/api/v1/mqtt` });
  });

  it('refuses an address that is not an http URL without a path, naming an example, and keeps the old one', async () => {
    const before = await address();
    for (const text of ['192.0.2.10:8081', 'http://192.0.2.10:8081/api']) {
      const reply = await request(server(), 'PUT', '/api/v2/server/address', { token, json: { address: text } });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(
        errorBody(
          400,
          `The server's address must be an http or https URL with no path, like http://192.0.2.10:8081; got "${text}"`,
        ),
      );
    }
    expect(await address()).toEqual(before);
  });

  it('is changed by admins only', async () => {
    const userToken = await addAccount(server(), 'address-user', 'platform-user');
    const reply = await request(server(), 'PUT', '/api/v2/server/address', {
      token: userToken,
      json: { address: ADDRESS },
    });
    expect(reply.status).toBe(403);
    expect((await request(server(), 'PUT', '/api/v2/server/address', { json: { address: ADDRESS } })).status).toBe(401);
  });

  it('once changed, goes into tokens, registrations and every host update, while the server keeps its name', async () => {
    const key = await createKey(server(), token, { networks: ['address-net'] });
    const host = await registerHost(server().url, key.token);
    const serverName = host.serverConfig.Server;
    await untilBrokerConnected(server());
    const inbox = await subscribeToPeerUpdates(server(), host);
    await expect.poll(() => inbox.updates.length, { timeout: 5000 }).toBeGreaterThan(0);

    const reply = await request(server(), 'PUT', '/api/v2/server/address', { token, json: { address: `${ADDRESS}/` } });
    expect(reply.status, reply.text).toBe(200);
    const changed = { address: ADDRESS, source: 'settings', broker: 'ws://192.0.2.10:8081/api/v1/mqtt' };
    expect(reply.body).toEqual(changed);
    expect(await address()).toEqual(changed);

    const keys = await request(server(), 'GET', '/api/v1/enrollment-keys', { token });
    const listed = (keys.body as { value: string; token: string }[]).find((listedKey) => listedKey.value === key.value);
    expect(decodeEnrollmentToken(listed!.token)?.server).toBe(ADDRESS);

    const pulled = await request(server(), 'GET', '/api/v1/host', {
      token: await hostToken(server().url, host.credentials),
    });
    const update = hostPeerUpdateSchema.parse(pulled.body);
    expect({ API: update.API, Broker: update.Broker, server: update.server }).toEqual({
      API: ADDRESS,
      Broker: 'ws://192.0.2.10:8081/api/v1/mqtt',
      server: serverName,
    });
    // The update pushed to the host says so too: its own part is written again with the new address.
    await expect.poll(() => inbox.updates.at(-1)?.API, { timeout: 5000 }).toBe(ADDRESS);
    expect(inbox.updates.at(-1)).toEqual(update);
    await inbox.client.endAsync();

    const second = await registerHost(server().url, key.token);
    expect(second.serverConfig).toMatchObject({
      API: ADDRESS,
      Broker: 'ws://192.0.2.10:8081/api/v1/mqtt',
      Server: serverName,
    });
  });
});

describe.each(backends)("the server's address set by NETLOOM_API_HOST ($name)", (backend) => {
  const server = useServer(backend, { NETLOOM_API_HOST: 'https://netloom.example.com' });

  it('cannot be changed in the settings, and says where it is set', async () => {
    const token = await createSuperAdmin(server());
    const reply = await request(server(), 'PUT', '/api/v2/server/address', { token, json: { address: ADDRESS } });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual(
      errorBody(
        409,
        "NETLOOM_API_HOST sets this server's address to https://netloom.example.com: change it there and restart the server",
      ),
    );
    expect((await request(server(), 'GET', '/api/v2/server/address')).body).toEqual({
      address: 'https://netloom.example.com',
      source: 'environment',
      broker: 'wss://netloom.example.com/api/v1/mqtt',
    });
  });
});
