import { request as httpsRequest } from 'node:https';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { backends } from './support/backends';
import { useServer } from './support/server';
import { makeTestCertificates } from './support/test-ca';

const certificates = makeTestCertificates();
afterAll(() => certificates.remove());

/** A GET over HTTPS that trusts only `ca` (Node's own CAs when undefined); its status and body. */
function httpsGet(url: string, ca?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(url, { ca }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe.each(backends.slice(0, 1))('a server with its own certificate ($name)', (backend) => {
  const server = useServer(backend, {
    NETLOOM_TLS_CERT: certificates.certFile,
    NETLOOM_TLS_KEY: certificates.keyFile,
  });

  it('answers over HTTPS to a client that trusts its CA', async () => {
    expect(server().url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const reply = await httpsGet(`${server().url}/api/server/status`, certificates.ca);
    expect(reply.status).toBe(200);
  });

  it('is refused by a client that does not trust its CA', async () => {
    await expect(httpsGet(`${server().url}/api/server/status`)).rejects.toMatchObject({
      code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    });
  });

  it('tells hosts an https address and a wss broker by default', async () => {
    const { port } = server().config;
    const reply = await httpsGet(`${server().url}/api/v2/server/address`, certificates.ca);
    expect(reply.body).toEqual({
      address: `https://localhost:${port}`,
      source: 'default',
      broker: `wss://localhost:${port}/api/v1/mqtt`,
    });
  });

  it('runs its embedded broker over wss on the same port: its own client connects', async () => {
    await expect
      .poll(async () => (await httpsGet(`${server().url}/api/server/status`, certificates.ca)).body, {
        timeout: 10_000,
      })
      .toMatchObject({ broker_connected: true });
  });
});

describe('the TLS settings', () => {
  it('serve plain HTTP when neither is set', () => {
    expect(loadConfig({}).tls).toBeNull();
    expect(loadConfig({}).apiHost).toBe('http://localhost:8081');
  });

  it('refuse a certificate without its key, and a key without its certificate', () => {
    expect(() => loadConfig({ NETLOOM_TLS_CERT: certificates.certFile })).toThrow(
      'HTTPS needs both NETLOOM_TLS_CERT (the certificate, PEM) and NETLOOM_TLS_KEY (its private key, PEM); only NETLOOM_TLS_CERT is set',
    );
    expect(() => loadConfig({ NETLOOM_TLS_KEY: certificates.keyFile })).toThrow('only NETLOOM_TLS_KEY is set');
  });

  it('name a file that cannot be read', () => {
    expect(() =>
      loadConfig({ NETLOOM_TLS_CERT: '/nonexistent/server.pem', NETLOOM_TLS_KEY: certificates.keyFile }),
    ).toThrow('NETLOOM_TLS_CERT: cannot read /nonexistent/server.pem: ENOENT');
  });

  it('refuse files that are not a certificate and its key', () => {
    expect(() => loadConfig({ NETLOOM_TLS_CERT: certificates.keyFile, NETLOOM_TLS_KEY: certificates.keyFile })).toThrow(
      'NETLOOM_TLS_CERT and NETLOOM_TLS_KEY must be a PEM certificate and its private key',
    );
    const other = makeTestCertificates();
    try {
      expect(() => loadConfig({ NETLOOM_TLS_CERT: certificates.certFile, NETLOOM_TLS_KEY: other.keyFile })).toThrow(
        'NETLOOM_TLS_CERT and NETLOOM_TLS_KEY must be a PEM certificate and its private key',
      );
    } finally {
      other.remove();
    }
  });

  it('keep an https API host given with NETLOOM_API_HOST', () => {
    const config = loadConfig({
      NETLOOM_TLS_CERT: certificates.certFile,
      NETLOOM_TLS_KEY: certificates.keyFile,
      NETLOOM_API_HOST: 'https://mesh.example.com',
    });
    expect(config.apiHost).toBe('https://mesh.example.com');
  });
});
