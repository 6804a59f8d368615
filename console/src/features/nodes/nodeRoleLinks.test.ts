import { describe, expect, it } from 'vitest';
import type { ApiNode } from '@netloom/contract';
import { testHost, testNode } from '../gateways/gatewayTestData';
import { nodeViews } from './nodeFilters';
import { nodeRoleLinks } from './nodeRoleLinks';

const hosts = ['a', 'b', 'c', 'd'].map((id) => testHost(id, `host-${id}`));
/** A node not failed over unless `overrides` say so. */
const node = (id: string, overrides: Partial<ApiNode> = {}) => testNode(id, { failed_over_by: '', ...overrides });

describe('node role links', () => {
  it('says a plain node has no role', () => {
    const plain = node('a');
    expect(nodeRoleLinks(plain, nodeViews([plain], hosts))).toEqual([]);
  });

  it("lists a gateway's members, clients, ranges and users with the page that manages each", () => {
    const gateway = node('a', {
      isrelay: true,
      relaynodes: ['b'],
      isingressgateway: true,
      isegressgateway: true,
      egressgatewayranges: ['192.168.60.0/24'],
      isinternetgateway: true,
      is_fail_over: true,
    });
    const relayed = node('b', { relayedby: 'a', isrelayed: true });
    const user = node('c', { internetgw_node_id: 'a' });
    const client = node('00000000-0000-0000-0000-000000000000', {
      is_static: true,
      static_node: { clientid: 'laptop', ingressgatewayid: 'a', enabled: true },
    });
    const links = nodeRoleLinks(gateway, nodeViews([gateway, relayed, user, client], hosts));
    expect(links.map(({ kind, page }) => [kind, page])).toEqual([
      ['remote-access', 'gateways'],
      ['relay', 'gateways'],
      ['egress', 'egress'],
      ['internet-gateway', 'internet-gateways'],
      ['failover', 'nodes'],
    ]);
    expect(links[0].clients).toBe(1);
    expect(links[1].nodes).toEqual([{ id: 'b', name: 'host-b' }]);
    expect(links[2].ranges).toEqual(['192.168.60.0/24']);
    expect(links[3].nodes).toEqual([{ id: 'c', name: 'host-c' }]);
  });

  it('names the gateways a node goes through; an unknown one by its id', () => {
    const member = node('b', { relayedby: 'a', internetgw_node_id: 'd', failed_over_by: 'gone' });
    const views = nodeViews([member, node('a'), node('d')], hosts);
    expect(nodeRoleLinks(member, views)).toMatchObject([
      { kind: 'relayed', role: 'relay', page: 'gateways', nodes: [{ id: 'a', name: 'host-a' }] },
      {
        kind: 'internet-client',
        role: 'internet-gateway',
        page: 'internet-gateways',
        nodes: [{ id: 'd', name: 'host-d' }],
      },
      { kind: 'failed-over', role: 'failover', page: 'nodes', nodes: [{ id: 'gone', name: 'gone' }] },
    ]);
  });
});
