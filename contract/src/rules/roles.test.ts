import { describe, expect, it } from 'vitest';
import { groupIdOf, isAdminRole, isNetworkAdmin, isPlatformRole } from './roles';

describe('roles', () => {
  it('knows the admin platform roles', () => {
    expect(isAdminRole('super-admin')).toBe(true);
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('platform-user')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    expect(isPlatformRole('auditor')).toBe(true);
    expect(isPlatformRole('office-network-admin')).toBe(false);
  });

  it('decides network admin per spec section 6', () => {
    expect(isNetworkAdmin('admin', {}, 'office')).toBe(true);
    expect(isNetworkAdmin('platform-user', {}, 'office')).toBe(false);
    expect(isNetworkAdmin('platform-user', { 'global-network-admin-grp': {} }, 'office')).toBe(true);
    expect(isNetworkAdmin('platform-user', { 'office-network-admin-grp': null }, 'office')).toBe(true);
    expect(isNetworkAdmin('platform-user', { 'office-network-admin-grp': null }, 'lab')).toBe(false);
    const ops = { ops: { network_roles: { office: { 'office-network-admin': {} } } } };
    expect(isNetworkAdmin('platform-user', ops, 'office')).toBe(true);
    const direct = { office: { 'office-network-admin': {} } };
    expect(isNetworkAdmin('platform-user', {}, 'office', direct)).toBe(true);
    expect(isNetworkAdmin('platform-user', {}, 'lab', direct)).toBe(false);
    expect(isNetworkAdmin('platform-user', ops, 'lab')).toBe(false);
    const users = { ops: { network_roles: { office: { 'office-network-user': {} } } } };
    expect(isNetworkAdmin('platform-user', users, 'office')).toBe(false);
    const everywhere = { ops: { network_roles: { all_networks: { 'global-network-admin': {} } } } };
    expect(isNetworkAdmin('platform-user', everywhere, 'lab')).toBe(true);
  });

  it("makes a group's id of its name", () => {
    expect(groupIdOf('  Site Reliability  Team ')).toBe('site-reliability-team');
    expect(groupIdOf('Ops & Dev')).toBe('ops-dev');
    expect(groupIdOf('-ops.')).toBe('ops.');
    expect(groupIdOf('& / !')).toBe('');
  });
});
