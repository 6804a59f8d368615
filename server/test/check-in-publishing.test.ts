import { hostPeerUpdateSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { checkIn, hostToken, registerHost, type RegisteredHost } from './support/host-client';
import { request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { sampleValue } from './support/prometheus-text';
import { useServer } from './support/server';

const METRICS_TOKEN = 'scrape-me-0123456789abcdef';
const NETID = 'routine';
/** Longer than the publisher's debounce and a round on a loaded machine: a round a change started has run by then. */
const ROUND_SETTLES_MS = 1500;
/** Older than STALE_CHECK_IN_SECONDS (an hour): a host this quiet gets no peers. */
const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 3_600_000).toISOString();

// 5,000 hosts check in every minute: a check-in that changes nothing the host is sent must not start
// a round of publishing (and the work of the host's whole network that comes with it).
describe.each(backends)('publishing after a check-in ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_METRICS_TOKEN: METRICS_TOKEN });
  const hosts: RegisteredHost[] = [];

  beforeAll(async () => {
    const token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: NETID, addressrange: '10.63.0.0/24' });
    const key = await defaultKeyToken(server(), token, NETID);
    for (const octet of [1, 2]) {
      const host = await registerHost(server().url, key, { endpointip: `198.51.100.${octet}` });
      await checkIn(server().url, host.credentials);
      hosts.push(host);
    }
  });

  /** Publishing rounds run so far, once no round is pending any more. */
  async function settledRounds(): Promise<number> {
    await new Promise((resolve) => setTimeout(resolve, ROUND_SETTLES_MS));
    const reply = await request(server(), 'GET', '/metrics', { token: METRICS_TOKEN });
    expect(reply.status, reply.text).toBe(200);
    return sampleValue(reply.text, 'netloom_peer_update_rounds_total') ?? 0;
  }

  async function peersPulled(host: RegisteredHost): Promise<number> {
    const token = await hostToken(server().url, host.credentials);
    const reply = await request(server(), 'GET', '/api/v1/host', { token });
    expect(reply.status, reply.text).toBe(200);
    return hostPeerUpdateSchema.parse(reply.body).host_peers.length;
  }

  it('starts no round for a routine check-in that changes nothing the host is sent', async () => {
    const before = await settledRounds();
    for (const host of hosts) await checkIn(server().url, host.credentials);
    expect(await settledRounds()).toBe(before);
  });

  it('still starts one for a check-in with a new endpoint', async () => {
    const before = await settledRounds();
    await checkIn(server().url, hosts[0].credentials, { endpointip: '198.51.100.77' });
    expect(await settledRounds()).toBeGreaterThan(before);
  });

  it('still starts one when a host that had gone quiet (and got no peers) checks in again', async () => {
    await server()
      .db.updateTable('hosts')
      .set({ last_check_in: TWO_HOURS_AGO() })
      .where('id', '=', hosts[1].host.id)
      .execute();
    expect(await peersPulled(hosts[1])).toBe(0);
    const before = await settledRounds();
    await checkIn(server().url, hosts[1].credentials);
    expect(await settledRounds()).toBeGreaterThan(before);
    expect(await peersPulled(hosts[1])).toBe(1);
  });
});
