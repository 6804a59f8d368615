import { AGENT_CHECKSUM_PATH, AGENT_DOWNLOAD_PATH } from '@netloom/contract';
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

describe.each(backends.slice(0, 1))('the agent download ($name)', (backend) => {
  const server = useServer(backend);
  beforeAll(buildAgent);

  it('serves the single-file agent to anyone, as a script to save', async () => {
    const reply = await request(server(), 'GET', AGENT_DOWNLOAD_PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="netloom-agent"');
    expect(reply.text.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(reply.text.includes('join --token <enrollment token>')).toBe(true);
  });

  it('publishes its SHA-256 beside it, which sha256sum -c checks the downloaded file against', async () => {
    const agent = Buffer.from(await (await fetch(`${server().url}${AGENT_DOWNLOAD_PATH}`)).arrayBuffer());
    const reply = await request(server(), 'GET', AGENT_CHECKSUM_PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(reply.text).toBe(`${createHash('sha256').update(agent).digest('hex')}  netloom-agent\n`);

    const folder = mkdtempSync(path.join(os.tmpdir(), 'netloom-agent-download-'));
    writeFileSync(path.join(folder, 'netloom-agent'), agent);
    writeFileSync(path.join(folder, 'netloom-agent.sha256'), reply.text);
    expect(execFileSync('sha256sum', ['-c', 'netloom-agent.sha256'], { cwd: folder, encoding: 'utf8' })).toBe(
      'netloom-agent: OK\n',
    );
    writeFileSync(path.join(folder, 'netloom-agent'), Buffer.concat([agent, Buffer.from('\n// changed\n')]));
    expect(() => execFileSync('sha256sum', ['-c', 'netloom-agent.sha256'], { cwd: folder, stdio: 'pipe' })).toThrow();
  });
});
