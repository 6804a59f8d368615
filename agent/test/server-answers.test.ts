import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerApi, ServerRefusal, UnreadableAnswer } from '../src/server/server-api';

/** What the fake server answers each path with, as text, and with which status (200 unless set). */
const answers = new Map<string, string>();
const statuses = new Map<string, number>();

describe("the server's answers", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').replace(/\?.*$/, '');
      response.statusCode = statuses.get(path) ?? 200;
      response.setHeader('Content-Type', 'application/json');
      response.end(answers.get(path) ?? '{"Code":404,"Message":"not found","Response":null}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    answers.set('/api/hosts/adm/authenticate', '{"Code":200,"Message":"","Response":{"ID":"h1","AuthToken":"token"}}');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const api = () => new ServerApi(url, { id: 'h1', password: 'secret' });

  async function refusal(call: Promise<unknown>): Promise<string> {
    const error: unknown = await call.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UnreadableAnswer);
    return (error as UnreadableAnswer).problem;
  }

  it('refuses a pulled update over 10 MB before parsing it, and one that is not JSON', async () => {
    answers.set('/api/v1/host', `{"server":"${'x'.repeat(12 * 1024 * 1024)}"}`);
    expect(await refusal(api().pull())).toBe('it is larger than the 10 MB an update may have');
    answers.set('/api/v1/host', '{"server":');
    expect(await refusal(api().pull())).toBe('it is not JSON');
    answers.set('/api/v1/host', '{"server":"netloom"}');
    expect(await api().pull()).toEqual({ server: 'netloom' });
  });

  it('refuses a check-in answer, a login or a registration that does not fit the contract', async () => {
    answers.set(
      '/api/v1/fallback/host/h1',
      '{"Code":200,"Message":"","Response":{"host":null,"nodes":[],"actions":["REQ_PULL"]}}',
    );
    expect(await refusal(api().checkIn({}))).toMatch(/^it does not fit the contract \(Response\.host: /);
    answers.set('/api/hosts/adm/authenticate', '{"Code":200,"Message":"","Response":{"ID":"h1"}}');
    expect(await refusal(api().pull())).toMatch(/^it does not fit the contract \(Response\.AuthToken: /);
    answers.set('/api/v1/host/register/key', '{"requested_host":{},"nodes":[]}');
    expect(await refusal(new ServerApi(url).register('key', {}))).toMatch(
      /^it does not fit the contract \(requested_host\.id: /,
    );
  });

  it("quotes the message of the server's error envelope, and a body that is none as it is", async () => {
    const refused = async (call: Promise<unknown>) => {
      const error: unknown = await call.catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ServerRefusal);
      return (error as ServerRefusal).message;
    };
    answers.set('/api/hosts/adm/authenticate', '{"Code":200,"Message":"","Response":{"ID":"h1","AuthToken":"token"}}');
    statuses.set('/api/v1/host', 403);
    answers.set('/api/v1/host', '{"Code":403,"Message":"host h1 is disabled","Response":null}');
    expect(await refused(api().pull())).toBe('the server refused (403): host h1 is disabled');
    statuses.set('/api/v1/host', 502);
    answers.set('/api/v1/host', '{"Message":{"text":"not the envelope"}}');
    expect(await refused(api().pull())).toBe('the server refused (502): {"Message":{"text":"not the envelope"}}');
    answers.set('/api/v1/host', '<html>Bad Gateway</html>');
    expect(await refused(api().pull())).toBe('the server refused (502): <html>Bad Gateway</html>');
    statuses.delete('/api/v1/host');
  });
});
