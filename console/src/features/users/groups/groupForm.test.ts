import type { UserGroup } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { groupFormOf, groupNameProblem, memberNamesOf, searchGroups, toGroupUpdate, toNewUserGroup } from './groupForm';
import { testGroup, testUser } from '../usersTestData';

const group = (id: string, name: string, meta_data = ''): UserGroup => ({ ...testGroup(id, name), meta_data });

describe('the group form', () => {
  it("checks the name with the server's rules", () => {
    const groups = [group('ops', 'Ops'), group('dev-team', 'Dev Team')];
    expect(groupNameProblem(' ', groups)).toBe('required');
    expect(groupNameProblem('x'.repeat(65), groups)).toBe('tooLong');
    expect(groupNameProblem('& / !', groups)).toBe('characters');
    expect(groupNameProblem('Ops & Dev', groups)).toBeNull();
    expect(groupNameProblem('dev team', groups)).toBe('taken');
    expect(groupNameProblem('OPS', groups)).toBe('taken');
    expect(groupNameProblem('Dev Team', groups, 'dev-team')).toBeNull();
    expect(groupNameProblem('QA', groups)).toBeNull();
  });

  it('creates a group with its network roles and members', () => {
    const request = toNewUserGroup({
      name: ' Ops ',
      description: ' on call ',
      networkRoles: [{ key: 'k', network: 'lab', roleId: 'lab-network-admin' }],
      members: ['ann', 'bob'],
    });
    expect(request).toEqual({
      user_group: { name: 'Ops', meta_data: 'on call', network_roles: { lab: { 'lab-network-admin': {} } } },
      members: ['ann', 'bob'],
    });
  });

  it('saves a group with its id kept and its members replaced', () => {
    const ops = { ...group('ops', 'Ops', 'on call'), network_roles: { all_networks: { viewer: {} } } };
    const values = groupFormOf(ops);
    expect(values).toMatchObject({ name: 'Ops', description: 'on call' });
    expect(values.networkRoles.map(({ network, roleId }) => [network, roleId])).toEqual([['all_networks', 'viewer']]);
    expect(toGroupUpdate(ops, { ...values, networkRoles: [] }, ['cat'])).toEqual({
      ...ops,
      network_roles: {},
      members: ['cat'],
    });
  });

  it('finds members by the groups users hold, and groups by name, id or description', () => {
    const users = [
      testUser('zed', { user_group_ids: { ops: {} } }),
      testUser('amy', { user_group_ids: { ops: null, dev: {} } }),
      testUser('bob'),
    ];
    expect(memberNamesOf('ops', users)).toEqual(['amy', 'zed']);
    const groups = [group('ops', 'Operations', 'pager duty'), group('dev', 'Developers')];
    expect(searchGroups(groups, 'PAGER').map((found) => found.id)).toEqual(['ops']);
    expect(searchGroups(groups, ' dev ').map((found) => found.id)).toEqual(['dev']);
    expect(searchGroups(groups, '')).toHaveLength(2);
  });
});
