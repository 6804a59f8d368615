import { AGENT_DOWNLOAD_PATH } from '@netloom/contract';
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
});
