import { apiNodeSchema, egressRoutesSchema, envelopeSchema, type ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { addAccount } from './support/accounts';
import { backends } from './support/backends';
import { storeExtClient, useNetworkOfHosts } from './support/gateway-network';
import { errorBody, request } from './support/http';
import type { TestServer } from './support/server';

const NETID = 'egressnet';
const CIDR_MESSAGE = (range: string) => `egress range ${range} must be an IPv4 or IPv6 CIDR, e.g. 192.168.1.0/24`;

function createEgress(server: TestServer, token: string, node: ApiNode, json: unknown) {
  return request(server, 'POST', `/api/nodes/${node.network}/${node.id}/creategateway`, { token, json });
}

describe.each(backends)('egress gateways ($name)', (backend) => {
  const net = useNetworkOfHosts(backend, { netid: NETID, addressrange: '10.140.0.0/24', addressrange6: 'fd14::/64' }, [
    {},
    {},
    { os: 'windows' },
    { firewallinuse: 'none' },
    { firewallinuse: '' },
  ]);
  const { server } = net;
  const routes = async (caller = net.token) => {
    const reply = await request(server(), 'GET', `/api/networks/${NETID}/egress_routes`, { token: caller });
    expect(reply.status, reply.text).toBe(200);
    return envelopeSchema(egressRoutesSchema).parse(reply.body);
  };

  it('routes outside ranges through a node: normalised, without duplicates or internet ranges, NAT on', async () => {
    const reply = await createEgress(server(), net.token, net.nodes[0], {
      ranges: ['192.168.50.7/24', '192.168.50.0/24', '0.0.0.0/0', '::/0', 'fd20::/48'],
    });
    expect(reply.status, reply.text).toBe(200);
    const node = apiNodeSchema.strict().parse(reply.body);
    expect(node).toMatchObject({
      id: net.nodes[0].id,
      isegressgateway: true,
      egressgatewayranges: ['192.168.50.0/24', 'fd20::/48'],
      egressgatewaynatenabled: true,
    });
    expect(await net.listed(0)).toEqual(node);
  });

  it('turns NAT off when asked', async () => {
    const reply = await createEgress(server(), net.token, net.nodes[1], {
      ranges: ['172.20.0.0/16'],
      natenabled: 'no',
    });
    expect(reply.body).toMatchObject({ isegressgateway: true, egressgatewaynatenabled: false });
  });

  it('refuses bad ranges with a message per range, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ranges: ['192.168.60.0', 'lan'] }, [CIDR_MESSAGE('192.168.60.0'), CIDR_MESSAGE('lan')].join('\n')],
      [
        { ranges: ['10.140.0.0/16', 'fd14::1/128'] },
        [
          "egress range 10.140.0.0/16 overlaps the network's own range 10.140.0.0/24",
          "egress range fd14::1/128 overlaps the network's own range fd14::/64",
        ].join('\n'),
      ],
      [
        { ranges: ['0.0.0.0/0'] },
        'enter at least one range for the egress gateway (0.0.0.0/0 and ::/0 are routed by internet gateways)',
      ],
      [
        { ranges: null },
        'enter at least one range for the egress gateway (0.0.0.0/0 and ::/0 are routed by internet gateways)',
      ],
      [{ ranges: ['192.168.60.0/24'], natenabled: 'maybe' }, 'natenabled: expected one of "yes", "no"'],
      [{}, 'ranges is required'],
    ];
    for (const [json, message] of cases) {
      expect((await createEgress(server(), net.token, net.nodes[0], json)).body).toEqual(errorBody(400, message));
    }
    expect(await net.listed(0)).toMatchObject({ egressgatewayranges: ['192.168.50.0/24', 'fd20::/48'] });
  });

  it('needs a Linux host with a firewall', async () => {
    const json = { ranges: ['192.168.70.0/24'] };
    expect((await createEgress(server(), net.token, net.nodes[2], json)).body).toEqual(
      errorBody(400, 'only linux nodes can be egress gateways'),
    );
    for (const index of [3, 4]) {
      expect((await createEgress(server(), net.token, net.nodes[index], json)).body).toEqual(
        errorBody(
          400,
          `host ${net.hosts[index].host.name} has no firewall; install iptables or nftables on it to make it an egress gateway`,
        ),
      );
    }
  });

  it('replaces the ranges and NAT of an egress gateway at once: it never shows without its role', async () => {
    const sets = [['192.168.80.0/24'], ['192.168.81.0/24', '192.168.82.0/24']];
    let stop = false;
    const seen: string[][] = [];
    const watcher = (async () => {
      while (!stop) seen.push((await routes()).Response[net.nodes[1].id]);
    })();
    for (let round = 0; round < 10; round++) {
      const ranges = sets[round % 2];
      const reply = await createEgress(server(), net.token, net.nodes[1], {
        ranges,
        natenabled: round % 2 ? 'no' : 'yes',
      });
      expect(reply.body).toMatchObject({ egressgatewayranges: ranges, egressgatewaynatenabled: round % 2 === 0 });
    }
    stop = true;
    await watcher;
    expect(seen.length).toBeGreaterThan(0);
    for (const ranges of seen) expect([['172.20.0.0/16'], ...sets]).toContainEqual(ranges);
    expect(await net.listed(1)).toMatchObject({ isegressgateway: true, egressgatewayranges: sets[1] });
  });

  it('lists the egress routes of the network: gateways and external clients with extra ranges', async () => {
    await server().db.updateTable('nodes').set({ isingressgateway: 1 }).where('id', '=', net.nodes[0].id).execute();
    await storeExtClient(server(), {
      clientid: 'laptop',
      network: NETID,
      gateway: net.nodes[0].id,
      address: '10.140.0.254',
      extraallowedips: JSON.stringify(['192.168.90.0/24']),
    });
    await storeExtClient(server(), {
      clientid: 'phone',
      network: NETID,
      gateway: net.nodes[0].id,
      address: '10.140.0.253',
    });
    const reply = await routes();
    expect(reply).toEqual({
      Code: 200,
      Message: 'fetched network egress routes',
      Response: {
        [net.nodes[0].id]: ['192.168.50.0/24', 'fd20::/48'],
        [net.nodes[1].id]: ['192.168.81.0/24', '192.168.82.0/24'],
        laptop: ['192.168.90.0/24'],
      },
    });
  });

  it('stops routing the ranges when the egress gateway is deleted', async () => {
    const reply = await request(server(), 'DELETE', `/api/nodes/${NETID}/${net.nodes[1].id}/deletegateway`, {
      token: net.token,
    });
    expect(reply.status).toBe(200);
    expect(apiNodeSchema.strict().parse(reply.body)).toMatchObject({
      isegressgateway: false,
      egressgatewayranges: [],
      egressgatewaynatenabled: false,
    });
    expect(Object.keys((await routes()).Response)).not.toContain(net.nodes[1].id);
  });

  it('answers 404 for an unknown node or network', async () => {
    const node = await createEgress(
      server(),
      net.token,
      { ...net.nodes[0], id: 'ghost' },
      { ranges: ['192.168.1.0/24'] },
    );
    expect(node.body).toEqual(errorBody(404, `node ghost not found in network ${NETID}`));
    const network = await request(server(), 'GET', '/api/networks/ghostnet/egress_routes', { token: net.token });
    expect(network.body).toEqual(errorBody(404, 'network ghostnet not found'));
  });

  it('lets members read the egress routes and only admins of the network change gateways', async () => {
    const loner = await addAccount(server(), 'egress-loner', 'platform-user');
    const member = await addAccount(server(), 'egress-member', 'platform-user', [`${NETID}-network-user-grp`]);
    expect((await routes(member)).Response).toHaveProperty(net.nodes[0].id);
    const hidden = await request(server(), 'GET', `/api/networks/${NETID}/egress_routes`, { token: loner });
    expect(hidden.body).toEqual(errorBody(403, `only members of network ${NETID} can list its egress routes`));
    const message = `only admins and admins of network ${NETID} can manage its egress gateways`;
    for (const caller of [loner, member]) {
      const create = await createEgress(server(), caller, net.nodes[1], { ranges: ['192.168.1.0/24'] });
      expect(create.body).toEqual(errorBody(403, message));
      const remove = await request(server(), 'DELETE', `/api/nodes/${NETID}/${net.nodes[0].id}/deletegateway`, {
        token: caller,
      });
      expect(remove.body).toEqual(errorBody(403, message));
    }
    expect((await net.listed(0)).isegressgateway).toBe(true);
  });
});
