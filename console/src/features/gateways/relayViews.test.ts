import { describe, expect, it } from 'vitest';
import { hostNodeViews, nodeViews } from '../nodes/nodeFilters';
import { testHost, testNode } from './gatewayTestData';
import { relayedHosts, relayHostCandidates, relayMemberCandidates, relays } from './relayViews';

const nodes = [
  testNode('relay', { isrelay: true, relaynodes: ['member'] }),
  testNode('member', { relayedby: 'relay', isrelayed: true }),
  testNode('other-relay', { isrelay: true }),
  testNode('free'),
  testNode('gateway', { isingressgateway: true }),
  testNode('inet', { isinternetgateway: true }),
  testNode('inet-client', { internetgw_node_id: 'inet' }),
  testNode('failover', { is_fail_over: true }),
  testNode('egress', { isegressgateway: true }),
];
const views = hostNodeViews(
  nodeViews(
    nodes,
    nodes.map((node) => testHost(node.id, node.id)),
  ),
);
const ids = (list: { node: { id: string } }[]) => list.map(({ node }) => node.id).sort();

describe('relays', () => {
  it('lists relays and the hosts each relays', () => {
    expect(ids(relays(views))).toEqual(['other-relay', 'relay']);
    expect(ids(relayedHosts(views, 'relay'))).toEqual(['member']);
    expect(relayedHosts(views, 'other-relay')).toEqual([]);
  });

  it('offers as new relays only hosts that neither relay nor are relayed', () => {
    expect(ids(relayHostCandidates(views))).toEqual(
      ['egress', 'failover', 'free', 'gateway', 'inet', 'inet-client'].sort(),
    );
  });

  it('offers as members its own members and free hosts, never itself, relays, gateways or failover hosts', () => {
    expect(ids(relayMemberCandidates(views, 'relay'))).toEqual(['egress', 'free', 'member']);
    expect(ids(relayMemberCandidates(views, 'other-relay'))).toEqual(['egress', 'free']);
    expect(ids(relayMemberCandidates(views, 'free'))).toEqual(['egress']);
  });
});
