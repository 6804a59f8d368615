import { serverConfigSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_NOT_BUILT } from '../src/http/console-site';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';
import { readStatus, untilBrokerConnected } from './support/status';

describe.each(backends)('server endpoints ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_API_HOST: 'https://netloom.example.com' });
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
  });

  it('reports its status publicly', async () => {
    await untilBrokerConnected(server());
    expect(await readStatus(server())).toEqual({
      db_connected: true,
      broker_connected: true,
      is_broker_conn_open: true,
      license_error: '',
      is_pro: true,
      trial_end_date: '0001-01-01T00:00:00Z',
      is_on_trial_license: false,
      deployment_mode: 'self-hosted',
      version: '0.90.0',
    });
  });

  it('answers the health check in plain text', async () => {
    const reply = await request(server(), 'GET', '/api/server/health');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.text).toBe('Server is up and running!!');
  });

  it('gives its configuration to signed-in users, without secrets', async () => {
    const reply = await request(server(), 'GET', '/api/server/getconfig', { token });
    expect(reply.status).toBe(200);
    const config = serverConfigSchema.parse(reply.body);
    expect(config).toMatchObject({
      Version: '0.90.0',
      IsEE: 'yes',
      NetworksLimit: 0,
      APIHost: 'https://netloom.example.com',
      NetmakerTenantID: '',
      CoreDNSAddr: '',
      DeployedByOperator: false,
      ClientID: '',
      MasterKey: '(hidden)',
    });
    const secret = await server()
      .db.selectFrom('settings')
      .select('value')
      .where('key', '=', 'jwt_secret')
      .executeTakeFirstOrThrow();
    expect(reply.text).not.toContain(secret.value);
  });

  it('refuses its configuration without a token', async () => {
    const reply = await request(server(), 'GET', '/api/server/getconfig');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(
      errorBody(401, 'authorization required: send the header "Authorization: Bearer <token>"'),
    );
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const reply = await request(server(), 'GET', '/api/xyz?x=1');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body).toEqual(errorBody(404, 'no route for GET /api/xyz'));
  });

  it('answers an unknown deeper API path with a 404 envelope', async () => {
    const reply = await request(server(), 'DELETE', '/api/networks/a/b/c');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'no route for DELETE /api/networks/a/b/c'));
  });

  it('answers a known path with the wrong method with a 405 envelope', async () => {
    const reply = await request(server(), 'DELETE', '/api/server/status');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET');
    expect(reply.body).toEqual(errorBody(405, 'method DELETE is not allowed on /api/server/status; use GET'));
  });

  it('answers PATCH on a path with parameters with a 405 envelope', async () => {
    const reply = await request(server(), 'PATCH', '/api/networks/net1', { json: {} });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, PUT, DELETE');
    expect(reply.body).toEqual(
      errorBody(405, 'method PATCH is not allowed on /api/networks/net1; use GET or PUT or DELETE'),
    );
  });

  it('answers a non-GET request outside the API with a 404 envelope', async () => {
    const reply = await request(server(), 'POST', '/networks', { json: {} });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'no route for POST /networks'));
  });

  it('says the console is not built when its folder is missing', async () => {
    const reply = await request(server(), 'GET', '/');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.text).toBe(CONSOLE_NOT_BUILT);
  });

  it('answers CORS preflights with the headers the console sends', async () => {
    const reply = await request(server(), 'OPTIONS', '/api/users/adm/authenticate', {
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,from-ui,authorization',
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = reply.headers
      .get('access-control-allow-headers')
      ?.split(',')
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'from-ui', 'x-requested-with', 'x-application-name']),
    );
    expect(reply.headers.get('access-control-allow-methods')).toBe('GET, PUT, POST, DELETE');
  });

  it('lets browsers read error responses across origins', async () => {
    const reply = await request(server(), 'GET', '/api/networks', { headers: { Origin: 'http://localhost:5173' } });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });
});
