import { describe, expect, it } from 'vitest';
import { accessOf, emptyGrid, gridOf, rightApplies, rightsCount } from './permissionGrid';

const flags = (rights: string[]) => ({
  create: rights.includes('create'),
  read: rights.includes('read'),
  update: rights.includes('update'),
  delete: rights.includes('delete'),
  vpn_access: rights.includes('vpn_access'),
  self_only: rights.includes('self_only'),
});

describe('the permission grid', () => {
  it('offers VPN access only on remote access gateways and "own only" only on config files', () => {
    expect(rightApplies('remote_access_gw', 'vpn_access')).toBe(true);
    expect(rightApplies('host', 'vpn_access')).toBe(false);
    expect(rightApplies('extclient', 'self_only')).toBe(true);
    expect(rightApplies('dns', 'self_only')).toBe(false);
    expect(rightApplies('dns', 'delete')).toBe(true);
  });

  it('sends the types with a right under their all-resources key, and nothing for the others', () => {
    const grid = emptyGrid();
    grid.host.read = true;
    grid.extclient = flags(['create', 'read', 'self_only']);
    grid.remote_access_gw.vpn_access = true;
    grid.dns.self_only = true;
    expect(accessOf(grid)).toEqual({
      host: { all_host: flags(['read']) },
      extclient: { all_extclients: flags(['create', 'read', 'self_only']) },
      remote_access_gw: { all_remote_access_gw: flags(['vpn_access']) },
    });
  });

  it('reads a role back into the grid and keeps its rights on single resources when saved', () => {
    const saved = {
      host: { all_host: flags(['read', 'update']), 'host-1': flags(['delete']) },
      acl: { all_acl: flags(['read']) },
    };
    const grid = gridOf(saved);
    expect(grid.host).toEqual(flags(['read', 'update']));
    expect(grid.acl).toEqual(flags(['read']));
    expect(grid.dns).toEqual(flags([]));
    grid.host.update = false;
    grid.acl.read = false;
    expect(accessOf(grid, saved)).toEqual({
      host: { all_host: flags(['read']), 'host-1': flags(['delete']) },
    });
  });

  it('counts the rights given, not the "own only" limit', () => {
    expect(rightsCount(null)).toBe(0);
    expect(
      rightsCount({
        host: { all_host: flags(['read', 'update']) },
        extclient: { all_extclients: flags(['create', 'read', 'update', 'delete', 'self_only']) },
      }),
    ).toBe(6);
  });
});
