import type { UserRole } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyNetworkRoleForm,
  networkRoleFormOf,
  networkRoleNameProblem,
  networkRoleNetworkProblem,
  networkRoleRightsProblem,
  toNewNetworkRole,
  toUpdatedNetworkRole,
} from './networkRoleForm';

const READ = { create: false, read: true, update: false, delete: false, vpn_access: false, self_only: false };

const saved: UserRole = {
  id: 'c0ffee',
  name: 'DNS editors',
  default: false,
  meta_data: 'Keep names tidy',
  deny_dashboard_access: false,
  full_access: false,
  network_id: 'lab',
  network_level_access: { dns: { all_dns: { ...READ, update: true } } },
  global_level_access: {},
};

describe('the network role form', () => {
  it('needs a name, a network, and full access or at least one right', () => {
    const values = emptyNetworkRoleForm();
    expect(networkRoleNameProblem('  ')).toBe('nameRequired');
    expect(networkRoleNameProblem('viewers')).toBeNull();
    expect(networkRoleNameProblem('x'.repeat(65))).toBe('nameTooLong');
    expect(networkRoleNameProblem('x'.repeat(64))).toBeNull();
    expect(networkRoleNetworkProblem('')).toBe('networkRequired');
    expect(networkRoleNetworkProblem('all_networks')).toBeNull();
    expect(networkRoleRightsProblem(values)).toBe('noRights');
    values.grid.tag.read = true;
    expect(networkRoleRightsProblem(values)).toBeNull();
    expect(networkRoleRightsProblem({ ...emptyNetworkRoleForm(), fullAccess: true })).toBeNull();
  });

  it('creates a role with the trimmed texts and its rights as network level access', () => {
    const values = { ...emptyNetworkRoleForm(), name: ' viewers ', network: 'all_networks', description: ' read ' };
    values.grid.host.read = true;
    expect(toNewNetworkRole(values)).toEqual({
      name: 'viewers',
      network_id: 'all_networks',
      meta_data: 'read',
      full_access: false,
      network_level_access: { host: { all_host: READ } },
    });
    expect(toNewNetworkRole({ ...values, fullAccess: true }).network_level_access).toEqual({});
  });

  it('edits a role in place: same id and network, changed name and rights', () => {
    const values = networkRoleFormOf(saved);
    expect(values).toMatchObject({ name: 'DNS editors', network: 'lab', description: 'Keep names tidy' });
    expect(values.grid.dns).toEqual({ ...READ, update: true });
    values.grid.dns.update = false;
    values.name = 'DNS readers';
    expect(toUpdatedNetworkRole(saved, values)).toEqual({
      ...saved,
      name: 'DNS readers',
      network_level_access: { dns: { all_dns: READ } },
    });
  });
});
