import { describe, expect, it } from 'vitest';
import { testRole, testUser } from './usersTestData';
import { assignablePlatformRoles, blockedReason, canReceiveSuperAdmin, type Caller } from './userRules';

const superAdmin: Caller = { username: 'owner', platformRoleId: 'super-admin' };
const admin: Caller = { username: 'helper', platformRoleId: 'admin' };

describe('blockedReason', () => {
  it('keeps your own role, password and account off the Users table', () => {
    const self = testUser('helper', { platform_role_id: 'admin' });
    expect(blockedReason('edit', admin, self)).toBe('editSelf');
    expect(blockedReason('password', admin, self)).toBe('passwordSelf');
    expect(blockedReason('delete', admin, self)).toBe('deleteSelf');
  });

  it('lets only the super-admin change other admins, and nobody delete the super-admin', () => {
    const otherAdmin = testUser('second', { platform_role_id: 'admin' });
    const owner = testUser('owner', { platform_role_id: 'super-admin' });
    expect(blockedReason('edit', admin, otherAdmin)).toBe('otherAdmin');
    expect(blockedReason('delete', admin, otherAdmin)).toBe('otherAdmin');
    expect(blockedReason('edit', superAdmin, otherAdmin)).toBeNull();
    expect(blockedReason('delete', superAdmin, otherAdmin)).toBeNull();
    expect(blockedReason('edit', admin, owner)).toBe('superAdmin');
    expect(blockedReason('delete', admin, owner)).toBe('deleteSuperAdmin');
  });

  it('allows everything on platform users, except a password for SSO accounts', () => {
    const user = testUser('someone');
    expect(blockedReason('edit', admin, user)).toBeNull();
    expect(blockedReason('password', admin, user)).toBeNull();
    expect(blockedReason('delete', admin, user)).toBeNull();
    expect(blockedReason('password', admin, testUser('sso', { auth_type: 'oauth' }))).toBe('ssoPassword');
  });
});

describe('canReceiveSuperAdmin', () => {
  it('is the super-admin handing the role to an admin', () => {
    expect(canReceiveSuperAdmin(superAdmin, testUser('second', { platform_role_id: 'admin' }))).toBe(true);
    expect(canReceiveSuperAdmin(superAdmin, testUser('someone'))).toBe(false);
    expect(canReceiveSuperAdmin(admin, testUser('second', { platform_role_id: 'admin' }))).toBe(false);
  });
});

describe('assignablePlatformRoles', () => {
  const roles = ['admin', 'auditor', 'platform-user', 'service-user', 'super-admin'].map((id) => testRole(id, id));
  it('never offers super-admin, admin only to the super-admin, and the rest by power', () => {
    expect(assignablePlatformRoles(roles, 'super-admin').map((role) => role.id)).toEqual([
      'admin',
      'platform-user',
      'auditor',
      'service-user',
    ]);
    expect(assignablePlatformRoles(roles, 'admin').map((role) => role.id)).toEqual([
      'platform-user',
      'auditor',
      'service-user',
    ]);
  });
});
