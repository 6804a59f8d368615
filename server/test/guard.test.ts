import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerGuard } from '../src/access/guard';

function guardedApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  registerGuard(app, {
    user: async () => ({ username: 'nobody', platformRoleId: 'platform-user', groups: {}, grants: [] }),
    host: async () => ({ id: 'host-1' }),
  });
  return app;
}

describe('the permission guard', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = guardedApp();
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(
      'route GET /api/forgotten declares no access requirement',
    );
    await app.close();
  });

  it('refuses network access on a route without a network in its path', async () => {
    const app = guardedApp();
    expect(() =>
      app.get(
        '/api/things',
        { config: { access: { network: 'read', to: 'see things', resource: 'network' } } },
        async () => [],
      ),
    ).toThrow('route GET /api/things declares network access but has no :netid');
    await app.close();
  });

  it('accepts routes outside /api without a declaration', async () => {
    const app = guardedApp();
    app.get('/robots.txt', async () => 'User-agent: *');
    await app.ready();
    expect((await app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *');
    await app.close();
  });
});
