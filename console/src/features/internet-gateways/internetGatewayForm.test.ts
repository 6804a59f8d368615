import type { ApiHost, ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import type { NodeView } from '../nodes/nodeFilters';
import {
  clientCandidates,
  clientsOf,
  connectedHosts,
  internetGatewayFormOf,
  internetGateways,
} from './internetGatewayForm';

function view(id: string, node: Partial<ApiNode> = {}, host: Partial<ApiHost> = {}, isClient = false): NodeView {
  return {
    key: id,
    name: `host-${id}`,
    host: { isdefault: false, ...host } as ApiHost,
    client: isClient ? { clientid: id } : null,
    gatewayId: '',
    gatewayName: '',
    searchText: '',
    node: {
      id,
      isinternetgateway: false,
      internetgw_node_id: '',
      relayedby: '',
      is_fail_over: false,
      ...node,
    } as ApiNode,
  };
}

const gateway = view('gw', { isinternetgateway: true });
const other = view('gw2', { isinternetgateway: true });
const views = [
  gateway,
  other,
  view('a', { internetgw_node_id: 'gw' }),
  view('b', { internetgw_node_id: 'gw2' }),
  view('c'),
  view('relayed', { relayedby: 'r' }),
  view('failover', { is_fail_over: true }),
  view('default', {}, { isdefault: true }),
  view('phone', {}, {}, true),
  view('nil', { internetgw_node_id: '00000000-0000-0000-0000-000000000000' }),
];
const ids = (list: readonly NodeView[]) => list.map((item) => item.key);

describe('internet gateways', () => {
  it('lists the gateways and the hosts connected to each', () => {
    expect(ids(internetGateways(views))).toEqual(['gw', 'gw2']);
    expect(ids(clientsOf(gateway, views))).toEqual(['a']);
    expect(connectedHosts([gateway, other], views).map(({ view: host, gateway: by }) => [host.key, by.key])).toEqual([
      ['a', 'gw'],
      ['b', 'gw2'],
    ]);
  });

  it("offers hosts that may use the gateway: not itself, other gateways, other gateways' hosts, relayed, failover or default hosts", () => {
    expect(ids(clientCandidates(views, 'gw'))).toEqual(['a', 'c', 'nil']);
    expect(ids(clientCandidates(views, null))).toEqual(['c', 'nil']);
  });

  it('fills the update form with the connected hosts, the create form with nothing', () => {
    expect(internetGatewayFormOf(gateway, views)).toEqual({ nodeKey: 'gw', clientIds: ['a'] });
    expect(internetGatewayFormOf(undefined, views)).toEqual({ nodeKey: null, clientIds: [] });
  });
});
