import type { ApiHost, ApiNode, NodeStatus } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { kindOf, nodeViews, viewOfRow } from './nodeFilters';

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
const names = (list: { name: string }[]) => list.map((view) => view.name);

describe('the nodes table', () => {
  it('names nodes by host and gateways by the relay host', () => {
    expect(views.find((view) => view.name === 'node-3')?.gatewayName).toBe('node-2');
    expect(nodeViews([node('9')], [])[0].name).toBe('9');
  });

  it('gives views in natural name order', () => {
    expect(names(views)).toEqual(['node-2', 'node-3', 'node-10']);
    const same = nodeViews(
      [node('a'), node('b'), node('c')],
      [host('a', 'web-10'), host('b', 'web-9'), host('c', 'db')],
    );
    expect(names(same)).toEqual(['db', 'web-9', 'web-10']);
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
    const configFiles = mixed.filter((view) => kindOf(view.node) === 'config-files');
    expect(names(configFiles)).toEqual(['phone-one', 'tablet-two']);
    expect(configFiles.map((view) => view.key)).toEqual(['phone-one', 'tablet-two']);
    expect(new Set(mixed.map((view) => view.key)).size).toBe(mixed.length);
    expect(configFiles[1].client?.enabled).toBe(false);
    expect(configFiles[0].gatewayName).toBe('node-2');
    expect(kindOf(user)).toBeNull();
  });

  it('treats the nil uuid as no relay', () => {
    const [view] = nodeViews([node('5', { relayedby: NIL })], hosts);
    expect(view.gatewayId).toBe('');
  });

  it('turns a row of the paged node list into the same view each time it is shown', () => {
    const row = { key: '3', name: 'node-3', gateway_id: '2', gateway_name: 'node-2', node: nodes[2], host: hosts[2] };
    const view = viewOfRow(row);
    expect(view).toMatchObject({ key: '3', name: 'node-3', gatewayId: '2', gatewayName: 'node-2', client: null });
    expect(view.host).toBe(hosts[2]);
    expect(viewOfRow(row)).toBe(view);
  });
});
