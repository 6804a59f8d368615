import { describe, expect, it } from 'vitest';
import { hostNodeViews, isBehindNat, nodeAddresses, nodeViews } from '../nodes/nodeFilters';
import {
  clientAddresses,
  clientsOfGateway,
  clientViews,
  filterClients,
  gatewayEndpoints,
  searchNodes,
} from './gatewayViews';
import { testClient, testHost, testNode } from './gatewayTestData';

const nodes = [
  testNode('gw', { isingressgateway: true, address: '10.9.0.1/24', additional_rag_ips: ['198.51.100.9'] }),
  testNode('node-10', { address: '10.9.0.10/24' }),
  testNode('node-2', { relayedby: 'gw' }),
  testNode('00000000-0000-0000-0000-000000000000', { is_static: true }),
];
const hosts = [
  testHost('gw', 'gateway-a', { endpointip: '203.0.113.1', endpointipv6: '2001:db8::1' }),
  testHost('node-10', 'mac-10', { os: 'darwin', nat_type: 'symmetric' }),
  testHost('node-2', 'node-2'),
];
const views = hostNodeViews(nodeViews(nodes, hosts));

describe('the gateways page views', () => {
  it('lists host nodes by natural name and leaves out external clients listed as static nodes', () => {
    expect(views.map((view) => view.name)).toEqual(['gateway-a', 'mac-10', 'node-2']);
  });

  it('searches names, addresses and endpoints', () => {
    expect(searchNodes(views, ' MAC ').map((view) => view.name)).toEqual(['mac-10']);
    expect(searchNodes(views, '203.0.113.1').map((view) => view.name)).toEqual(['gateway-a']);
    expect(searchNodes(views, '')).toHaveLength(3);
  });

  it('shows a node with its endpoints and extra gateway addresses, and offers them as config endpoints', () => {
    const [gateway] = views;
    expect(nodeAddresses(gateway)).toEqual(['10.9.0.1/24', '203.0.113.1', '2001:db8::1', '198.51.100.9']);
    expect(gatewayEndpoints(gateway)).toEqual(['203.0.113.1', '2001:db8::1', '198.51.100.9']);
    expect(gatewayEndpoints(views[2])).toEqual([]);
  });

  it('warns about NAT only when the host detected one', () => {
    expect(isBehindNat(testHost('a', 'a', { nat_type: 'symmetric' }))).toBe(true);
    expect(isBehindNat(testHost('a', 'a', { nat_type: 'public' }))).toBe(false);
    expect(isBehindNat(testHost('a', 'a', { nat_type: '' }))).toBe(false);
    expect(isBehindNat(undefined)).toBe(false);
  });

  it('names each client’s gateway and filters clients by gateway and search', () => {
    const clients = clientViews(
      [
        testClient('phone-b', { ingressgatewayid: 'gw', extraallowedips: ['192.168.7.0/24'] }),
        testClient('laptop-a', { ingressgatewayid: 'gw', ownerid: 'alice' }),
        testClient('tablet', { ingressgatewayid: 'other' }),
      ],
      views,
    );
    expect(clients.map(({ client, gatewayName }) => [client.clientid, gatewayName])).toEqual([
      ['laptop-a', 'gateway-a'],
      ['phone-b', 'gateway-a'],
      ['tablet', 'other'],
    ]);
    expect(clientAddresses(clients[1].client)).toEqual(['10.9.0.254', '192.168.7.0/24']);
    expect(filterClients(clients, null, 'ALICE').map(({ client }) => client.clientid)).toEqual(['laptop-a']);
    expect(filterClients(clients, null, '192.168.7').map(({ client }) => client.clientid)).toEqual(['phone-b']);
    expect(clientsOfGateway(clients, 'gw').map(({ client }) => client.clientid)).toEqual(['laptop-a', 'phone-b']);
    expect(filterClients(clients, 'gw', 'tablet')).toEqual([]);
  });
});
