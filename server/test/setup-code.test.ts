import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

const CREATE = '/api/users/adm/createsuperadmin';

// Whoever reaches a fresh server over the network first must also read its start output to own it.
describe.each(backends)('the first account of a server other machines reach ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_HOST: '0.0.0.0' });

  it('needs the one-time setup code the server printed, and then no code at all', async () => {
    expect((await request(server(), 'GET', '/api/v2/server/setup')).body).toEqual({ setup_code_required: true });
    const shown = server().context.setupCode.shown;
    expect(shown).toMatch(/^([A-Z2-7]{4}-){6}[A-Z2-7]{2}$/);
    const without = await request(server(), 'POST', CREATE, { json: SUPER_ADMIN });
    expect(without.body).toEqual(
      errorBody(
        403,
        "this server listens beyond this machine, so its first account needs the setup code it printed when it started: copy it from the server's start output",
      ),
    );
    const wrong = await request(server(), 'POST', CREATE, { json: { ...SUPER_ADMIN, setup_code: 'AAAA-BBBB' } });
    expect(wrong.body).toEqual(
      errorBody(
        403,
        'the setup code is not the one this server printed when it started; copy it again from its start output',
      ),
    );
    expect((await request(server(), 'GET', '/api/users/adm/hassuperadmin')).body).toBe(false);
    const typed = shown!.toLowerCase().replaceAll('-', ' ');
    const created = await request(server(), 'POST', CREATE, { json: { ...SUPER_ADMIN, setup_code: typed } });
    expect(created.status, created.text).toBe(200);
    expect((await request(server(), 'GET', '/api/v2/server/setup')).body).toEqual({ setup_code_required: false });
    expect(server().context.setupCode.shown).toBeNull();
  });
});

describe.each(backends)('the first account of a server on loopback only ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_HOST: '127.0.0.1' });

  it('needs no code: whoever reaches it runs it', async () => {
    expect((await request(server(), 'GET', '/api/v2/server/setup')).body).toEqual({ setup_code_required: false });
    expect(server().context.setupCode.shown).toBeNull();
    expect((await request(server(), 'POST', CREATE, { json: SUPER_ADMIN })).status).toBe(200);
  });
});
