import {
  AGENT_CHECKSUM_PATH,
  AGENT_DOWNLOAD_PATH,
  AGENT_SCRIPT_CHECKSUM_PATH,
  AGENT_SCRIPT_DOWNLOAD_PATH,
} from '@netloom/contract';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgent } from './support/agent-build';
import { backends } from './support/backends';
import { request } from './support/http';
import { useServer } from './support/server';

/** The ELF magic that starts a Linux executable. */
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46]);

describe.each(backends.slice(0, 1))('the agent download ($name)', (backend) => {
  const server = useServer(backend);
  beforeAll(buildAgent, 120_000);

  async function download(downloadPath: string): Promise<Response> {
    return fetch(`${server().url}${downloadPath}`);
  }

  it('serves the self-contained agent to anyone, as a Linux executable to save', async () => {
    const reply = await download(AGENT_DOWNLOAD_PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/octet-stream');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="netloom-agent"');
    const agent = Buffer.from(await reply.arrayBuffer());
    expect(Number(reply.headers.get('content-length'))).toBe(agent.length);
    expect(agent.subarray(0, 4)).toEqual(ELF);
  });

  it('serves the agent as a script for hosts with Node.js on other processors', async () => {
    const reply = await request(server(), 'GET', AGENT_SCRIPT_DOWNLOAD_PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="netloom-agent.mjs"');
    expect(reply.text.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(reply.text.includes('join --token <enrollment token>')).toBe(true);
  });

  it.each([
    [AGENT_DOWNLOAD_PATH, AGENT_CHECKSUM_PATH, 'netloom-agent'],
    [AGENT_SCRIPT_DOWNLOAD_PATH, AGENT_SCRIPT_CHECKSUM_PATH, 'netloom-agent.mjs'],
  ])('publishes the SHA-256 of %s beside it, which sha256sum -c checks the file against', async (from, sums, name) => {
    const agent = Buffer.from(await (await download(from)).arrayBuffer());
    const reply = await request(server(), 'GET', sums);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(reply.text).toBe(`${createHash('sha256').update(agent).digest('hex')}  ${name}\n`);

    const folder = mkdtempSync(path.join(os.tmpdir(), 'netloom-agent-download-'));
    writeFileSync(path.join(folder, name), agent);
    writeFileSync(path.join(folder, `${name}.sha256`), reply.text);
    expect(execFileSync('sha256sum', ['-c', `${name}.sha256`], { cwd: folder, encoding: 'utf8' })).toBe(
      `${name}: OK\n`,
    );
    writeFileSync(path.join(folder, name), Buffer.concat([agent, Buffer.from('\n// changed\n')]));
    expect(() => execFileSync('sha256sum', ['-c', `${name}.sha256`], { cwd: folder, stdio: 'pipe' })).toThrow();
  });
});
