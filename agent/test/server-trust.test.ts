import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { HostFacts } from '@netloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCertificates, type TestCertificates } from '../../server/test/support/test-ca';
import { refusePlainConnection } from '../src/server/connection-policy';
import { ServerApi, ServerNotTrusted } from '../src/server/server-api';
import { keepServerCa, readCaFile, serverTrust } from '../src/state/server-trust';

const FACTS = {} as HostFacts;

describe('plain connections', () => {
  it('are allowed to this machine', () => {
    for (const url of ['http://localhost:8081', 'http://127.0.0.1:8081', 'ws://[::1]:8081/api/v1/mqtt']) {
      expect(() => refusePlainConnection(url, { insecure: false }), url).not.toThrow();
    }
  });

  it('are refused beyond this machine with what to do instead, for http, ws and mqtt alike', () => {
    expect(() => refusePlainConnection('http://192.0.2.10:8081', { insecure: false })).toThrow(
      "refusing plain http:// to http://192.0.2.10:8081: the enrollment token, this host's secret and its updates would cross the network unencrypted. " +
        "Use the server's https:// address (the server serves HTTPS with NETLOOM_TLS_CERT and NETLOOM_TLS_KEY, or behind a TLS proxy), " +
        'or join with --insecure on a network you trust',
    );
    expect(() => refusePlainConnection('ws://mesh.example.com/api/v1/mqtt', { insecure: false })).toThrow(
      'refusing plain ws:// to ws://mesh.example.com/api/v1/mqtt',
    );
    expect(() => refusePlainConnection('mqtt://10.0.0.1:1883', { insecure: false })).toThrow('refusing plain mqtt://');
  });

  it('are allowed beyond this machine after --insecure; encrypted ones always are', () => {
    expect(() => refusePlainConnection('http://192.0.2.10:8081', { insecure: true })).not.toThrow();
    for (const url of ['https://192.0.2.10:8081', 'wss://mesh.example.com/api/v1/mqtt', 'mqtts://10.0.0.1:8883']) {
      expect(() => refusePlainConnection(url, { insecure: false }), url).not.toThrow();
    }
  });

  it('are refused by the server API before anything is sent', async () => {
    await expect(new ServerApi('http://192.0.2.10:8081').register('token', FACTS)).rejects.toThrow(
      'refusing plain http:// to http://192.0.2.10:8081',
    );
  });
});

/** An HTTPS server with a certificate from a CA made for the test, answering every call with `{"ok":true}`. */
async function startHttpsServer(certificates: TestCertificates): Promise<{ server: Server; port: number }> {
  const server = createServer(
    { cert: readFileSync(certificates.certFile), key: readFileSync(certificates.keyFile) },
    (_request, response) => response.setHeader('Content-Type', 'application/json').end('{"ok":true}'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('the server API over HTTPS', () => {
  const certificates = makeTestCertificates(['DNS:localhost', 'IP:127.0.0.1']);
  const elsewhere = makeTestCertificates(['DNS:mesh.example.test']);
  let trusted: { server: Server; port: number };
  let misnamed: { server: Server; port: number };
  beforeAll(async () => {
    trusted = await startHttpsServer(certificates);
    misnamed = await startHttpsServer(elsewhere);
  });
  afterAll(() => {
    trusted.server.close();
    misnamed.server.close();
    certificates.remove();
    elsewhere.remove();
  });

  it('refuses a certificate from a CA it was not given, and says to join with --ca-file', async () => {
    const url = `https://127.0.0.1:${trusted.port}`;
    expect(await new ServerApi(url).answers()).toBe(false);
    const refused = new ServerApi(url).register('token', FACTS);
    await expect(refused).rejects.toBeInstanceOf(ServerNotTrusted);
    await expect(refused).rejects.toThrow(
      `the certificate of ${url} is not trusted (UNABLE_TO_VERIFY_LEAF_SIGNATURE): if the server's certificate comes from its own CA, join with --ca-file <that CA's certificate, PEM>`,
    );
  });

  it('calls the server when its certificate comes from the CA file, at an address or a name it holds', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const api = new ServerApi(`https://${host}:${trusted.port}`, null, { ca: certificates.ca, insecure: false });
      expect(await api.answers()).toBe(true);
    }
  });

  it('refuses a certificate made out to another name, and says so', async () => {
    const url = `https://127.0.0.1:${misnamed.port}`;
    await expect(
      new ServerApi(url, null, { ca: elsewhere.ca, insecure: false }).register('token', FACTS),
    ).rejects.toThrow(
      `the certificate of ${url} is not made out to 127.0.0.1 (ERR_TLS_CERT_ALTNAME_INVALID): reach the server at a name its certificate holds, or give it a certificate for 127.0.0.1`,
    );
  });
});

describe('the CA file given at join', () => {
  const certificates = makeTestCertificates();
  afterAll(() => certificates.remove());

  it('is kept in the state folder, readable by root only, and trusted from then on', async () => {
    const stateDir = mkdtempSync(path.join(os.tmpdir(), 'netloom-agent-ca-'));
    const kept = await keepServerCa(stateDir, await readCaFile(certificates.caFile));
    expect(kept).toBe(path.join(stateDir, 'server-ca.pem'));
    expect(statSync(kept).mode & 0o777).toBe(0o600);
    expect(await serverTrust({ caFile: kept })).toEqual({ ca: certificates.ca, insecure: false });
    expect(await serverTrust({ insecure: true })).toEqual({ ca: null, insecure: true });
  });

  it('must be readable and hold a PEM certificate', async () => {
    await expect(readCaFile('/nonexistent/ca.pem')).rejects.toThrow(
      'cannot read the CA file /nonexistent/ca.pem: ENOENT',
    );
    const notPem = path.join(mkdtempSync(path.join(os.tmpdir(), 'netloom-agent-ca-')), 'ca.pem');
    writeFileSync(notPem, 'not a certificate\n');
    await expect(readCaFile(notPem)).rejects.toThrow(
      `the CA file ${notPem} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`,
    );
    await expect(readCaFile(certificates.keyFile)).rejects.toThrow('holds no PEM certificate');
  });
});
