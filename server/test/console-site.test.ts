import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from './support/backends';
import { errorBody, request } from './support/http';
import { startServer, type TestServer } from './support/server';

const INDEX_HTML = '<!doctype html><title>Netloom console</title><div id="root"></div>';
const APP_SCRIPT = 'console.log("netloom");';

describe.each(backends)('the built console ($name)', (backend) => {
  let consoleDir: string;
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    consoleDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-console-'));
    await writeFile(path.join(consoleDir, 'index.html'), INDEX_HTML);
    await mkdir(path.join(consoleDir, 'assets'));
    await writeFile(path.join(consoleDir, 'assets', 'app.js'), APP_SCRIPT);
    await writeFile(path.join(consoleDir, 'assets', 'app.js.br'), brotliCompressSync(APP_SCRIPT));
    await writeFile(path.join(consoleDir, 'assets', 'app.js.gz'), gzipSync(APP_SCRIPT));
    database = await backend.createDatabase();
    server = await startServer(database, { NETLOOM_CONSOLE_DIR: consoleDir });
  });

  afterAll(async () => {
    await server.close();
    await database.drop();
    await rm(consoleDir, { recursive: true, force: true });
  });

  it('serves index.html at the root', async () => {
    const reply = await request(server, 'GET', '/');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.text).toBe(INDEX_HTML);
  });

  it('serves the files of the build', async () => {
    const reply = await request(server, 'GET', '/assets/app.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/javascript/);
    expect(reply.text).toBe(APP_SCRIPT);
  });

  it('sends the compressed copy the browser accepts, Brotli first', async () => {
    const cases = [
      { accepts: 'gzip, deflate, br', encoding: 'br' },
      { accepts: 'gzip', encoding: 'gzip' },
      { accepts: 'identity', encoding: null },
    ];
    for (const { accepts, encoding } of cases) {
      const reply = await request(server, 'GET', '/assets/app.js', { headers: { 'Accept-Encoding': accepts } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-encoding')).toBe(encoding);
      expect(reply.text).toBe(APP_SCRIPT);
    }
  });

  it('lets browsers keep the hashed assets and check index.html on every visit', async () => {
    const asset = await request(server, 'GET', '/assets/app.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/networks/foo/nodes']) {
      const reply = await request(server, 'GET', page);
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves index.html for deep links', async () => {
    const reply = await request(server, 'GET', '/networks/foo/nodes');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.text).toBe(INDEX_HTML);
  });

  it('keeps unknown API paths as 404 envelopes', async () => {
    const reply = await request(server, 'GET', '/api/unknown');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'no route for GET /api/unknown'));
  });

  it('answers non-GET requests outside the API with a 404 envelope', async () => {
    const reply = await request(server, 'PUT', '/networks/foo', { json: {} });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'no route for PUT /networks/foo'));
  });

  it('still answers the API', async () => {
    const reply = await request(server, 'GET', '/api/server/health');
    expect(reply.text).toBe('Server is up and running!!');
  });
});
