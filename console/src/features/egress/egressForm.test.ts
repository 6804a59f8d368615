import { problem, type ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { networkRangesOf, type NodeView } from '../nodes/nodeFilters';
import {
  egressFormOf,
  egressGateways,
  externalRoutes,
  newEgressForm,
  rangeProblem,
  rangeRow,
  toEgressRequest,
} from './egressForm';

const NETWORK = ['10.20.0.0/24', 'fd20::/64'];
const rows = (...cidrs: string[]) => cidrs.map((cidr) => rangeRow(cidr));
const problems = (...cidrs: string[]) => {
  const list = rows(...cidrs);
  return list.map((_, index) => rangeProblem(list, index, NETWORK));
};

function view(key: string, node: Partial<ApiNode>, client: NodeView['client'] = null): NodeView {
  return {
    key,
    name: `host-${key}`,
    host: undefined,
    client,
    gatewayId: '',
    gatewayName: '',
    searchText: '',
    node: {
      id: key,
      networkrange: '10.20.0.0/24',
      networkrange6: '',
      isegressgateway: false,
      egressgatewayranges: null,
      egressgatewaynatenabled: false,
      ...node,
    } as ApiNode,
  };
}

describe('the egress form', () => {
  it('starts with NAT on and one empty range, or with the gateway it updates', () => {
    const created = newEgressForm();
    expect(created).toMatchObject({ nodeKey: null, natEnabled: true, ranges: [{ cidr: '' }] });
    const updated = egressFormOf(
      view('a', { isegressgateway: true, egressgatewayranges: ['192.168.1.0/24', 'fd99::/48'] }),
    );
    expect(updated).toMatchObject({ nodeKey: 'a', natEnabled: false });
    expect(updated.ranges.map((row) => row.cidr)).toEqual(['192.168.1.0/24', 'fd99::/48']);
    expect(new Set(updated.ranges.map((row) => row.id)).size).toBe(2);
  });

  it('accepts IPv4 and IPv6 ranges outside the network', () => {
    expect(problems('192.168.1.0/24', ' fd99::/48 ')).toEqual([null, null]);
  });

  it('names an empty row, a range that is not a CIDR, and one inside the network', () => {
    const [empty, invalid, inside, inside6] = problems('  ', '192.168.1.0', '10.20.0.128/25', 'fd20::/80');
    expect(empty).toEqual({ key: 'required' });
    expect(invalid).toEqual({ problem: problem('egressRangeInvalid', { range: '192.168.1.0' }, 'ranges') });
    expect(inside).toEqual({
      problem: problem(
        'egressRangeOverlapsNetwork',
        { range: '10.20.0.128/25', networkRange: '10.20.0.0/24' },
        'ranges',
      ),
    });
    expect(inside6).toEqual({
      problem: problem('egressRangeOverlapsNetwork', { range: 'fd20::/80', networkRange: 'fd20::/64' }, 'ranges'),
    });
  });

  it('refuses the whole internet and a range listed twice, even written differently', () => {
    expect(problems('0.0.0.0/0', '::/0')).toEqual([{ key: 'internet' }, { key: 'internet' }]);
    expect(problems('192.168.1.0/24', '192.168.1.77/24')).toEqual([null, { key: 'duplicate' }]);
  });

  it('sends the ranges with their network address and NAT as yes or no', () => {
    const values = { nodeKey: 'a', natEnabled: false, ranges: rows('192.168.1.9/24', 'fd99::1/48') };
    expect(toEgressRequest(values, NETWORK)).toEqual({ ranges: ['192.168.1.0/24', 'fd99::/48'], natenabled: 'no' });
    expect(toEgressRequest({ ...values, natEnabled: true }, NETWORK).natenabled).toBe('yes');
  });

  it("checks against the network's own ranges", () => {
    expect(networkRangesOf(view('a', { networkrange6: 'fd20::/64' }))).toEqual(NETWORK);
    expect(networkRangesOf(view('a', {}))).toEqual(['10.20.0.0/24']);
  });

  it('lists egress gateways and one external route per range', () => {
    const gateway = view('a', { isegressgateway: true, egressgatewayranges: ['192.168.1.0/24', '172.16.0.0/12'] });
    const client = view('phone', { isegressgateway: true }, { clientid: 'phone' });
    const gateways = egressGateways([gateway, view('b', {}), client]);
    expect(gateways).toEqual([gateway]);
    expect(externalRoutes(gateways).map((route) => [route.range, route.gateway.name])).toEqual([
      ['192.168.1.0/24', 'host-a'],
      ['172.16.0.0/12', 'host-a'],
    ]);
  });
});
