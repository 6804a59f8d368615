import { describe, expect, it } from 'vitest';
import { builtInGroupKind, builtInRoleKind, defaultPolicyKind } from './built-in-texts';

describe('what the server makes by itself', () => {
  it('knows a network’s default policies by id, only when the server marks them default', () => {
    expect(defaultPolicyKind({ id: 'lab.all-nodes', network_id: 'lab', default: true })).toBe('allNodes');
    expect(defaultPolicyKind({ id: 'lab.all-users', network_id: 'lab', default: true })).toBe('allUsers');
    expect(defaultPolicyKind({ id: 'lab.all-nodes', network_id: 'lab', default: false })).toBeNull();
    expect(defaultPolicyKind({ id: 'lab.web', network_id: 'lab', default: true })).toBeNull();
  });

  it('knows the platform roles, the global network roles and each network’s own roles', () => {
    expect(builtInRoleKind({ id: 'auditor', network_id: '', default: true })).toEqual({ kind: 'auditor', netid: '' });
    expect(builtInRoleKind({ id: 'global-network-user', network_id: 'all_networks', default: true })).toEqual({
      kind: 'global-network-user',
      netid: '',
    });
    expect(builtInRoleKind({ id: 'lab-network-admin', network_id: 'lab', default: true })).toEqual({
      kind: 'network-admin',
      netid: 'lab',
    });
    expect(builtInRoleKind({ id: 'lab-network-admin', network_id: 'lab', default: false })).toBeNull();
    expect(builtInRoleKind({ id: 'dns-editor', network_id: 'lab', default: true })).toBeNull();
  });

  it('knows the global groups and the groups that give a network its own roles', () => {
    const roles = { lab: { 'lab-network-user': {} } };
    expect(builtInGroupKind({ id: 'global-network-admin-grp', default: true, network_roles: {} })).toEqual({
      kind: 'global-network-admin',
      netid: '',
    });
    expect(builtInGroupKind({ id: 'lab-network-user-grp', default: true, network_roles: roles })).toEqual({
      kind: 'network-user',
      netid: 'lab',
    });
    expect(builtInGroupKind({ id: 'lab-network-user-grp', default: false, network_roles: roles })).toBeNull();
    expect(builtInGroupKind({ id: 'contractors', default: true, network_roles: roles })).toBeNull();
  });
});
