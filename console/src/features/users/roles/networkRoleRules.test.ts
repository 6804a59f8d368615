import { describe, expect, it } from 'vitest';
import { testGroup, testRole, testUser } from '../usersTestData';
import {
  networkRolesProblem,
  roleHolders,
  roleNameOf,
  rolesForScope,
  searchRoles,
  sortNetworkRoles,
} from './networkRoleRules';

const row = (network: string, roleId: string) => ({ key: `${network}/${roleId}`, network, roleId });

describe('network role rows', () => {
  it('name the first problem: an unfinished row, a role twice, or all networks next to one network', () => {
    expect(networkRolesProblem([])).toBeNull();
    expect(networkRolesProblem([row('lab', 'a'), row('lab', 'b')])).toBeNull();
    expect(networkRolesProblem([row('lab', '')])).toBe('incomplete');
    expect(networkRolesProblem([row('', 'a')])).toBe('incomplete');
    expect(networkRolesProblem([row('lab', 'a'), row('lab', 'a')])).toBe('duplicate');
    expect(networkRolesProblem([row('all_networks', 'g'), row('lab', 'a')])).toBe('mixedScopes');
    expect(networkRolesProblem([row('all_networks', 'g'), row('all_networks', 'h')])).toBeNull();
  });

  it("offer a scope's own roles by name, and name roles the list does not know by id", () => {
    const roles = [testRole('b', 'Zeta', 'lab'), testRole('a', 'Alpha', 'lab'), testRole('g', 'G', 'all_networks')];
    expect(rolesForScope(roles, 'lab').map((role) => role.name)).toEqual(['Alpha', 'Zeta']);
    expect(rolesForScope(roles, 'all_networks').map((role) => role.id)).toEqual(['g']);
    expect(roleNameOf(roles, 'b')).toBe('Zeta');
    expect(roleNameOf(roles, 'gone')).toBe('gone');
  });

  it('find the groups and users that hold a role, in any scope', () => {
    const groups = [
      testGroup('ops', 'Ops', { lab: { editors: {} } }),
      testGroup('dev', 'Developers', { all_networks: { other: {} } }),
      testGroup('qa', 'QA', { edge: { editors: null } }),
    ];
    const users = [testUser('zoe', { network_roles: { lab: { editors: {} } } }), testUser('amy')];
    expect(roleHolders('editors', groups, users)).toEqual({ groups: ['Ops', 'QA'], users: ['zoe'] });
    expect(roleHolders('nobody', groups, users)).toEqual({ groups: [], users: [] });
  });

  it('list all-networks roles first, then by network and name, and find them by name or network', () => {
    const roles = [
      testRole('lab-user', 'lab Network User', 'lab'),
      testRole('edge-admin', 'edge Network Admin', 'edge'),
      testRole('global', 'Global Network User', 'all_networks'),
      testRole('lab-admin', 'lab Network Admin', 'lab'),
    ];
    expect(sortNetworkRoles(roles).map((role) => role.id)).toEqual(['global', 'edge-admin', 'lab-admin', 'lab-user']);
    expect(searchRoles(roles, 'LAB').map((role) => role.id)).toEqual(['lab-user', 'lab-admin']);
    expect(searchRoles(roles, 'all_net').map((role) => role.id)).toEqual(['global']);
  });
});
