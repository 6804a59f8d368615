import type { ApiHost, ApiNode, NodeStatus } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { addressOrder, filterNodes, nodeViews, pageOf, sortNodes } from './nodeFilters';

const NIL = '00000000-0000-0000-0000-000000000000';

function node(id: string, overrides: Partial<ApiNode> = {}): ApiNode {
  return {
    id,
    hostid: `host-${id}`,
    address: '',
    address6: '',
    relayedby: '',
    isrelay: false,
    isrelayed: false,
    isingressgateway: false,
    isinternetgateway: false,
    is_static: false,
    is_user_node: false,
    static_node: null,
    status: 'online' as NodeStatus,
    ...overrides,
  } as ApiNode;
}
const host = (id: string, name: string, extra: Partial<ApiHost> = {}) =>
  ({ id: `host-${id}`, name, endpointip: '', endpointipv6: '', publickey: '', ...extra }) as ApiHost;

const nodes = [
  node('1', { address: '10.0.0.10/24', status: 'error' }),
  node('2', { address: '10.0.0.2/24', isrelay: true }),
  node('3', { address: '10.0.0.3/24', relayedby: '2', status: 'disconnected' }),
];
const hosts = [
  host('1', 'node-10', { publickey: 'KEYabc=' }),
  host('2', 'node-2', { endpointip: '203.0.113.7' }),
  host('3', 'node-3'),
];
const views = nodeViews(nodes, hosts);
const all = { search: '', kind: 'netclient', gateway: 'all', health: 'all' } as const;
const names = (list: { name: string }[]) => list.map((view) => view.name);

describe('the nodes table', () => {
  it('names nodes by host and gateways by the relay host', () => {
    expect(views.find((view) => view.name === 'node-3')?.gatewayName).toBe('node-2');
    expect(nodeViews([node('9')], [])[0].name).toBe('9');
  });

  it('searches names, addresses, ids, endpoints and public keys, case-insensitively', () => {
    expect(names(filterNodes(views, { ...all, search: 'NODE-1' }))).toEqual(['node-10']);
    expect(names(filterNodes(views, { ...all, search: '10.0.0.3' }))).toEqual(['node-3']);
    expect(names(filterNodes(views, { ...all, search: '203.0.113' }))).toEqual(['node-2']);
    expect(names(filterNodes(views, { ...all, search: 'keyabc' }))).toEqual(['node-10']);
  });

  it('filters gateways, nodes behind one, and health', () => {
    expect(names(filterNodes(views, { ...all, gateway: 'gateways' }))).toEqual(['node-2']);
    expect(names(filterNodes(views, { ...all, gateway: 'has-gateway' }))).toEqual(['node-3']);
    expect(names(filterNodes(views, { ...all, health: 'error' }))).toEqual(['node-10']);
  });

  it('sorts names naturally, addresses numerically and status worst first', () => {
    expect(names(sortNodes(views, { key: 'name', descending: false }))).toEqual(['node-2', 'node-3', 'node-10']);
    expect(names(sortNodes(views, { key: 'address', descending: true }))).toEqual(['node-10', 'node-3', 'node-2']);
    expect(names(sortNodes(views, { key: 'status', descending: false }))).toEqual(['node-10', 'node-3', 'node-2']);
    expect(addressOrder('')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives views in natural name order, which sorts by status or address keep among equals', () => {
    expect(names(views)).toEqual(['node-2', 'node-3', 'node-10']);
    const same = nodeViews(
      [node('a', { address: '10.0.0.9/24' }), node('b', { address: '10.0.0.9/24' }), node('c', { status: 'error' })],
      [host('a', 'web-10'), host('b', 'web-9'), host('c', 'db')],
    );
    expect(names(same)).toEqual(['db', 'web-9', 'web-10']);
    expect(names(sortNodes(same, { key: 'status', descending: false }))).toEqual(['db', 'web-9', 'web-10']);
    expect(names(sortNodes(same, { key: 'address', descending: false }))).toEqual(['web-9', 'web-10', 'db']);
    expect(names(sortNodes(same, { key: 'status', descending: true }))).toEqual(['web-10', 'web-9', 'db']);
  });

  it('lists config files apart, each by its client id, behind its remote-access gateway', () => {
    const client = (clientid: string, enabled: boolean) =>
      node(NIL, {
        hostid: '',
        is_static: true,
        address: `10.0.0.${clientid.length}/24`,
        static_node: {
          clientid,
          enabled,
          ingressgatewayid: '2',
          extraallowedips: ['192.168.7.0/24'],
          publickey: 'PUB',
        },
      });
    const user = node(NIL, { is_static: true, is_user_node: true, static_node: { clientid: 'laptop-of-ann' } });
    const mixed = nodeViews([...nodes, client('phone-one', true), client('tablet-two', false), user], hosts);
    const configFiles = filterNodes(mixed, { ...all, kind: 'config-files' });
    expect(names(configFiles)).toEqual(['phone-one', 'tablet-two']);
    expect(configFiles.map((view) => view.key)).toEqual(['phone-one', 'tablet-two']);
    expect(new Set(mixed.map((view) => view.key)).size).toBe(mixed.length);
    expect(configFiles[1].client?.enabled).toBe(false);
    expect(configFiles[0].gatewayName).toBe('node-2');
    expect(names(filterNodes(mixed, all))).toEqual(['node-2', 'node-3', 'node-10']);
    expect(names(filterNodes(mixed, { ...all, kind: 'config-files', search: 'TABLET' }))).toEqual(['tablet-two']);
    expect(names(filterNodes(mixed, { ...all, kind: 'config-files', gateway: 'has-gateway' }))).toHaveLength(2);
  });

  it('treats the nil uuid as no relay', () => {
    const [view] = nodeViews([node('5', { relayedby: NIL })], hosts);
    expect(view.gatewayId).toBe('');
    expect(filterNodes([view], { ...all, gateway: 'has-gateway' })).toEqual([]);
  });

  it('pages 50 rows at a time through 10,000 nodes', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      node(String(index), { address: `10.1.${index >> 8}.${index & 255}/16` }),
    );
    const manyViews = nodeViews(many, []);
    const sorted = sortNodes(filterNodes(manyViews, { ...all, search: '10.1.3' }), {
      key: 'address',
      descending: false,
    });
    expect(pageOf(sorted, 1)[0].node.address).toBe('10.1.3.0/16');
    expect(pageOf(sorted, 2)).toHaveLength(50);
    expect(pageOf(manyViews, 200)).toHaveLength(50);
    expect(pageOf(manyViews, 201)).toHaveLength(0);
  });
});
