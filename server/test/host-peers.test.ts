import { beforeAll, describe, expect, it } from 'vitest';
import { peersOfHostInNetwork } from '../src/features/peers/host-peers';
import { createSuperAdmin } from './support/accounts';
import { createPolicy, setNodeTags, storeTag, tagPolicy } from './support/acl-fixtures';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode } from './support/gateway-network';
import { checkIn, type RegisteredHost } from './support/host-client';
import { request } from './support/http';
import { useServer } from './support/server';

const NETID = 'guarded';

// Access control decides who peers: the peer view of a real network follows its policies.
describe.each(backends)('peers under access control ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let hosts: RegisteredHost[];
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    hosts = await networkOfHosts(
      server(),
      token,
      { netid: NETID, addressrange: '10.44.0.0/24' },
      [1, 2, 3].map((octet) => ({ endpointip: `198.51.100.${octet}`, listenport: 51820 + octet })),
    );
    for (const host of hosts) await checkIn(server().url, host.credentials);
  });

  /** Public key -> whether the peer is kept (not marked remove), for host `index`'s node. */
  const peering = async (index: number) => {
    const peers = (await peersOfHostInNetwork(server().db, NETID, hosts[index].host.id)).get(onlyNode(hosts[index]).id);
    return Object.fromEntries((peers ?? []).map((peer) => [peer.publickey, !peer.remove]));
  };
  const key = (index: number) => hosts[index].host.publickey;

  it('lets every node peer while the default all-nodes policy is on', async () => {
    expect(await peering(0)).toEqual({ [key(1)]: true, [key(2)]: true });
  });

  it('keeps only the pairs a policy allows once all-nodes is off', async () => {
    const web = await storeTag(server(), NETID, 'web');
    const db = await storeTag(server(), NETID, 'db');
    await setNodeTags(server(), onlyNode(hosts[0]).id, [web]);
    await setNodeTags(server(), onlyNode(hosts[1]).id, [db]);
    await createPolicy(server(), token, NETID, tagPolicy('web-to-db', [web], [db]));
    const policies = await request(server(), 'GET', `/api/v1/acls?network=${NETID}`, { token });
    const allNodes = (policies.body as { Response: { id: string }[] }).Response.find(
      (policy) => policy.id === `${NETID}.all-nodes`,
    );
    const off = await request(server(), 'PUT', `/api/v1/acls?network=${NETID}`, {
      token,
      json: { ...allNodes, enabled: false },
    });
    expect(off.status, off.text).toBe(200);
    expect(await peering(0)).toEqual({ [key(1)]: true, [key(2)]: false });
    expect(await peering(2)).toEqual({ [key(0)]: false, [key(1)]: false });
  });
});
