import { apiNodeSchema, DEFAULT_NODE_STATUS_THRESHOLDS, NIL_UUID, type ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { apiNodesJsonChunks, toApiNode, type NodeListing } from '../src/features/node-records/return-node';
import { NO_ROLES, type NodeView } from '../src/store/node-repository';

const NOW_MS = Date.UTC(2026, 10, 22, 12);
const LISTING: NodeListing = {
  serverName: 'netloom "main"',
  thresholds: DEFAULT_NODE_STATUS_THRESHOLDS,
  nowMs: NOW_MS,
};

function view(index: number, fields: Partial<NodeView> = {}): NodeView {
  return {
    id: `node-${String(index).padStart(4, '0')}`,
    host_id: `host-${index}`,
    network: 'office',
    address: `10.1.${index >> 8}.${index & 255}`,
    address6: null,
    localaddress: '',
    connected: 1,
    pendingdelete: 0,
    dnson: 1,
    metadata: 'rack "B"\\shelf\n2',
    tags: '{"office.web":{}}',
    relayedby: '',
    expires_at: null,
    updated_at: '2026-11-22T11:00:00.000Z',
    last_check_in: '2026-11-22T11:59:00.000Z',
    ...NO_ROLES,
    addressrange: '10.1.0.0/16',
    addressrange6: '',
    relaynodes: [],
    inet_node_client_ids: [],
    connectivity: null,
    ...fields,
  };
}

describe('ApiNode JSON', () => {
  it('writes every ApiNode field and nothing else, escaping free text', () => {
    const node = toApiNode(view(3), LISTING);
    expect(apiNodeSchema.strict().parse(node)).toEqual(node);
    expect(node).toMatchObject({
      id: 'node-0003',
      hostid: 'host-3',
      address: '10.1.0.3/16',
      address6: '',
      networkrange: '10.1.0.0/16',
      lastmodified: Date.UTC(2026, 10, 22, 11) / 1000,
      lastcheckin: Date.UTC(2026, 10, 22, 11, 59) / 1000,
      expdatetime: 0,
      server: 'netloom "main"',
      metadata: 'rack "B"\\shelf\n2',
      connected: true,
      dnson: true,
      status: 'online',
      status_reason: 'checked-in',
      tags: { 'office.web': {} },
    });
  });

  it('gives a node without roles the role fields of no role', () => {
    expect(toApiNode(view(1), LISTING)).toMatchObject({
      isrelay: false,
      relaynodes: [],
      isingressgateway: false,
      ingressdns: '',
      isegressgateway: false,
      egressgatewayranges: [],
      isinternetgateway: false,
      inet_node_req: { inet_node_client_ids: [] },
      internetgw_node_id: '',
      is_fail_over: false,
      failed_over_by: NIL_UUID,
      fail_over_peers: {},
    });
  });

  it('writes the roles and members of a gateway', () => {
    const gateway = view(2, {
      isrelay: 1,
      relaynodes: ['node-0005', 'node-0006'],
      isegressgateway: 1,
      egressgatewayranges: '["192.168.10.0/24"]',
      egressgatewaynatenabled: 1,
      isinternetgateway: 1,
      inet_node_client_ids: ['node-0007'],
      is_fail_over: 1,
      fail_over_peers: '{"node-0008":{}}',
      failed_over_by: 'node-0009',
    });
    const node = toApiNode(gateway, LISTING);
    expect(apiNodeSchema.strict().parse(node)).toEqual(node);
    expect(node).toMatchObject({
      isrelay: true,
      relaynodes: ['node-0005', 'node-0006'],
      isegressgateway: true,
      egressgatewayranges: ['192.168.10.0/24'],
      egressgatewaynatenabled: true,
      isinternetgateway: true,
      inet_node_req: { inet_node_client_ids: ['node-0007'] },
      is_fail_over: true,
      fail_over_peers: { 'node-0008': {} },
      failed_over_by: 'node-0009',
    });
  });

  it('says why a node is not online', () => {
    const statusOf = (fields: Partial<NodeView>) => {
      const { status, status_reason } = toApiNode(view(4, fields), LISTING);
      return { status, status_reason };
    };
    expect(statusOf({ connected: 0 })).toEqual({ status: 'disconnected', status_reason: 'not-connected' });
    expect(statusOf({ last_check_in: null })).toEqual({ status: 'offline', status_reason: 'never-checked-in' });
    expect(statusOf({ expires_at: '2026-11-22T10:00:00.000Z' })).toEqual({
      status: 'offline',
      status_reason: 'expired',
    });
    expect(statusOf({ last_check_in: '2026-11-22T11:50:00.000Z' })).toEqual({
      status: 'warning',
      status_reason: 'check-in-over-warning-threshold',
    });
  });

  it('lists nodes across chunks, then the static nodes, as one JSON array', () => {
    const views = Array.from({ length: 600 }, (_, index) => view(index, index === 300 ? { isrelay: 1 } : {}));
    const staticNode = { ...toApiNode(view(999), LISTING), id: NIL_UUID, is_static: true } satisfies ApiNode;
    const listed: unknown = JSON.parse([...apiNodesJsonChunks(views, LISTING, [staticNode])].join(''));
    expect(listed).toEqual([...views.map((node) => toApiNode(node, LISTING)), staticNode]);
    expect(JSON.parse([...apiNodesJsonChunks([], LISTING)].join(''))).toEqual([]);
    expect(JSON.parse([...apiNodesJsonChunks([], LISTING, [staticNode])].join(''))).toEqual([staticNode]);
  });
});
