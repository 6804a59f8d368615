import { describe, expect, it } from 'vitest';
import { testGroup } from '../usersTestData';
import { builtInNetworkRole, networkAccessOf } from './networkAccess';

describe('networkAccessOf', () => {
  it('lists every role once with the groups that give it and whether it was given directly', () => {
    const access = networkAccessOf({
      user_group_ids: {
        'net1-network-user-grp': testGroup('net1-network-user-grp', 'net1 users', {
          net1: { 'net1-network-user': {} },
        }),
        ops: testGroup('ops', 'Operations', {
          net1: { 'net1-network-user': {} },
          all_networks: { 'global-network-user': {} },
        }),
      },
      network_roles: { net1: { 'net1-network-user': {} }, alpha: { 'alpha-network-admin': {} } },
    });
    expect(access).toEqual([
      { network: 'all_networks', roleId: 'global-network-user', groups: ['Operations'], direct: false },
      { network: 'alpha', roleId: 'alpha-network-admin', groups: [], direct: true },
      { network: 'net1', roleId: 'net1-network-user', groups: ['net1 users', 'Operations'], direct: true },
    ]);
  });

  it('is empty for a user without groups or roles', () => {
    expect(networkAccessOf({ user_group_ids: {}, network_roles: null })).toEqual([]);
  });
});

describe('builtInNetworkRole', () => {
  it('recognises the admin and user roles of a network and of all networks', () => {
    expect(builtInNetworkRole('net1', 'net1-network-admin')).toBe('admin');
    expect(builtInNetworkRole('net1', 'net1-network-user')).toBe('user');
    expect(builtInNetworkRole('all_networks', 'global-network-admin')).toBe('admin');
    expect(builtInNetworkRole('net1', 'global-network-admin')).toBeNull();
    expect(builtInNetworkRole('net1', 'custom')).toBeNull();
  });
});
