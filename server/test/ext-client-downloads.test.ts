import { extClientSchema, type ApiNode, type ExtClient } from '@netloom/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { checkIn, registerHost, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { createClient, createGateway, GATEWAY_ENDPOINT_IP } from './support/remote-access';
import { useServer } from './support/server';

describe.each(backends)('external client configs ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let host: RegisteredHost;
  let gateway: ApiNode;
  let client: ExtClient;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, {
      netid: 'roam',
      addressrange: '10.170.0.0/24',
      addressrange6: 'fd70::/64',
      defaultkeepalive: 25,
    });
    ({ host, gateway } = await createGateway(server(), token, 'roam', { persistentkeepalive: 15, mtu: 1380 }));
    await checkIn(server().url, host.credentials, { endpointipv6: '2001:db8::10' });
    const egress = await registerHost(server().url, await defaultKeyToken(server(), token, 'roam'));
    await server()
      .db.updateTable('nodes')
      .set({ isegressgateway: 1, egressgatewayranges: JSON.stringify(['192.168.40.0/24']) })
      .where('id', '=', egress.nodes[0].id)
      .execute();
    client = await createClient(server(), token, 'roam', gateway.id, {
      clientid: 'travel-laptop',
      dns: '10.170.0.53',
      postup: 'echo up',
      postdown: 'echo down',
    });
  });

  const download = (type: string, query = '', clientid = 'travel-laptop') =>
    request(server(), 'GET', `/api/extclients/roam/${clientid}/${type}${query}`, { token });
  const expectedConfig = (endpoint: string, scripts: boolean) =>
    [
      '[Interface]',
      `Address = ${client.address}/32,${client.address6}/128`,
      `PrivateKey = ${client.privatekey}`,
      'MTU = 1380',
      'DNS = 10.170.0.53',
      ...(scripts ? ['PostUp = echo up', 'PostDown = echo down'] : []),
      '',
      '[Peer]',
      `PublicKey = ${host.host.publickey}`,
      'AllowedIPs = 10.170.0.0/24,fd70::/64,192.168.40.0/24',
      `Endpoint = ${endpoint}`,
      'PersistentKeepalive = 15',
      '',
    ].join('\n');
  const qrText = async (type = 'qr', query = '') => {
    const reply = await fetch(`${server().url}/api/extclients/roam/travel-laptop/${type}${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await reply.arrayBuffer()));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  };

  it('downloads the config as a .conf file with the network, its egress ranges and the gateway settings', async () => {
    const reply = await download('file');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/config/);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="travel-laptop.conf"');
    expect(reply.text).toBe(expectedConfig(`${GATEWAY_ENDPOINT_IP}:51821`, true));
  });

  it("gives a client without DNS its gateway's default client DNS", async () => {
    await request(server(), 'PUT', `/api/nodes/roam/${gateway.id}`, { token, json: { ingressdns: '9.9.9.9' } });
    await createClient(server(), token, 'roam', gateway.id, { clientid: 'no-dns-phone' });
    const reply = await download('file', '', 'no-dns-phone');
    expect(reply.text).toMatch(/^DNS = 9\.9\.9\.9$/m);
    expect((await download('file')).text).toMatch(/^DNS = 10\.170\.0\.53$/m);
  });

  it('shows the config without its scripts as a QR code', async () => {
    expect(await qrText()).toBe(expectedConfig(`${GATEWAY_ENDPOINT_IP}:51821`, false));
  });

  it("dials a preferred endpoint IP of the gateway's host, and refuses any other", async () => {
    const v6 = await download('file', '?preferredip=2001:db8:0::10');
    expect(v6.text).toContain('Endpoint = [2001:db8::10]:51821\n');
    expect(await qrText('qr', `?preferredip=${GATEWAY_ENDPOINT_IP}`)).toContain(
      `Endpoint = ${GATEWAY_ENDPOINT_IP}:51821\n`,
    );
    for (const type of ['file', 'qr']) {
      const refused = await download(type, '?preferredip=198.51.100.1');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(errorBody(400, 'preferred endpoint ip is not associated with the RAG'));
    }
  });

  it('routes everything through an internet gateway', async () => {
    await server().db.updateTable('nodes').set({ isinternetgateway: 1 }).where('id', '=', gateway.id).execute();
    try {
      expect((await download('file')).text).toContain('AllowedIPs = 0.0.0.0/0,::/0\n');
    } finally {
      await server().db.updateTable('nodes').set({ isinternetgateway: 0 }).where('id', '=', gateway.id).execute();
    }
  });

  it('answers the client itself for any other type, and 404 for an unknown client', async () => {
    const other = await download('json');
    expect(extClientSchema.strict().parse(other.body)).toEqual(client);
    const unknown = await download('file', '', 'nobody-here');
    expect(unknown.body).toEqual(errorBody(404, 'external client nobody-here not found in network roam'));
  });

  it('explains that a gateway whose host has no endpoint yet gives no config', async () => {
    await createNetwork(server(), token, { netid: 'dark', addressrange: '10.171.0.0/24' });
    const dark = await registerHost(server().url, await defaultKeyToken(server(), token, 'dark'));
    await request(server(), 'POST', `/api/nodes/dark/${dark.nodes[0].id}/createingress`, { token, json: {} });
    const darkClient = await createClient(server(), token, 'dark', dark.nodes[0].id);
    expect(darkClient.ingressgatewayendpoint).toBe('');
    const reply = await request(server(), 'GET', `/api/extclients/dark/${darkClient.clientid}/file`, { token });
    expect(reply.body).toEqual(
      errorBody(
        400,
        `the gateway's host ${dark.host.name} has no endpoint IP yet: it reports one when it checks in, or set a static endpoint on it`,
      ),
    );
  });
});
