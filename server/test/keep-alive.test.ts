import { describe, expect, it } from 'vitest';
import { backends } from './support/backends';
import { useServer } from './support/server';

// Clients keep idle connections a few seconds (fetch 4 s) and send on them again: a server that closed
// them at Node's 5 s default answers those requests "other side closed".
describe.each(backends.slice(0, 1))('idle connections ($name)', (backend) => {
  const server = useServer(backend);

  it('are kept 72 s, as Fastify keeps them, and the server says so', async () => {
    const reply = await fetch(`${server().url}/api/server/status`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('keep-alive')).toBe('timeout=72');
  });
});
