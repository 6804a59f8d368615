import type { ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { hasFirewall, isLinuxHost, nodeRoles, relayBlocker, relayMembers, roleHostBlocker } from './nodeRoles';

const plain = {
  isingressgateway: false,
  isrelay: false,
  isegressgateway: false,
  isinternetgateway: false,
  is_fail_over: false,
  internetgw_node_id: '',
  relayedby: '',
};
const linux = { os: 'linux' };

describe('node roles', () => {
  it('lists every role a node has, in badge order', () => {
    expect(nodeRoles(plain)).toEqual([]);
    expect(nodeRoles({ ...plain, is_fail_over: true, isegressgateway: true, isingressgateway: true })).toEqual([
      'remote-access',
      'egress',
      'failover',
    ]);
  });

  it('says why a node cannot be relayed; egress gateways can', () => {
    expect(relayBlocker(plain)).toBeNull();
    expect(relayBlocker({ ...plain, isegressgateway: true })).toBeNull();
    expect(relayBlocker({ ...plain, isrelay: true })).toBe('relay');
    expect(relayBlocker({ ...plain, isinternetgateway: true })).toBe('internet-gateway');
    expect(relayBlocker({ ...plain, is_fail_over: true })).toBe('failover');
    expect(relayBlocker({ ...plain, internetgw_node_id: 'gw' })).toBe('internet-client');
    expect(relayBlocker({ ...plain, internetgw_node_id: '00000000-0000-0000-0000-000000000000' })).toBeNull();
  });

  it('asks Linux for every gateway role, an unrelayed node for all but egress, and no internet gateway of its own', () => {
    expect(roleHostBlocker(plain, { os: 'windows' }, 'egress')).toBe('not-linux');
    expect(roleHostBlocker(plain, undefined, 'failover')).toBe('not-linux');
    expect(roleHostBlocker({ ...plain, relayedby: 'r' }, linux, 'egress')).toBeNull();
    expect(roleHostBlocker({ ...plain, relayedby: 'r' }, linux, 'failover')).toBe('relayed');
    expect(roleHostBlocker({ ...plain, internetgw_node_id: 'g' }, linux, 'internet-gateway')).toBe('internet-client');
    expect(roleHostBlocker({ ...plain, internetgw_node_id: 'g' }, linux, 'failover')).toBe('internet-client');
    expect(roleHostBlocker({ ...plain, internetgw_node_id: 'g' }, linux, 'egress')).toBeNull();
    expect(roleHostBlocker(plain, { os: 'Linux' }, 'internet-gateway')).toBeNull();
    expect(roleHostBlocker(plain, { os: 'darwin' }, 'remote-access')).toBe('not-linux');
    expect(roleHostBlocker({ ...plain, relayedby: 'r' }, linux, 'remote-access')).toBe('relayed');
    expect(roleHostBlocker({ ...plain, internetgw_node_id: 'g' }, linux, 'remote-access')).toBeNull();
    expect(isLinuxHost({ os: 'darwin' })).toBe(false);
  });

  it('finds a firewall unless the host reports none', () => {
    expect(hasFirewall({ firewallinuse: 'nftables' })).toBe(true);
    expect(hasFirewall({ firewallinuse: 'iptables' })).toBe(true);
    expect(hasFirewall({ firewallinuse: 'none' })).toBe(false);
    expect(hasFirewall({ firewallinuse: '' })).toBe(false);
  });

  it('rewrites a relay member list with one node added or taken out', () => {
    const relay = { relaynodes: ['a', 'b'] } as Pick<ApiNode, 'relaynodes'>;
    expect(relayMembers(relay, { add: 'c' })).toEqual(['a', 'b', 'c']);
    expect(relayMembers(relay, { add: 'a' })).toEqual(['b', 'a']);
    expect(relayMembers(relay, { remove: 'a' })).toEqual(['b']);
    expect(relayMembers({ relaynodes: null }, { add: 'x' })).toEqual(['x']);
  });
});
